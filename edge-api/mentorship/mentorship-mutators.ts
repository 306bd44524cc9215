import type { TransactionSql } from 'postgres';
import { MENTORSHIP_MESSAGES as M } from '#domain/mentorship/mentorship.ts';
import { ApiError } from '../http/api-error.ts';
import { notify } from '../notifications/notify.ts';
import { mailTime } from '../outbox/mail-time.ts';
import { serverMutator, type MutatorContext } from '../sync/mutator.ts';

// A mentorship's own writes (issue 54): milestones, sessions, notes, the end and the rating. Only
// its two members write to it; the parts carry both members, so each one's pull reads one table.
// Creates keep the client's id (a replay does nothing); ticks set a value rather than toggle it.

type Pair = { id: string; mentor_id: string; mentee_id: string; goal: string; status: 'active' | 'ended' };

/** The mentorship, locked, if `userId` is one of its two members; a 404 otherwise (nobody else learns it exists). */
async function lockPair(tx: TransactionSql, mentorshipId: string, userId: string, { active = true } = {}): Promise<Pair> {
  const [pair] = await tx<Pair[]>`
    select id, mentor_id, mentee_id, goal, status from mentorships where id = ${mentorshipId} and deleted_at is null for update`;
  if (!pair || (pair.mentor_id !== userId && pair.mentee_id !== userId)) throw new ApiError(404, M.notFound, 'not_found');
  if (active && pair.status !== 'active') throw new ApiError(409, M.ended, 'mentorship_ended');
  return pair;
}

const otherOf = (pair: Pair, userId: string) => (pair.mentor_id === userId ? pair.mentee_id : pair.mentor_id);

/** Tells the other member: one inbox line per mentorship that counts its updates while unread. */
function tellOther(tx: TransactionSql, ctx: MutatorContext, pair: Pair, kind: 'mentorship-update' | 'mentorship-session', push: string) {
  return notify(tx, ctx, {
    to: otherOf(pair, ctx.user.id),
    kind,
    subject: { type: 'mentorship', id: pair.id },
    title: pair.goal,
    actorId: ctx.user.id,
    url: `/mentorship/${pair.id}`,
    push: { title: push },
  });
}

/** A create replayed with its id: nothing to do if it is this mentorship's; refused if the id is another's. */
async function replayed(tx: TransactionSql, table: 'mentorship_milestones' | 'mentorship_sessions' | 'mentorship_notes', id: string, mentorshipId: string) {
  const [row] = await tx<{ mentorship_id: string }[]>`select mentorship_id from ${tx(table)} where id = ${id}`;
  if (row && row.mentorship_id !== mentorshipId) throw new ApiError(409, 'This id is taken', 'id_taken');
  return !!row;
}

export const addMilestone = serverMutator('addMilestone', {
  roles: ['member'],
  async run(tx, { id, mentorshipId, title }, ctx) {
    const pair = await lockPair(tx, mentorshipId, ctx.user.id);
    if (await replayed(tx, 'mentorship_milestones', id, mentorshipId)) return;
    await tx`
      insert into mentorship_milestones (id, mentorship_id, mentor_id, mentee_id, title, created_by, created_at)
      values (${id}, ${mentorshipId}, ${pair.mentor_id}, ${pair.mentee_id}, ${title}, ${ctx.user.id}, ${ctx.now})`;
    await tellOther(tx, ctx, pair, 'mentorship-update', 'New milestone');
  },
});

export const setMilestoneDone = serverMutator('setMilestoneDone', {
  roles: ['member'],
  async run(tx, { milestoneId, done }, ctx) {
    const [milestone] = await tx<{ mentorship_id: string; done: boolean }[]>`select mentorship_id, done from mentorship_milestones where id = ${milestoneId} and deleted_at is null`;
    if (!milestone) throw new ApiError(404, 'Milestone not found', 'not_found');
    const pair = await lockPair(tx, milestone.mentorship_id, ctx.user.id);
    if (milestone.done === done) return;
    await tx`
      update mentorship_milestones set done = ${done}, done_at = ${done ? ctx.now : null}, done_by = ${done ? ctx.user.id : null}
      where id = ${milestoneId}`;
    if (done) await tellOther(tx, ctx, pair, 'mentorship-update', 'Milestone reached');
  },
});

