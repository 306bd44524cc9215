import * as v from 'valibot';
import { RemoveJobAlertArgsSchema, SaveJobAlertArgsSchema } from '../jobs/job-alert.ts';
import { defineMutations } from '../sync/define-mutations.ts';

const GONE = 'This notification no longer exists';

/** Reading the inbox, and the job alerts that feed it (issue 29): queued offline like every write. */
export const notificationMutations = defineMutations({
  markNotificationRead: { args: v.object({ id: v.pipe(v.string(GONE), v.uuid(GONE)) }) },
  /** Every line the member has seen: those updated at or before `upTo`, so one arriving meanwhile stays unread. */
  markAllNotificationsRead: { args: v.object({ upTo: v.pipe(v.string('Say up to when'), v.isoTimestamp('Say up to when')) }) },
  saveJobAlert: { args: SaveJobAlertArgsSchema },
  removeJobAlert: { args: RemoveJobAlertArgsSchema },
});
