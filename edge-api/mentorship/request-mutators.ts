import type { TransactionSql } from 'postgres';
import { hashedUuid } from '#domain/hashed-uuid.ts';
import { MENTORSHIP_MESSAGES as M, mentorshipKey, OPEN_REQUESTS_MAX, REQUEST_EXPIRY_MS } from '#domain/mentorship/mentorship.ts';
import { ApiError } from '../http/api-error.ts';
import { notify } from '../notifications/notify.ts';
import { serverMutator, type MutatorContext } from '../sync/mutator.ts';

// Asking for a mentor and answering (issue 54). Replays are harmless: a request keeps the client's
// id, and an answer already given is given again as a no-op. A mentor's places are counted under
// their offer's row lock (and the sync-version lock every write takes), so concurrent accepts for
// the last place make one mentorship.

type RequestRow = { id: string; mentor_id: string; mentee_id: string; goal: string; status: string; expires_at: Date };

/** Requests past their 14 days, closed as of `now` (the periodic job does the same for everyone). */
export async function expireRequests(tx: TransactionSql, now: Date, where: { menteeId?: string; id?: string } = {}) {
  await tx`
    update mentor_requests set status = 'expired', answered_at = expires_at,
      message = 'This request was not answered in time, so you are free to ask another mentor.'
    where status = 'open' and expires_at <= ${now}
      ${where.menteeId ? tx`and mentee_id = ${where.menteeId}` : tx``}
      ${where.id ? tx`and id = ${where.id}` : tx``}`;
}

async function tell(tx: TransactionSql, ctx: MutatorContext, kind: 'mentor-request' | 'mentor-answer', to: string, request: Pick<RequestRow, 'id' | 'goal'>, url: string) {
  const push = { title: kind === 'mentor-request' ? 'New mentoring request' : 'Your mentoring request was answered' };
  await notify(tx, ctx, { to, kind, subject: { type: 'mentorship', id: request.id }, title: request.goal, actorId: ctx.user.id, url, push });
}

export const requestMentor = serverMutator('requestMentor', {
  roles: ['member'],
  async run(tx, { id, mentorId, goal, topics }, ctx) {
    const { user, now } = ctx;
    const [seen] = await tx<{ mentee_id: string }[]>`select mentee_id from mentor_requests where id = ${id}`;
    if (seen?.mentee_id === user.id) return; // a replay
    if (seen) throw new ApiError(409, 'This request id is taken', 'id_taken');
    if (mentorId === user.id) throw new ApiError(400, M.self, 'mentor_self');
    const [offer] = await tx`
      select 1 from mentor_offers o join users u on u.id = o.user_id
      where o.user_id = ${mentorId} and o.deleted_at is null and not o.paused and not o.office_paused
        and u.deactivated_at is null and u.erased_at is null and (u.suspended_at is null or u.suspended_until <= ${now})`;
    if (!offer) throw new ApiError(404, M.mentorNotFound, 'mentor_not_found');
    const [blocked] = await tx`select 1 from member_blocks where (blocker_id = ${user.id} and blocked_id = ${mentorId}) or (blocker_id = ${mentorId} and blocked_id = ${user.id})`;
    if (blocked) throw new ApiError(404, M.mentorNotFound, 'mentor_not_found');

    // Two requests sent at once count each other: every synced write holds the sync-version lock
    // (runMutator, push) until it commits. No row lock on users: a suspension holds that one while
    // its trigger waits for the sync-version lock (migration 0048), so taking both would deadlock.
    await expireRequests(tx, now, { menteeId: user.id });
    const open = await tx<{ mentor_id: string }[]>`select mentor_id from mentor_requests where mentee_id = ${user.id} and status = 'open'`;
    if (open.some((r) => r.mentor_id === mentorId)) throw new ApiError(409, M.alreadyAsked, 'already_asked');
    if (open.length >= OPEN_REQUESTS_MAX) throw new ApiError(409, M.tooManyOpen, 'too_many_open');
    const [mentored] = await tx`select 1 from mentorships where mentor_id = ${mentorId} and mentee_id = ${user.id} and status = 'active'`;
    if (mentored) throw new ApiError(409, M.alreadyMentored, 'already_mentored');

    await tx`
      insert into mentor_requests (id, mentor_id, mentee_id, goal, topics, status, created_at, expires_at)
      values (${id}, ${mentorId}, ${user.id}, ${goal}, ${topics}, 'open', ${now}, ${new Date(now.getTime() + REQUEST_EXPIRY_MS)})`;
    await tell(tx, ctx, 'mentor-request', mentorId, { id, goal }, '/mentorship');
  },
});

