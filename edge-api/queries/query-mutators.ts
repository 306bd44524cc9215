import type { TransactionSql } from 'postgres';
import { ACCEPT_TEXTS, ANSWER_LIMIT_TEXTS, ANSWER_LIMITS, QUESTION_CLOSED } from '#domain/queries/question-schema.ts';
import type { VoteValue } from '#domain/queries/votes.ts';
import { claimAttempt } from '../auth/rate-limit.ts';
import { ApiError } from '../http/api-error.ts';
import { notify } from '../notifications/notify.ts';
import { serverMutator } from '../sync/mutator.ts';
import { mentionable, notifyMentioned } from './mentions.ts';

// The Query Portal's server mutators, one per write in domain/queries/query-mutations.ts.
// Creates use the client's id and bump a count only when a row was really inserted, so a replayed
// push changes nothing; an id that is someone else's row is refused.

/** A create whose id already exists: a replay when the row is the member's own, else refused. */
async function replayOfOwn(tx: TransactionSql, table: 'questions' | 'answers' | 'comments', author: string, id: string, userId: string) {
  const [row] = await tx<{ author: string | null }[]>`select ${tx(author)} as author from ${tx(table)} where id = ${id}`;
  if (!row) return false;
  if (row.author !== userId) throw new ApiError(409, 'Something with this id already exists', 'id_taken');
  return true;
}

export const askQuestion = serverMutator('askQuestion', {
  roles: ['member'],
  async run(tx, q, { user, now }) {
    const inserted = await tx`
      insert into questions (id, title, content, category, tags, asked_by, created_at)
      values (${q.id}, ${q.title}, ${q.content}, ${q.category}, ${tx.json(q.tags)}, ${user.id}, ${now})
      on conflict (id) do nothing returning id`;
    if (!inserted.length) await replayOfOwn(tx, 'questions', 'asked_by', q.id, user.id);
  },
});

const HOUR_MS = 3_600_000;

/**
 * One more answer in the member's hour and day (ADR 0131), or a 429 with the limit's words; in a
 * push that is the mutation's refusal. Admins (the alumni office) answer unlimited.
 */
async function claimAnswer(tx: TransactionSql, userId: string, now: Date) {
  const claim = await claimAttempt(
    tx,
    [
      // The day first: when both are full, 'tomorrow' is the true answer.
      { bucket: `answer:day:${userId}`, max: ANSWER_LIMITS.perDay, windowMs: 24 * HOUR_MS },
      { bucket: `answer:hour:${userId}`, max: ANSWER_LIMITS.perHour, windowMs: HOUR_MS },
    ],
    now,
  );
  if (!claim.ok) throw new ApiError(429, claim.refusedBy.bucket.startsWith('answer:day:') ? ANSWER_LIMIT_TEXTS.perDay : ANSWER_LIMIT_TEXTS.perHour, 'rate_limited');
}

export const postAnswer = serverMutator('postAnswer', {
  roles: ['member', 'admin'],
  async run(tx, a, ctx) {
    const { user, now } = ctx;
    const [question] = await tx<{ status: string; title: string; asked_by: string | null }[]>`
      select status, title, asked_by from questions where id = ${a.questionId} and deleted_at is null and removed_at is null for update`;
    if (!question) throw new ApiError(404, 'Question not found', 'not_found');
    if (await replayOfOwn(tx, 'answers', 'answered_by', a.id, user.id)) return;
    if (question.status === 'Closed') throw new ApiError(400, QUESTION_CLOSED, 'question_closed');
    if (user.role === 'member') await claimAnswer(tx, user.id, now);
    const mentions = await mentionable(tx, a.mentions, user.id, now);
    await tx`
      insert into answers (id, question_id, answer, answered_by, created_at, mentions)
      values (${a.id}, ${a.questionId}, ${a.answer}, ${user.id}, ${now}, ${tx.json(mentions)})`;
    await tx`update questions set answer_count = answer_count + 1 where id = ${a.questionId}`;
    if (question.asked_by) {
      const subject = { type: 'question', id: a.questionId } as const;
      await notify(tx, ctx, { to: question.asked_by, kind: 'answer', subject, title: question.title, actorId: user.id, url: `/query/${a.questionId}`, push: { title: 'New answer' } });
    }
    await notifyMentioned(tx, ctx, { ids: mentions, key: `answer:${a.id}`, questionId: a.questionId, title: question.title, actorId: user.id, push: 'You were mentioned in an answer' });
  },
});

