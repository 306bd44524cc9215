import * as v from 'valibot';
import { noNul } from '../validation.ts';

// Suspending a member (issue 32): they cannot sign in or post until the end date, or until an admin
// lifts it; their sessions and push subscriptions end at once.

export const SuspendSchema = v.object({
  reason: v.pipe(v.string('Please say why'), noNul(), v.trim(), v.nonEmpty('Please say why'), v.maxLength(500, 'Must be at most 500 characters')),
  /** The last day of the suspension (YYYY-MM-DD, India time); none: until lifted. */
  until: v.optional(v.nullable(v.pipe(v.string('A date'), v.isoDate('The end date must be a date (YYYY-MM-DD)'))), null),
});
export type SuspendInput = v.InferOutput<typeof SuspendSchema>;

/**
 * What a suspended member reads when they try to sign in (only after their password was right).
 * `until` is when it ends: the start of the day after its last day.
 */
export function suspendedMessage(until: Date | null, reason: string | null): string {
  const end = until ? ` until ${new Date(until.getTime() - 1).toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' })}` : '';
  return `Your account is suspended${end}.${reason ? ` Reason: ${reason}` : ''} Please contact the alumni office.`;
}

/** Whether a suspension holds at `now`. */
export const isSuspended = (row: { suspended_at: Date | null; suspended_until: Date | null }, now: Date) =>
  row.suspended_at !== null && (row.suspended_until === null || row.suspended_until > now);

/** One member suspended now, as GET /api/admin/members/suspended lists them. */
export type SuspendedMember = {
  id: string;
  fullName: string;
  rollNumber: string | null;
  since: string;
  /** When it ends: the start of the day after its last day; null until lifted. */
  until: string | null;
  reason: string;
};
