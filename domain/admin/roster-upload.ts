import { GENDERS } from '../accounts/student-record.ts';
import { parseWith } from '../validation.ts';
import { StudentInputSchema, type StudentFields } from './student.ts';
import { limitText } from '../count-text.ts';

// Spec sections 5, 8 and 9 (Bulk upload, Admin), word for word.
export const EXCEL_ONLY_MESSAGE = 'Please upload only Excel files (.xlsx or .xls)';
export const SELECT_FILE_MESSAGE = 'Please select a file';
export const UPLOAD_FAILED_MESSAGE = 'Failed to upload file';
export const uploadCompleteMessage = (n: number) => `Upload complete! ${n} records added`;
export const duplicatesFoundMessage = (n: number) => `${n} duplicate records found`;
export const rowsWithErrorsMessage = (n: number) => `${n} records had errors`;

export const EXCEL_EXTENSIONS = ['.xlsx', '.xls'] as const;
/** Largest file the upload accepts (docs/decisions/0014-roster-upload.md). */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** Most student rows one file may hold; a class list of 50,000 fits twice. */
export const UPLOAD_MAX_ROWS = 100_000;
export const FILE_TOO_LARGE_MESSAGE = 'The file is larger than 10 MB. Please split it into smaller files.';

// What a small file may expand to (docs/decisions/0052-uploads-do-not-amplify.md). Measured: a
// 50,000-row roster as the xlsx package writes it (inline strings) unpacks to 18.9 MB, 400,000
// cells, 5.5 million characters; 100,000 rows hold 11.1 million characters.
/** Most bytes the parts of an .xlsx may unpack to, as declared and as inflated. */
export const UPLOAD_MAX_UNPACKED_BYTES = 32 * 1024 * 1024;
/** Most cells its sheets may hold: 100,000 rows of the 8 columns, and room for 2 more. */
export const UPLOAD_MAX_CELLS = 1_000_000;
/** Most characters the first sheet's cells may hold, a shared string counted each time it is used. */
export const UPLOAD_MAX_CELL_TEXT = 20_000_000;
/** Largest .xls (BIFF) file: its parser takes about 45 MB of memory per MB of file. */
export const UPLOAD_MAX_XLS_BYTES = 5 * 1024 * 1024;
export const XLS_TOO_LARGE_MESSAGE = 'An .xls file may be at most 5 MB. Please save it as .xlsx (up to 10 MB), or split it.';
export const UNPACKED_TOO_LARGE_MESSAGE = 'The workbook unpacks to more than 32 MB. Please keep only the student sheet, or split the file.';
export const TOO_MANY_CELLS_MESSAGE = `The workbook holds more than ${limitText(UPLOAD_MAX_CELLS)} cells. Please keep only the student columns, or split the file.`;
export const TOO_MUCH_TEXT_MESSAGE = `The first sheet's cells hold more than ${limitText(UPLOAD_MAX_CELL_TEXT)} characters of text. Please look for very long or repeated values, or split the file.`;
/** Most duplicates and most rows with errors an answer lists; its counts are always whole. */
export const UPLOAD_LIST_LIMIT = 1_000;
/** Longest cell text an error row shows back; longer text is cut and ends in '…'. */
export const ECHO_MAX_CHARS = 200;

export const hasExcelExtension = (name: string) => EXCEL_EXTENSIONS.some((ext) => name.toLowerCase().endsWith(ext));

/** The columns of the first sheet, in the order the instructions list them. */
export const ROSTER_COLUMNS = ['fullName', 'rollNumber', 'email', 'gender', 'course', 'branch', 'cgpa', 'batch'] as const;
export type RosterColumn = (typeof ROSTER_COLUMNS)[number];

/** Header text as compared: case and white space do not count ('Full Name' is fullName). */
export const normaliseHeader = (text: string) => text.replace(/\s+/g, '').toLowerCase();

const BY_HEADER = new Map(ROSTER_COLUMNS.map((c) => [normaliseHeader(c), c]));

export type HeaderMatch = { columns: Map<RosterColumn, number>; missing: RosterColumn[] };

/** Which cell index holds each column; the first of two equal headers wins, other headers are ignored. */
export function matchHeaders(headerCells: readonly string[]): HeaderMatch {
  const columns = new Map<RosterColumn, number>();
  headerCells.forEach((cell, index) => {
    const column = BY_HEADER.get(normaliseHeader(cell));
    if (column && !columns.has(column)) columns.set(column, index);
  });
  return { columns, missing: ROSTER_COLUMNS.filter((c) => !columns.has(c)) };
}

export const missingColumnsMessage = (missing: readonly RosterColumn[]) =>
  `The first sheet is missing the column${missing.length === 1 ? '' : 's'} ${missing.join(', ')}. ` +
  `Its first row must name the columns ${ROSTER_COLUMNS.join(', ')}.`;

/**
 * A cell's value as text, the way it is checked: numbers keep every digit they have (an integer
 * beyond 2^53 shows the digits the file really stored, and then fails the 15-digit rule), never an
 * exponent or a rounded float.
 */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return String(value);
    if (Number.isInteger(value)) return BigInt(value).toString();
    return String(value);
  }
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  return String(value).trim();
}

/** One data row of the sheet: its spreadsheet row number and the text of each column. */
export type SheetRow = { row: number; values: Record<RosterColumn, string> };

export type UploadRecord = Omit<StudentFields, 'rollNumber'> & { rollNumber: number };
/** A row that was valid but already known: the record, its row and why. */
export type UploadDuplicate = UploadRecord & { row: number; reason: string };
/** One broken rule of a row: the field and the form's message. */
export type RowProblem = { field: string; message: string };
/**
 * A row that broke rules: the text as read (cut at ECHO_MAX_CHARS), its row, every problem, and the
 * first one again as `field` and `message`.
 */
