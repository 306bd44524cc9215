import { closeSync, createReadStream, mkdtempSync, openSync, rmSync, statSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { Sql } from 'postgres';
import { objectKeys } from '../memories/object-keys.ts';
import { receiptPdf } from '../outbox/receipt-pdf.ts';
import { receiptFieldsOf, RECEIPT_ROW_COLUMNS, type ReceiptRow } from '../donations/receipt-fields.ts';
import type { ObjectStore } from '../storage/object-store.ts';
import { EXPORT_PARTS } from './data-export-parts.ts';

/** Where a finished archive is kept in the object store. */
export const exportKey = (exportId: string) => `exports/${exportId}.zip`;

const encoder = new TextEncoder();
/** A name that is safe as a path inside the ZIP on every system. */
const safeName = (name: string) => name.replace(/[^\w.\- ]+/g, '_').replace(/^\.+/, '').slice(0, 100) || 'file';

/**
 * Builds the member's archive in a temporary file (the dispatcher is Node's), streaming each photo
 * from the store into it, then streams the file to the store; answers its size. JSON is deflated,
 * files already compressed (JPEG, WebP, PDF, video) are stored as they are.
 */
export async function buildDataExport(deps: { sql: Sql; store: ObjectStore }, p: { userId: string; exportId: string; now: Date }): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'data-export-'));
  const path = join(dir, 'archive.zip');
  const fd = openSync(path, 'w');
  try {
    await new Promise<void>((resolve, reject) => {
      const zip = new Zip((err, chunk, final) => {
        if (err) return reject(err);
        writeSync(fd, chunk);
        if (final) resolve();
      });
      writeEntries(zip, deps, p).then(() => zip.end(), reject);
    });
  } finally {
    closeSync(fd);
  }
  try {
    const size = statSync(path).size;
    const body = Readable.toWeb(createReadStream(path)) as ReadableStream<Uint8Array>;
    await deps.store.put(exportKey(p.exportId), body, { size, contentType: 'application/zip' });
    return size;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function writeEntries(zip: Zip, deps: { sql: Sql; store: ObjectStore }, p: { userId: string; now: Date }) {
  const mtime = p.now;
  const add = (name: string, bytes: Uint8Array, deflate: boolean) => {
    const file = deflate ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
    file.mtime = mtime;
    zip.add(file);
    file.push(bytes, true);
  };
  add('README.txt', encoder.encode(readme(p.now)), true);
  for (const part of EXPORT_PARTS) add(part.file, encoder.encode(JSON.stringify(await part.rows(deps.sql, p.userId), null, 2)), true);

  const files = await deps.sql<{ slot: string; kind: string; content: Uint8Array }[]>`select slot, kind, content from profile_files where user_id = ${p.userId}`;
  for (const f of files) add(`files/${f.slot}.${f.kind === 'jpeg' ? 'jpg' : f.kind}`, f.content, false);

  const receipts = await deps.sql<ReceiptRow[]>`
    select ${deps.sql.unsafe(RECEIPT_ROW_COLUMNS)} from donations d join users u on u.id = d.donor_id left join donation_funds f on f.id = d.fund_id
    where d.donor_id = ${p.userId} and d.status in ('paid', 'refunded') and d.paid_at is not null order by d.paid_at`;
  for (const row of receipts) add(`receipts/${safeName(row.reference)}.pdf`, await receiptPdf(receiptFieldsOf(row)), false);

  const photos = await deps.sql<{ id: string; file_name: string }[]>`select id, file_name from photos where uploader_id = ${p.userId} and deleted_at is null order by created_at`;
  for (const photo of photos) {
    const original = await deps.store.get(objectKeys.original(photo.id));
    if (!original) continue;
    const file = new ZipPassThrough(`photos/${photo.id}-${safeName(photo.file_name)}`);
    file.mtime = mtime;
    zip.add(file);
    const reader = original.body.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) file.push(read.value);
    file.push(new Uint8Array(0), true);
  }
}

function readme(now: Date) {
  const list = EXPORT_PARTS.map((part) => `  ${part.file.padEnd(26)} ${part.about}`).join('\n');
  return `Your Alumni Portal data, prepared on ${now.toISOString()}.

Everything the portal holds about you, one JSON file per kind of record, each record as the portal
keeps it (times in UTC). What others wrote to you is here too: the messages you received.

${list}
  files/                     Your profile photo and resume, as you uploaded them.
  photos/                    The originals of the photos and videos you uploaded to Memory Lane.
  receipts/                  A receipt (PDF) for each of your paid donations.

Secrets of the server are left out: your password's hash, your sign-in tokens, your browsers' push
keys. Questions about your data: write to the alumni office from the portal's Contact page.
`;
}
