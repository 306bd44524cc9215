import * as v from 'valibot';
import { noNul } from '../validation.ts';
import { REPORT_KINDS, type ReportKind, type ReportReason } from './report.ts';

// /admin/moderation (issue 32): the queue as the admin's screen and the API share it.

export const QUEUE_STATES = { open: 'Waiting', hidden: 'Removed', all: 'Everything reported' } as const;
export type QueueState = keyof typeof QUEUE_STATES;
export const MODERATION_BATCH_MAX = 100;
export const MODERATION_REASON_MAX = 500;

export const ModerationQueueQuerySchema = v.object({
  state: v.optional(v.picklist(Object.keys(QUEUE_STATES) as QueueState[], 'Unknown queue'), 'open'),
  limit: v.optional(v.pipe(v.string(), v.regex(/^\d{1,3}$/, 'limit must be 1 to 200'), v.transform(Number), v.minValue(1, 'limit must be 1 to 200'), v.maxValue(200, 'limit must be 1 to 200')), '50'),
});

const item = v.object({ kind: v.picklist(REPORT_KINDS, 'Unknown kind of content'), id: v.pipe(v.string('Invalid id'), v.uuid('Invalid id')) });

/** Several things at once; hiding needs the reason its authors will read. */
export const ModerationActionSchema = v.pipe(
  v.object({
    action: v.picklist(['hide', 'restore', 'dismiss'] as const, 'Choose hide, restore or dismiss'),
    items: v.pipe(v.array(item, 'Choose what to act on'), v.minLength(1, 'Choose what to act on'), v.maxLength(MODERATION_BATCH_MAX, `At most ${MODERATION_BATCH_MAX} at once`)),
    reason: v.optional(v.pipe(v.string('The reason must be text'), noNul(), v.trim(), v.maxLength(MODERATION_REASON_MAX, `Must be at most ${MODERATION_REASON_MAX} characters`)), ''),
  }),
  v.forward(
    v.check((a) => a.action !== 'hide' || a.reason.length > 0, 'Please say why, for the author'),
    ['reason'],
  ),
);
export type ModerationActionInput = v.InferOutput<typeof ModerationActionSchema>;

export const ModerationSettingsSchema = v.object({
  autoHideReports: v.pipe(v.number('A number of reports'), v.integer('A whole number'), v.minValue(1, 'At least 1'), v.maxValue(100, 'At most 100')),
});

export type QueueReport = { id: string; reason: ReportReason; details: string; createdAt: string; resolved: boolean; reporter: { id: string; fullName: string } };

/** One reported (or removed) thing, with where it is and who wrote it. */
export type QueueItem = {
  kind: ReportKind;
  id: string;
  excerpt: string;
  /** Where the thing is shown, in the app (null for a message: it is private to two members). */
  link: string | null;
  /** The question an answer or comment belongs to, a message's two members. */
  context: string | null;
  author: { id: string; fullName: string; rollNumber: string | null } | null;
  removed: { at: string; byModerator: boolean; reason: string; reviewRequestedAt: string | null } | null;
  openReports: number;
  reports: QueueReport[];
};

export type ModerationQueue = { items: QueueItem[]; settings: { autoHideReports: number } };
