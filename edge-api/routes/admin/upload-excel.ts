import type { Context } from 'hono';
import {
  EXCEL_ONLY_MESSAGE,
  FILE_TOO_LARGE_MESSAGE,
  SELECT_FILE_MESSAGE,
  UPLOAD_MAX_BYTES,
  hasExcelExtension,
  uploadResult,
} from '#domain/admin/roster-upload.ts';
import { jsonLogger, type AppDeps, type AppEnv } from '#api/deps.ts';
import { ApiError } from '#api/http/api-error.ts';
import { checkRosterHere } from '#api/admin/check-roster.ts';
import { importStudents } from '#api/admin/roster-import.ts';
import { auditBy } from '#api/audit/audit-by.ts';

/** The uploaded file from the multipart field `file`, or a 400 in the spec's words. */
async function readUpload(c: Context<AppEnv>): Promise<File> {
  let body: Record<string, unknown>;
  try {
    body = await c.req.parseBody();
  } catch {
    throw new ApiError(400, SELECT_FILE_MESSAGE, 'no_file');
  }
  const file = body.file;
  if (!(file instanceof File) || (file.size === 0 && !file.name)) throw new ApiError(400, SELECT_FILE_MESSAGE, 'no_file');
  if (file.size > UPLOAD_MAX_BYTES) throw new ApiError(413, FILE_TOO_LARGE_MESSAGE, 'file_too_large');
  if (!hasExcelExtension(file.name)) throw new ApiError(400, EXCEL_ONLY_MESSAGE, 'not_excel');
  return file;
}

/**
 * The file's name for the audit line, where it only helps tell uploads apart: as text jsonb can
 * hold (no NUL nor other control characters, no lone surrogate), at most 200 characters, never cut
 * inside one.
 */
const auditFileName = (name: string) =>
  Array.from(name.replace(/[\u0000-\u001f\u007f]/g, '').replace(/\p{Cs}/gu, '\ufffd')).slice(0, 200).join('');

/**
 * POST /api/admin/upload-excel (multipart, field `file`): .xlsx or .xls by content, at most 10 MB.
 * Every row of the first sheet is valid, a duplicate or an error; all valid rows are inserted in one
 * transaction (docs/decisions/0014-roster-upload.md). The answer lists every problem of each row
 * with errors, and at most the first 1,000 duplicates and rows with errors, with the full counts
 * (docs/decisions/0052-uploads-do-not-amplify.md, 0054-every-problem-of-every-row.md).
 */
export const uploadExcel = (deps: AppDeps) => {
  const checkRoster = deps.checkRoster ?? checkRosterHere;
  return async (c: Context<AppEnv>) => {
    const file = await readUpload(c);
    const checked = await checkRoster(new Uint8Array(await file.arrayBuffer()));
    const importStart = performance.now();
    const audit = { ...auditBy(c, deps), file: auditFileName(file.name), rows: checked.rowCount, errorCount: checked.errorCount };
    const outcome = await importStudents(c.var.sql, checked.candidates, audit);
    if (outcome.kind === 'conflict') {
      throw new ApiError(409, 'The roster changed while the file was being imported, so nothing was added. Please upload it again.', 'roster_changed');
    }
    const result = uploadResult(outcome.insertedCount, outcome.duplicates, checked.errors, checked.errorCount);
    (deps.log ?? jsonLogger)({
      level: 'info',
      event: 'roster_upload',
      requestId: c.get('requestId'),
      bytes: file.size,
      rows: checked.rowCount,
      inserted: result.insertedCount,
      duplicates: result.duplicateCount,
      errors: result.errorCount,
      parseMs: Math.round(checked.parseMs),
      checkMs: Math.round(checked.checkMs),
      importMs: Math.round(performance.now() - importStart),
    });
    return c.json(result);
  };
};
