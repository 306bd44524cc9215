import * as v from 'valibot';
import { noNul } from '../validation.ts';

// Reports and what the moderators do with them (issue 32; docs/decisions/0107-moderation.md),
// declared once for the server, the members' devices, the admin's screens and the tests.

/** What a member may report. */
export const REPORT_KINDS = ['question', 'answer', 'comment', 'job', 'profile', 'message', 'photo'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** Why, as the member chooses it; 'other' needs a few words. */
export const REPORT_REASONS = { spam: 'Spam', abuse: 'Abuse or harassment', wrong: 'Wrong information', other: 'Something else' } as const;
export type ReportReason = keyof typeof REPORT_REASONS;

export const REPORT_DETAILS_MAX = 500;
/** Distinct members' open reports that hide a thing pending review, unless the server is told otherwise. */
export const DEFAULT_AUTO_HIDE_REPORTS = 3;
/** Reports a member may file in a day (issue 51; ADR 0131): more than anyone meets by chance, too few to hide a page of posts. */
export const REPORTS_PER_DAY = 10;

export const MODERATION_TEXTS = {
  removed: 'Removed by the moderators',
  reasonMissing: 'Please choose what is wrong with it',
  detailsMissing: 'Please say what is wrong with it',
  notFound: 'This is no longer here',
  ownContent: 'You cannot report your own post',
  notRemoved: 'This has not been removed',
  notYours: 'Only its author can ask for a review',
  reviewAsked: 'A review has been asked for already',
  suspended: 'Your account is suspended',
  tooManyReports: `You have sent ${REPORTS_PER_DAY} reports today. Please try again tomorrow.`,
} as const;

const id = (message: string) => v.pipe(v.string(message), v.uuid(message));
const kind = v.picklist(REPORT_KINDS, 'Choose what is reported');

/** reportContent: a client-made id (a replay reports once), the thing, why. */
export const ReportContentArgsSchema = v.pipe(
  v.object({
    id: id('Invalid report id'),
    kind,
    targetId: id(MODERATION_TEXTS.notFound),
    reason: v.picklist(Object.keys(REPORT_REASONS) as ReportReason[], MODERATION_TEXTS.reasonMissing),
    details: v.optional(v.pipe(v.string('Details must be text'), noNul(), v.trim(), v.maxLength(REPORT_DETAILS_MAX, `Must be at most ${REPORT_DETAILS_MAX} characters`)), ''),
  }),
  v.forward(
    v.check((r) => r.reason !== 'other' || r.details.length > 0, MODERATION_TEXTS.detailsMissing),
    ['details'],
  ),
);
export type ReportContentArgs = v.InferOutput<typeof ReportContentArgsSchema>;

/** requestReview: the author of a removed thing asks the moderators to look again. */
export const RequestReviewArgsSchema = v.object({ kind, targetId: id(MODERATION_TEXTS.notFound) });

/**
 * On a row the moderators removed: for its author, why and whether they asked for a review; for
 * anyone else `reason` is null (and the row has no words left: 'Removed by the moderators').
 */
export type Removal = { reason: string | null; reviewRequested: boolean };