/** The request, locked, if `user` is its mentor; the answer a replay would give is a no-op. */
async function lockRequest(tx: TransactionSql, requestId: string) {
  const [request] = await tx<RequestRow[]>`
    select id, mentor_id, mentee_id, goal, status, expires_at from mentor_requests where id = ${requestId} and deleted_at is null for update`;
  return request;
}

export const answerMentorRequest = serverMutator('answerMentorRequest', {
  roles: ['member'],
  async run(tx, { requestId, decision, message }, ctx) {
    const { user, now } = ctx;
    const request = await lockRequest(tx, requestId);
    if (!request || (request.mentor_id !== user.id && request.mentee_id !== user.id)) throw new ApiError(404, M.requestGone, 'request_gone');
    if (request.mentor_id !== user.id) throw new ApiError(403, M.notYourRequest, 'not_your_request');
    if (request.status === (decision === 'accept' ? 'accepted' : 'declined')) return; // a replay
    if (request.status !== 'open' || request.expires_at <= now) throw new ApiError(409, M.requestGone, 'request_gone');

    if (decision === 'decline') {
      await tx`update mentor_requests set status = 'declined', message = ${message}, answered_at = ${now} where id = ${requestId}`;
      return tell(tx, ctx, 'mentor-answer', request.mentee_id, request, '/mentorship');
    }
    // The offer's row lock: places are counted one accept at a time.
    const [offer] = await tx<{ capacity: number; active: number }[]>`
      select capacity, active from mentor_offers where user_id = ${user.id} and deleted_at is null for update`;
    if (!offer || offer.active >= offer.capacity) throw new ApiError(409, M.noPlaces, 'no_places');
    const [mentored] = await tx`select 1 from mentorships where mentor_id = ${user.id} and mentee_id = ${request.mentee_id} and status = 'active'`;
    if (mentored) throw new ApiError(409, M.alreadyMentored, 'already_mentored');
    const mentorshipId = await hashedUuid(mentorshipKey(requestId));
    await tx`
      insert into mentorships (id, request_id, mentor_id, mentee_id, goal, topics, status, started_at)
      select ${mentorshipId}, id, mentor_id, mentee_id, goal, topics, 'active', ${now} from mentor_requests where id = ${requestId}`;
    await tx`update mentor_offers set active = active + 1 where user_id = ${user.id}`;
    await tx`update mentor_requests set status = 'accepted', message = ${message}, answered_at = ${now}, mentorship_id = ${mentorshipId} where id = ${requestId}`;
    await tell(tx, ctx, 'mentor-answer', request.mentee_id, request, `/mentorship/${mentorshipId}`);
  },
});

export const withdrawMentorRequest = serverMutator('withdrawMentorRequest', {
  roles: ['member'],
  async run(tx, { requestId }, { user, now }) {
    const request = await lockRequest(tx, requestId);
    if (!request || request.mentee_id !== user.id) throw new ApiError(404, M.requestGone, 'request_gone');
    if (request.status === 'withdrawn') return; // a replay
    if (request.status !== 'open') throw new ApiError(409, M.requestGone, 'request_gone');
    await tx`update mentor_requests set status = 'withdrawn', message = '', answered_at = ${now} where id = ${requestId}`;
  },
});