export const postComment = serverMutator('postComment', {
  roles: ['member', 'admin'],
  async run(tx, cmt, ctx) {
    const { user, now } = ctx;
    const [answer] = await tx<{ answered_by: string | null; question_id: string; title: string; question_shown: boolean }[]>`
      select a.answered_by, a.question_id, q.title, (q.deleted_at is null and q.removed_at is null) as question_shown
      from answers a join questions q on q.id = a.question_id
      where a.id = ${cmt.answerId} and a.deleted_at is null and a.removed_at is null for update of a`;
    if (!answer) throw new ApiError(404, 'Answer not found', 'not_found');
    // Nobody is pointed at a question the moderators removed.
    const mentions = answer.question_shown ? await mentionable(tx, cmt.mentions, user.id, now) : [];
    const inserted = await tx`
      insert into comments (id, answer_id, content, commented_by, created_at, mentions)
      values (${cmt.id}, ${cmt.answerId}, ${cmt.content}, ${user.id}, ${now}, ${tx.json(mentions)})
      on conflict (id) do nothing returning id`;
    if (!inserted.length) {
      await replayOfOwn(tx, 'comments', 'commented_by', cmt.id, user.id);
      return;
    }
    await tx`update answers set comment_count = comment_count + 1 where id = ${cmt.answerId}`;
    if (answer.answered_by) {
      const subject = { type: 'question', id: answer.question_id } as const;
      const url = `/query/${answer.question_id}`;
      await notify(tx, ctx, { to: answer.answered_by, kind: 'comment', subject, groupKey: `comment:${cmt.answerId}`, title: answer.title, actorId: user.id, url, push: { title: 'New comment' } });
    }
    await notifyMentioned(tx, ctx, { ids: mentions, key: `comment:${cmt.id}`, questionId: answer.question_id, title: answer.title, actorId: user.id, push: 'You were mentioned in a comment' });
  },
});

/** Sets the member's vote and recounts the target, which is locked so concurrent votes queue. */
async function setVote(tx: TransactionSql, kind: 'question' | 'answer', targetId: string, value: VoteValue, userId: string, now: Date) {
  const table = tx(kind === 'question' ? 'questions' : 'answers');
  const [target] = await tx`select 1 from ${table} where id = ${targetId} and deleted_at is null and removed_at is null for update`;
  if (!target) throw new ApiError(404, kind === 'question' ? 'Question not found' : 'Answer not found', 'not_found');
  await tx`
    insert into votes (user_id, target_type, target_id, value, updated_at)
    values (${userId}, ${kind}, ${targetId}, ${value}, ${now})
    on conflict (user_id, target_type, target_id)
      do update set value = excluded.value, updated_at = excluded.updated_at where votes.value <> excluded.value`;
  await tx`
    update ${table} t set upvotes = c.up, downvotes = c.down
    from (select count(*) filter (where value = 1)::int as up, count(*) filter (where value = -1)::int as down
          from votes where target_type = ${kind} and target_id = ${targetId}) c
    where t.id = ${targetId} and (t.upvotes, t.downvotes) is distinct from (c.up, c.down)`;
}

export const voteQuestion = serverMutator('voteQuestion', {
  roles: ['member', 'admin'],
  run: (tx, v, { user, now }) => setVote(tx, 'question', v.questionId, v.value, user.id, now),
});

export const voteAnswer = serverMutator('voteAnswer', {
  roles: ['member', 'admin'],
  run: (tx, v, { user, now }) => setVote(tx, 'answer', v.answerId, v.value, user.id, now),
});

export const setQuestionStatus = serverMutator('setQuestionStatus', {
  roles: ['member', 'admin'],
  async run(tx, s, { user }) {
    const [q] = await tx<{ asked_by: string | null }[]>`
      select asked_by from questions where id = ${s.questionId} and deleted_at is null for update`;
    if (!q) throw new ApiError(404, 'Question not found', 'not_found');
    if (user.role !== 'admin' && q.asked_by !== user.id) {
      throw new ApiError(403, 'Only the person who asked can change the status', 'forbidden');
    }
    await tx`update questions set status = ${s.status} where id = ${s.questionId} and status <> ${s.status}`;
  },
});

/**
 * The asker accepts the answer that helped, or another, or none: the question reads as Resolved
 * while one is accepted (Open again when none is), and the answerer is told, once per answer.
 */
export const acceptAnswer = serverMutator('acceptAnswer', {
  roles: ['member'],
  async run(tx, a, ctx) {
    const [q] = await tx<{ asked_by: string | null; title: string; status: string; accepted_answer_id: string | null }[]>`
      select asked_by, title, status, accepted_answer_id from questions where id = ${a.questionId} and deleted_at is null and removed_at is null for update`;
    if (!q) throw new ApiError(404, 'Question not found', 'not_found');
    if (q.asked_by !== ctx.user.id) throw new ApiError(403, ACCEPT_TEXTS.notAsker, 'forbidden');
    if (q.accepted_answer_id === a.answerId) return;
    if (a.answerId === null) {
      await tx`update questions set accepted_answer_id = null, accepted_at = null, status = case when status = 'Resolved' then 'Open' else status end where id = ${a.questionId}`;
      return;
    }
    const [answer] = await tx<{ answered_by: string | null }[]>`
      select answered_by from answers where id = ${a.answerId} and question_id = ${a.questionId} and deleted_at is null and removed_at is null`;
    if (!answer) throw new ApiError(400, ACCEPT_TEXTS.notOnQuestion, 'not_on_question');
    await tx`update questions set accepted_answer_id = ${a.answerId}, accepted_at = ${ctx.now}, status = 'Resolved' where id = ${a.questionId}`;
    if (answer.answered_by) {
      await notify(tx, ctx, {
        to: answer.answered_by, kind: 'answer-accepted', subject: { type: 'question', id: a.questionId }, title: q.title, actorId: ctx.user.id,
        url: `/query/${a.questionId}`, groupKey: `answer-accepted:${a.answerId}`, oncePerGroup: true, push: { title: 'Your answer helped' },
      });
    }
  },
});