export type UploadError = Record<RosterColumn, string> & { row: number; field: string; message: string; problems: RowProblem[] };

/**
 * POST /api/admin/upload-excel's answer (spec section 3, Bulk upload response): the counts of all
 * rows, and the first UPLOAD_LIST_LIMIT duplicates and rows with errors.
 */
export type UploadResult = {
  insertedCount: number;
  duplicateCount: number;
  errorCount: number;
  duplicates: UploadDuplicate[];
  errors: UploadError[];
};

export const uploadResult = (insertedCount: number, duplicates: readonly UploadDuplicate[], errors: readonly UploadError[], errorCount = errors.length): UploadResult => ({
  insertedCount,
  duplicateCount: duplicates.length,
  errorCount,
  duplicates: duplicates.slice(0, UPLOAD_LIST_LIMIT),
  errors: errors.slice(0, UPLOAD_LIST_LIMIT),
});

/** Keys the roster already holds: e-mails lower-cased, roll numbers as digit strings. */
export type RosterKeys = { emails: ReadonlySet<string>; rollNumbers: ReadonlySet<string> };

export type Candidate = { row: number; record: StudentFields };

const GENDER_BY_CASE = new Map(GENDERS.map((g) => [g.toLowerCase(), g]));

/** A row as the form would send it; gender is matched without regard to case ('male' is Male). */
function toInput(values: Record<RosterColumn, string>) {
  return { ...values, gender: GENDER_BY_CASE.get(values.gender.trim().toLowerCase()) ?? values.gender };
}

export const isBlankRow = (values: Record<RosterColumn, string>) => ROSTER_COLUMNS.every((c) => values[c] === '');

const clip = (text: string) => (text.length > ECHO_MAX_CHARS ? `${text.slice(0, ECHO_MAX_CHARS - 1)}…` : text);
const clipped = (values: Record<RosterColumn, string>) =>
  Object.fromEntries(ROSTER_COLUMNS.map((c) => [c, clip(values[c])])) as Record<RosterColumn, string>;

/**
 * Step 1: every non-blank row through the form's rules, with every problem of a row (one per
 * field). Rows with errors are counted; the first UPLOAD_LIST_LIMIT are kept to be listed.
 */
export function validateRows(rows: readonly SheetRow[]): { candidates: Candidate[]; errors: UploadError[]; errorCount: number } {
  const candidates: Candidate[] = [];
  const errors: UploadError[] = [];
  let errorCount = 0;
  for (const { row, values } of rows) {
    if (isBlankRow(values)) continue;
    const parsed = parseWith(StudentInputSchema, toInput(values));
    if (parsed.ok) {
      candidates.push({ row, record: parsed.value });
      continue;
    }
    errorCount += 1;
    if (errors.length === UPLOAD_LIST_LIMIT) continue;
    const problems = parsed.issues.map((i) => ({ field: i.path, message: i.message }));
    errors.push({ row, ...clipped(values), field: problems[0]?.field ?? '', message: parsed.message, problems });
  }
  return { candidates, errors, errorCount };
}

/** A roll number as the roster's bigint prints it: '0012345678901' and '12345678901' are one number. */
export const rollKey = (digits: string) => digits.replace(/^0+(?=\d)/, '');

/** The keys to look up in the roster for these candidates. */
export function candidateKeys(candidates: readonly Candidate[]) {
  return {
    emails: [...new Set(candidates.map((c) => c.record.email.toLowerCase()))],
    rollNumbers: [...new Set(candidates.map((c) => rollKey(c.record.rollNumber)))],
  };
}

export const toUploadRecord = (r: StudentFields): UploadRecord => ({ ...r, rollNumber: Number(r.rollNumber) });

/**
 * Step 2: a candidate is a duplicate when its roll number or e-mail (case-insensitive) is already in
 * the roster or belongs to an earlier valid row of the file; otherwise it will be inserted. The
 * splitter remembers the file's earlier valid rows, so a file can be split chunk by chunk, in order.
 */
export function duplicateSplitter(roster: RosterKeys) {
  const rollRow = new Map<string, number>();
  const emailRow = new Map<string, number>();
  return (candidates: readonly Candidate[]) => {
    const valid: Candidate[] = [];
    const duplicates: UploadDuplicate[] = [];
    for (const candidate of candidates) {
      const { row, record } = candidate;
      const email = record.email.toLowerCase();
      const roll = rollKey(record.rollNumber);
      const reason = roster.rollNumbers.has(roll)
        ? 'Roll number already in the roster'
        : roster.emails.has(email)
          ? 'Email already in the roster'
          : rollRow.has(roll)
            ? `Roll number repeats row ${rollRow.get(roll)}`
            : emailRow.has(email)
              ? `Email repeats row ${emailRow.get(email)}`
              : null;
      if (reason) {
        duplicates.push({ ...toUploadRecord(record), row, reason });
        continue;
      }
      rollRow.set(roll, row);
      emailRow.set(email, row);
      valid.push(candidate);
    }
    return { valid, duplicates };
  };
}

export const splitDuplicates = (candidates: readonly Candidate[], roster: RosterKeys) => duplicateSplitter(roster)(candidates);

/** Both steps, for a roster known up front: valid rows, duplicates and errors, each in row order. */
export function classifyRows(rows: readonly SheetRow[], roster: RosterKeys) {
  const { candidates, errors } = validateRows(rows);
  return { ...splitDuplicates(candidates, roster), errors };
}
