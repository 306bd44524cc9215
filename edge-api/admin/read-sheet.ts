import {
  EXCEL_ONLY_MESSAGE,
  ROSTER_COLUMNS,
  UPLOAD_MAX_ROWS,
  cellText,
  matchHeaders,
  missingColumnsMessage,
  type RosterColumn,
  type SheetRow,
} from '#domain/admin/roster-upload.ts';
import { ApiError } from '../http/api-error.ts';
import { isXlsxPackage, readZipDirectory, sniffContainer, zipIsIntact } from './file-kind.ts';
import { cellCounter, checkCellText, checkDeclaredSize, checkXlsSize } from './workbook-limits.ts';
import { limitText } from '#domain/count-text.ts';

export const DAMAGED_MESSAGE = 'The file is damaged or is not a valid Excel workbook. Please check it and upload it again.';

type Cell = { t?: string; v?: unknown; w?: string } | undefined;

/** A cell as text; error cells keep their shown text ('#N/A') so the row reports a clear rule. */
function valueOf(cell: Cell): string {
  if (!cell || cell.t === 'z') return '';
  if (cell.t === 'e') return cell.w ?? '#ERROR';
  return cellText(cell.v);
}

/**
 * The student rows of a workbook's first sheet, numbered as the spreadsheet numbers them. The first
 * non-empty row is the header; every failure is a 4xx ApiError with a message the admin can act on.
 */
export async function readRosterSheet(bytes: Uint8Array): Promise<SheetRow[]> {
  const container = sniffContainer(bytes);
  if (!container) throw new ApiError(400, EXCEL_ONLY_MESSAGE, 'not_excel');
  if (container === 'zip') {
    const dir = readZipDirectory(bytes);
    if (!dir) throw new ApiError(400, DAMAGED_MESSAGE, 'damaged_file');
    if (!isXlsxPackage(dir)) throw new ApiError(400, EXCEL_ONLY_MESSAGE, 'not_excel');
    checkDeclaredSize(dir);
    if (!zipIsIntact(bytes, dir, cellCounter())) throw new ApiError(400, DAMAGED_MESSAGE, 'damaged_file');
  } else checkXlsSize(bytes);

  // Loaded on first use: only this route needs the parser (about 1 MB of code).
  const XLSX = await import('xlsx');
  // Header, the most rows allowed, and one more to notice a file that has too many.
  const sheetRows = UPLOAD_MAX_ROWS + 2;
  let data: Cell[][];
  let fullRef: string | undefined;
  try {
    const workbook = XLSX.read(bytes, {
      type: 'array',
      dense: true,
      UTC: true,
      sheets: 0,
      sheetRows,
      cellFormula: false,
      cellHTML: false,
      cellText: false,
      cellStyles: false,
      cellNF: false,
      bookVBA: false,
    });
    const first = workbook.SheetNames[0];
    const sheet = first === undefined ? undefined : (workbook.Sheets[first] as { '!data'?: Cell[][]; '!fullref'?: string } | undefined);
    if (!sheet) throw new ApiError(400, 'The workbook has no sheets.', 'empty_sheet');
    data = sheet['!data'] ?? [];
    fullRef = sheet['!fullref'];
    if (fullRef && XLSX.utils.decode_range(fullRef).e.r >= sheetRows) throw tooManyRows();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(400, DAMAGED_MESSAGE, 'damaged_file');
  }
  if (data.length >= sheetRows) throw tooManyRows();
  checkCellText(data);

  const headerIndex = data.findIndex((row) => row?.some((cell) => valueOf(cell) !== ''));
  if (headerIndex < 0) throw new ApiError(400, 'The first sheet is empty.', 'empty_sheet');
  const headerRow = data[headerIndex] ?? [];
  const headers = Array.from({ length: headerRow.length }, (_, i) => valueOf(headerRow[i]));
  const { columns, missing } = matchHeaders(headers);
  if (missing.length) throw new ApiError(400, missingColumnsMessage(missing), 'missing_columns');

  const positions = ROSTER_COLUMNS.map((column) => [column, columns.get(column)!] as const);
  const rows: SheetRow[] = [];
  for (let r = headerIndex + 1; r < data.length; r += 1) {
    const cells = data[r];
    if (!cells) continue;
    const values = {} as Record<RosterColumn, string>;
    let blank = true;
    for (const [column, index] of positions) {
      const text = valueOf(cells[index]);
      if (text) blank = false;
      values[column] = text;
    }
    if (!blank) rows.push({ row: r + 1, values });
  }
  if (rows.length > UPLOAD_MAX_ROWS) throw tooManyRows();
  return rows;
}

const tooManyRows = () =>
  new ApiError(413, `A file may hold at most ${limitText(UPLOAD_MAX_ROWS)} student rows. Please split it.`, 'too_many_rows');