export const scheduleMentorSession = serverMutator('scheduleMentorSession', {
  roles: ['member'],
  async run(tx, { id, mentorshipId, startsAt, minutes, link, place }, ctx) {
    const pair = await lockPair(tx, mentorshipId, ctx.user.id);
    if (await replayed(tx, 'mentorship_sessions', id, mentorshipId)) return;
    const at = new Date(startsAt);
    await tx`
      insert into mentorship_sessions (id, mentorship_id, mentor_id, mentee_id, starts_at, minutes, link, place, created_by, created_at)
      values (${id}, ${mentorshipId}, ${pair.mentor_id}, ${pair.mentee_id}, ${at}, ${minutes}, ${link}, ${place}, ${ctx.user.id}, ${ctx.now})`;
    await tellOther(tx, ctx, pair, 'mentorship-session', `New session: ${mailTime(at)}`);
  },
});

export const cancelMentorSession = serverMutator('cancelMentorSession', {
  roles: ['member'],
  async run(tx, { sessionId }, ctx) {
    const [session] = await tx<{ mentorship_id: string; cancelled: boolean; starts_at: Date }[]>`
      select mentorship_id, cancelled, starts_at from mentorship_sessions where id = ${sessionId} and deleted_at is null`;
    if (!session) throw new ApiError(404, 'Session not found', 'not_found');
    const pair = await lockPair(tx, session.mentorship_id, ctx.user.id);
    if (session.cancelled) return;
    await tx`update mentorship_sessions set cancelled = true where id = ${sessionId}`;
    await tellOther(tx, ctx, pair, 'mentorship-session', `Session cancelled: ${mailTime(new Date(session.starts_at))}`);
  },
});

export const addMentorshipNote = serverMutator('addMentorshipNote', {
  roles: ['member'],
  async run(tx, { id, mentorshipId, body }, ctx) {
    const pair = await lockPair(tx, mentorshipId, ctx.user.id);
    if (await replayed(tx, 'mentorship_notes', id, mentorshipId)) return;
    await tx`
      insert into mentorship_notes (id, mentorship_id, mentor_id, mentee_id, author_id, body, created_at)
      values (${id}, ${mentorshipId}, ${pair.mentor_id}, ${pair.mentee_id}, ${ctx.user.id}, ${body}, ${ctx.now})`;
    await tellOther(tx, ctx, pair, 'mentorship-update', 'New note');
  },
});

/** Ends an active mentorship: its place frees under the offer's lock. Shared with the office's end. */
export async function endPair(tx: TransactionSql, pair: Pair, by: 'mentor' | 'mentee' | 'office', note: string, now: Date) {
  await tx`select 1 from mentor_offers where user_id = ${pair.mentor_id} for update`;
  await tx`update mentorships set status = 'ended', ended_at = ${now}, ended_by = ${by}, closing_note = ${note} where id = ${pair.id}`;
  await tx`update mentor_offers set active = greatest(active - 1, 0) where user_id = ${pair.mentor_id}`;
}

export const endMentorship = serverMutator('endMentorship', {
  roles: ['member'],
  async run(tx, { mentorshipId, note }, ctx) {
    const pair = await lockPair(tx, mentorshipId, ctx.user.id, { active: false });
    if (pair.status === 'ended') return; // a replay, or the other member ended it first
    await endPair(tx, pair, pair.mentor_id === ctx.user.id ? 'mentor' : 'mentee', note, ctx.now);
    await tellOther(tx, ctx, pair, 'mentorship-update', 'Mentorship ended');
  },
});

export const rateMentorship = serverMutator('rateMentorship', {
  roles: ['member'],
  async run(tx, { mentorshipId, stars, comment }, { user, now }) {
    const pair = await lockPair(tx, mentorshipId, user.id, { active: false });
    if (pair.mentee_id !== user.id) throw new ApiError(403, M.onlyMentee, 'only_mentee');
    if (pair.status !== 'ended') throw new ApiError(409, M.notEnded, 'not_ended');
    const [rated] = await tx<{ stars: number; comment: string }[]>`select stars, comment from mentorship_ratings where mentorship_id = ${mentorshipId}`;
    if (rated) {
      if (rated.stars === stars && rated.comment === comment) return; // a replay
      throw new ApiError(409, M.alreadyRated, 'already_rated');
    }
    await tx`insert into mentorship_ratings (mentorship_id, mentee_id, stars, comment, created_at) values (${mentorshipId}, ${user.id}, ${stars}, ${comment}, ${now})`;
    // The mentee's devices learn it is rated (the mentorship row says so to them alone).
    await tx`update mentorships set version = version where id = ${mentorshipId}`;
  },
});
