import type { TransactionSql } from 'postgres';
import { insertDemoEvents } from './demo-events.ts';
import { demoJobs } from './demo-jobs.ts';
import { demoQueries } from './demo-queries.ts';
import { demoRandom } from './demo-random.ts';
import { demoTags } from './demo-tags.ts';

const SEED = 20_260_101;

/** Writes the demo jobs, Query Portal and events by the demo members, dated relative to `now` (ADR 0065). */
export async function insertDemoContent(tx: TransactionSql, now: Date) {
  const members = (await tx<{ id: string }[]>`select id from users where role = 'member' order by roll_number`).map((m) => m.id);
  const random = demoRandom(SEED);
  const jobs = demoJobs(members, now, random).map((j) => ({
    id: j.id,
    title: j.title,
    company_name: j.companyName,
    location: j.location,
    job_type: j.job_type,
    salary_range: j.salary.range,
    salary_currency: j.salary.currency,
    year_of_experience: j.yearOfExperience,
    description: j.description,
    requirements: tx.json(j.requirements),
    apply_link: j.applyLink,
    contact_email: j.contact_email,
    contact_phone: j.contact_phone,
    application_deadline: j.application_deadline,
    posted_by: j.postedBy,
    created_at: j.createdAt,
  }));
  const { questions, answers, comments, votes } = demoQueries(members, now, random);
  if (jobs.length) await tx`insert into jobs ${tx(jobs)}`;
  await insertDemoEvents(tx, members, now);
  if (!questions.length) return;
  await tx`insert into questions ${tx(questions.map((q) => ({
    id: q.id, title: q.title, content: q.content, category: q.category, tags: tx.json(demoTags(q.title)), status: q.status, asked_by: q.askedBy, created_at: q.createdAt,
  })))}`;
  if (answers.length) await tx`insert into answers ${tx(answers.map((a) => ({
    id: a.id, question_id: a.questionId, answer: a.answer, answered_by: a.answeredBy, created_at: a.createdAt,
  })))}`;
  if (comments.length) await tx`insert into comments ${tx(comments.map((c) => ({
    id: c.id, answer_id: c.answerId, content: c.content, commented_by: c.commentedBy, created_at: c.createdAt,
  })))}`;
  if (votes.length) await tx`insert into votes ${tx(votes.map((v) => ({
    user_id: v.userId, target_type: v.targetType, target_id: v.targetId, value: v.value, updated_at: now,
  })))}`;
  // The counters as the mutators keep them.
  await tx`
    update questions q set
      answer_count = (select count(*) from answers a where a.question_id = q.id),
      upvotes = (select count(*) from votes v where v.target_type = 'question' and v.target_id = q.id and v.value = 1),
      downvotes = (select count(*) from votes v where v.target_type = 'question' and v.target_id = q.id and v.value = -1)`;
  await tx`
    update answers a set
      comment_count = (select count(*) from comments c where c.answer_id = a.id),
      upvotes = (select count(*) from votes v where v.target_type = 'answer' and v.target_id = a.id and v.value = 1),
      downvotes = (select count(*) from votes v where v.target_type = 'answer' and v.target_id = a.id and v.value = -1)`;
  // A resolved question's asker accepted the answer that helped: its best voted one (issue 33).
  await tx`
    update questions q set accepted_answer_id = (
      select a.id from answers a where a.question_id = q.id and a.answered_by is distinct from q.asked_by
      order by a.upvotes - a.downvotes desc, a.created_at limit 1)
    where q.status = 'Resolved'`;
  // Accepted a day after it was posted (the week's top helpers count accepts by this: ADR 0114).
  await tx`
    update questions q set accepted_at = least(${now}::timestamptz, a.created_at + interval '1 day')
    from answers a where a.id = q.accepted_answer_id`;
}
