import { defineMutations } from '../sync/define-mutations.ts';
import { ReportContentArgsSchema, RequestReviewArgsSchema } from './report.ts';

/** A member's side of moderation (issue 32): queued offline like any other write. */
export const moderationMutations = defineMutations({
  reportContent: { args: ReportContentArgsSchema },
  requestReview: { args: RequestReviewArgsSchema },
});
