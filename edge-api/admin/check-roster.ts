import { validateRows, type Candidate, type UploadError } from '#domain/admin/roster-upload.ts';
import { readRosterSheet } from './read-sheet.ts';

/** A spreadsheet read and checked row by row: what is left to do needs the database. */
export type CheckedRoster = {
  /** Rows with student data the first sheet holds. */
  rowCount: number;
  candidates: Candidate[];
  /** The first UPLOAD_LIST_LIMIT rows with errors; errorCount counts them all. */
  errors: UploadError[];
  errorCount: number;
  parseMs: number;
  checkMs: number;
};

/**
 * Reads and checks an uploaded spreadsheet; every refusal is an ApiError. In the isolate by default
 * (Workers, tests), in a worker thread on Node (roster-thread.ts), chosen in AppDeps.
 */
export type RosterChecker = (bytes: Uint8Array) => Promise<CheckedRoster>;

export const checkRosterHere: RosterChecker = async (bytes) => {
  const started = performance.now();
  const rows = await readRosterSheet(bytes);
  const parsedAt = performance.now();
  const { candidates, errors, errorCount } = validateRows(rows);
  return { rowCount: rows.length, candidates, errors, errorCount, parseMs: parsedAt - started, checkMs: performance.now() - parsedAt };
};
