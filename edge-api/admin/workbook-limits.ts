import {
  TOO_MANY_CELLS_MESSAGE,
  TOO_MUCH_TEXT_MESSAGE,
  UNPACKED_TOO_LARGE_MESSAGE,
  UPLOAD_MAX_CELLS,
  UPLOAD_MAX_CELL_TEXT,
  UPLOAD_MAX_UNPACKED_BYTES,
  UPLOAD_MAX_XLS_BYTES,
  XLS_TOO_LARGE_MESSAGE,
} from '#domain/admin/roster-upload.ts';
import { ApiError } from '../http/api-error.ts';
import type { ZipDirectory, ZipEntry } from './file-kind.ts';

// What a small upload may expand to, checked before the parser and before rows are built
// (docs/decisions/0052-uploads-do-not-amplify.md). Each refusal is a 413 in words.

const LT = 0x3c; // <
const COLON = 0x3a;
const C = 0x63;
const isNameByte = (b: number) => (b >= 0x61 && b <= 0x7a) || (b >= 0x41 && b <= 0x5a) || (b >= 0x30 && b <= 0x39) || b === 0x5f;
const endsTagName = (b: number | undefined) => b === 0x20 || b === 0x3e || b === 0x2f || b === 0x09 || b === 0x0a || b === 0x0d;

/** Cell elements (`<c …>`, or `<x:c …>` with a namespace prefix) in a worksheet's XML bytes. */
export function countCells(xml: Uint8Array): number {
  let cells = 0;
  for (let at = xml.indexOf(LT); at >= 0; at = xml.indexOf(LT, at + 1)) {
    let name = at + 1;
    let end = name;
    while (end < xml.length && isNameByte(xml[end]!)) end += 1;
    if (xml[end] === COLON) name = end + 1;
    if (xml[name] === C && endsTagName(xml[name + 1])) cells += 1;
  }
  return cells;
}

/** Refuses an .xls (BIFF) file over its own, lower size cap, before parsing it. */
export function checkXlsSize(bytes: Uint8Array) {
  if (bytes.length > UPLOAD_MAX_XLS_BYTES) throw new ApiError(413, XLS_TOO_LARGE_MESSAGE, 'xls_too_large');
}

/** Refuses a workbook whose parts declare more unpacked bytes than the cap, before inflating any. */
export function checkDeclaredSize(dir: ZipDirectory) {
  if (dir.uncompressedBytes > UPLOAD_MAX_UNPACKED_BYTES) throw new ApiError(413, UNPACKED_TOO_LARGE_MESSAGE, 'unpacked_too_large');
}

/** Counts the cells of every worksheet part as it is inflated (zipIsIntact's `inspect`); too many is a 413. */
export function cellCounter() {
  let cells = 0;
  return (entry: ZipEntry, data: Uint8Array) => {
    if (!/(^|\/)worksheets\/[^/]+\.xml$/i.test(entry.name)) return;
    cells += countCells(data);
    if (cells > UPLOAD_MAX_CELLS) throw new ApiError(413, TOO_MANY_CELLS_MESSAGE, 'too_many_cells');
  };
}

type Cell = { v?: unknown } | undefined;

/**
 * Refuses a sheet whose cells hold more text than the budget. A shared string is stored once but
 * counts each time a cell uses it: it would be copied into every row, error and answer.
 */
export function checkCellText(data: readonly (readonly Cell[] | undefined)[]) {
  let chars = 0;
  for (const row of data) {
    if (!row) continue;
    for (const cell of row) {
      if (typeof cell?.v === 'string') chars += cell.v.length;
    }
    if (chars > UPLOAD_MAX_CELL_TEXT) throw new ApiError(413, TOO_MUCH_TEXT_MESSAGE, 'too_much_text');
  }
}
