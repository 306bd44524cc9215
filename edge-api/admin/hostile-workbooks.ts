import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';
import { ROSTER_COLUMNS } from '#domain/admin/roster-upload.ts';

// Workbooks built part by part, as no spreadsheet program would write them: small files that
// expand, for the upload tests and the bench (docs/decisions/0052-uploads-do-not-amplify.md).

type ZipPart = { name: string; deflated: Buffer; crc: number; size: number };

const part = (name: string, text: string): ZipPart => {
  const data = Buffer.from(text, 'utf8');
  return { name, deflated: deflateRawSync(data), crc: crc32(data), size: data.length };
};

/** A zip of deflated parts; `declare` may state another unpacked size than the real one. */
function zipOf(parts: ZipPart[], declare: (p: ZipPart) => number = (p) => p.size): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const p of parts) {
    const name = Buffer.from(p.name);
    const fields = (header: Buffer, at: number) => {
      header.writeUInt16LE(20, at); // version needed
      header.writeUInt16LE(0, at + 2); // flags
      header.writeUInt16LE(8, at + 4); // deflate
      header.writeUInt32LE(0, at + 6); // time and date
      header.writeUInt32LE(p.crc, at + 10);
      header.writeUInt32LE(p.deflated.length, at + 14);
      header.writeUInt32LE(declare(p), at + 18);
      header.writeUInt16LE(name.length, at + 22);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    fields(local, 4);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // made by
    fields(central, 6);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, p.deflated);
    centrals.push(central, name);
    offset += 30 + name.length + p.deflated.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const NS = 'http://schemas.openxmlformats.org';
const TYPES = `${NS}/officeDocument/2006/relationships`;

/** Every part of a one-sheet workbook but the sheet itself. */
const frame = (sharedStrings: string[]) => [
  part(
    '[Content_Types].xml',
    `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="${NS}/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>`,
  ),
  part('_rels/.rels', `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${NS}/package/2006/relationships"><Relationship Id="rId1" Type="${TYPES}/officeDocument" Target="xl/workbook.xml"/></Relationships>`),
  part('xl/workbook.xml', `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${NS}/spreadsheetml/2006/main" xmlns:r="${TYPES}"><sheets><sheet name="Students" sheetId="1" r:id="rId1"/></sheets></workbook>`),
  part(
    'xl/_rels/workbook.xml.rels',
    `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${NS}/package/2006/relationships"><Relationship Id="rId1" Type="${TYPES}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${TYPES}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
  ),
  part(
    'xl/sharedStrings.xml',
    `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${NS}/spreadsheetml/2006/main" count="${sharedStrings.length}" uniqueCount="${sharedStrings.length}">${sharedStrings.map((s) => `<si><t>${s}</t></si>`).join('')}</sst>`,
  ),
];

const SHEET_OPEN = `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${NS}/spreadsheetml/2006/main"><sheetData>`;
const SHEET_CLOSE = '</sheetData></worksheet>';
const COLUMNS = 'ABCDEFGH';
const headerRow = `<row r="1">${ROSTER_COLUMNS.map((_, i) => `<c r="${COLUMNS[i]}1" t="s"><v>${i}</v></c>`).join('')}</row>`;

const withSheet = (sharedStrings: string[], rowsXml: string) =>
  zipOf([...frame([...ROSTER_COLUMNS, ...sharedStrings]), part('xl/worksheets/sheet1.xml', SHEET_OPEN + headerRow + rowsXml + SHEET_CLOSE)]);

/**
 * The roster header, then `rows` rows whose first cell is the same `length`-character shared
 * string: a few hundred KB that expand to rows × length characters of cell text.
 */
export const sharedStringWorkbook = (rows: number, length: number): Buffer =>
  withSheet(['A'.repeat(length)], Array.from({ length: rows }, (_, i) => `<row r="${i + 2}"><c r="A${i + 2}" t="s"><v>8</v></c></row>`).join(''));

/** The roster header, then `rows` rows of `perRow` one-digit number cells: many cells, few bytes. */
export const manyCellsWorkbook = (rows: number, perRow: number): Buffer =>
  withSheet([], `<row>${'<c><v>1</v></c>'.repeat(perRow)}</row>`.repeat(rows));

/**
 * A zip bomb: a valid workbook whose sheet unpacks to `unpacked` bytes (the header, then white
 * space), declared as `declared` bytes (the truth unless told otherwise). The data is deflated as
 * a stream, never held whole.
 */
export async function whitespaceBomb(unpacked: number, declared = unpacked): Promise<Buffer> {
  const head = Buffer.from(SHEET_OPEN + headerRow);
  const tail = Buffer.from(SHEET_CLOSE);
  const fill = Buffer.alloc(1024 * 1024, 0x20);
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const done = new Promise<void>((resolve, reject) => deflate.once('end', resolve).once('error', reject));
  let crc = 0;
  const write = (chunk: Buffer) => {
    crc = crc32(chunk, crc);
    return deflate.write(chunk) ? undefined : new Promise<void>((r) => deflate.once('drain', () => r()));
  };
  await write(head);
  for (let left = unpacked - head.length - tail.length; left > 0; left -= fill.length) await write(left >= fill.length ? fill : fill.subarray(0, left));
  await write(tail);
  deflate.end();
  await done;
  const sheet = { name: 'xl/worksheets/sheet1.xml', deflated: Buffer.concat(out), crc, size: unpacked };
  return zipOf([...frame([...ROSTER_COLUMNS]), sheet], (p) => (p === sheet ? declared : p.size));
}
