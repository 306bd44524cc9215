import * as v from 'valibot';
import { isIsoDay } from '../jobs/job-schema.ts';
import { noNul } from '../validation.ts';
import { limitText } from '../count-text.ts';

// The admin audit log (issue 32; docs/decisions/0108-audit-log.md): read-only, for admins.

/** One line of the log as GET /api/admin/audit answers it. */
export type AuditLine = {
  id: number;
  at: string;
  /** null once the admin's account is gone; `adminName` still says who. */
  adminId: string | null;
  adminName: string;
  action: string;
  targetKind: string;
  targetId: string;
  reason: string;
  before: unknown;
  after: unknown;
};

/** A page, newest first; `next` is the `before` cursor of the following page, null on the last. */
export type AuditPage = { entries: AuditLine[]; next: number | null };

export const AUDIT_PAGE_DEFAULT = 50;
export const AUDIT_PAGE_MAX = 200;
/** A CSV export holds at most this many lines; narrow the filter for more. */
export const AUDIT_EXPORT_CAP = 50_000;

// New columns go at the end: a spreadsheet made from an older export keeps its columns.
export const AUDIT_CSV_HEADER = ['ID', 'At', 'Admin ID', 'Admin', 'Action', 'Target kind', 'Target ID', 'Reason', 'Before', 'After'];

const DATE_MESSAGE = 'Dates are YYYY-MM-DD or an ISO date-time with an offset (2026-11-22T09:30:00Z)';
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,6})?)?(Z|[+-]([01]\d|2[0-3]):?[0-5]\d)$/i;
const DAY_MS = 86_400_000;

/**
 * The instant a `from` (start) or `to` (end, exclusive) filter stands for: a bare day is India's
 * (the office's) day, as in the donations filter, and `to` takes the whole of it; a date-time is
 * that instant, and `to` includes it. Years outside 1000–9999 are refused: Postgres cannot hold
 * some of them, and no line is that old or that new.
 */
export function auditBound(value: string, end: boolean): Date | undefined {
  let ms: number;
  if (isIsoDay(value)) ms = Date.parse(`${value}T00:00:00+05:30`) + (end ? DAY_MS : 0);
  else if (DATE_TIME.test(value) && isIsoDay(value.slice(0, 10))) ms = Date.parse(value) + (end ? 1 : 0);
  else return undefined;
  if (Number.isNaN(ms)) return undefined;
  const year = new Date(ms).getUTCFullYear();
  return year >= 1000 && year <= 9999 ? new Date(ms) : undefined;
}

const bound = (end: boolean) =>
  v.pipe(
    v.string(DATE_MESSAGE),
    v.check((s) => auditBound(s, end) !== undefined, DATE_MESSAGE),
    v.transform((s) => auditBound(s, end)!),
  );
const text = (max: number, pattern: RegExp, message: string) => v.optional(v.pipe(v.string(message), v.maxLength(max, message), v.regex(pattern, message)));
const wholeNumber = (name: string, min: number, max: number) => {
  const message = `${name} must be a whole number from ${limitText(min)} to ${limitText(max)}`;
  return v.pipe(v.string(message), v.regex(/^\d{1,16}$/, message), v.transform(Number), v.minValue(min, message), v.maxValue(max, message));
};

// A blank parameter (an empty form field) is no filter. Dropped before the fields are read, so each
// refusal keeps its own message (a union with '' would answer valibot's generic one).
const withoutBlanks = (query: unknown) =>
  typeof query === 'object' && query !== null ? Object.fromEntries(Object.entries(query).filter(([, value]) => value !== '')) : query;

/**
 * GET /api/admin/audit's query. `action` is exact ('roster.edit') or, ending in a dot, a prefix
 * ('moderation.'); `to` is turned into an exclusive end (auditBound).
 */
export const AuditFilterSchema = v.pipe(v.unknown(), v.transform(withoutBlanks), v.object({
  action: text(80, /^[a-z0-9_-]+(\.[a-z0-9_-]+)*\.?$/i, 'action is a dotted name such as roster.edit, or a prefix such as moderation.'),
  admin: v.optional(v.pipe(v.string('admin is the id of an admin'), v.uuid('admin is the id of an admin'))),
  targetKind: text(40, /^[a-z0-9_-]+$/i, 'targetKind is a word such as roster, fund or event'),
  targetId: v.optional(v.pipe(v.string('targetId is text'), v.maxLength(200, 'targetId must be at most 200 characters'), noNul<string>())),
  from: v.optional(bound(false)),
  to: v.optional(bound(true)),
  before: v.optional(wholeNumber('before', 1, Number.MAX_SAFE_INTEGER)),
  limit: v.optional(wholeNumber('limit', 1, AUDIT_PAGE_MAX), String(AUDIT_PAGE_DEFAULT)),
  format: v.optional(v.picklist(['json', 'csv'], 'format is json or csv')),
}));
export type AuditFilter = v.InferOutput<typeof AuditFilterSchema>;
