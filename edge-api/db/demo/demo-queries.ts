import type { QuestionStatus } from '#domain/queries/question-schema.ts';
import { ASKER_COMMENTS, DEMO_QUESTIONS, OTHER_COMMENTS, type DemoQuestionText } from './demo-questions.ts';
import { daysBefore, hoursAfter, type DemoRandom } from './demo-random.ts';

export type DemoQuestion = Omit<DemoQuestionText, 'answers'> & { id: string; status: QuestionStatus; askedBy: string; createdAt: Date };
export type DemoAnswer = { id: string; questionId: string; answer: string; answeredBy: string; createdAt: Date };
export type DemoComment = { id: string; answerId: string; content: string; commentedBy: string; createdAt: Date };
export type DemoVote = { userId: string; targetType: 'question' | 'answer'; targetId: string; value: 1 | -1 };
export type DemoQueries = { questions: DemoQuestion[]; answers: DemoAnswer[]; comments: DemoComment[]; votes: DemoVote[] };

// Question n (1-based, newest first) was asked about n × 5 days ago: the list spans some five months.
const DAYS_BETWEEN_QUESTIONS = 5;
const STATUS_CYCLE: readonly QuestionStatus[] = ['Open', 'Open', 'In Progress', 'Resolved', 'Closed'];

/** `hours` after `at`, but never past halfway to now: replies come after what they reply to, never in the future. */
const later = (at: Date, hours: number, now: Date) => new Date(Math.min(hoursAfter(at, hours).getTime(), (at.getTime() + now.getTime()) / 2));

/**
 * The demo Query Portal (ADR 0065): questions spread over the past months; answers by members other
 * than the asker, each member at most once per question, after the question; comments after their
 * answer by someone other than its author; nobody votes on their own post.
 */
export function demoQueries(members: readonly string[], now: Date, random: DemoRandom): DemoQueries {
  const out: DemoQueries = { questions: [], answers: [], comments: [], votes: [] };
  if (members.length < 2) return out;
  const vote = (userId: string, targetType: DemoVote['targetType'], targetId: string, author: string, chance: number) => {
    if (userId !== author && random.next() < chance) out.votes.push({ userId, targetType, targetId, value: random.next() < 0.15 ? -1 : 1 });
  };

  const askers = random.shuffle(members);
  DEMO_QUESTIONS.forEach(({ answers, ...text }, i) => {
    const n = i + 1;
    const askedBy = askers[i % askers.length]!;
    const question: DemoQuestion = {
      ...text,
      id: crypto.randomUUID(),
      status: STATUS_CYCLE[n % STATUS_CYCLE.length]!,
      askedBy,
      createdAt: daysBefore(now, n * DAYS_BETWEEN_QUESTIONS, random.between(0, 20)),
    };
    out.questions.push(question);
    for (const m of members) vote(m, 'question', question.id, askedBy, 0.6);

    const answerers = random.shuffle(members.filter((m) => m !== askedBy));
    let at = question.createdAt;
    answers.slice(0, answerers.length).forEach((answer, j) => {
      at = later(at, random.between(2, 60), now);
      const row: DemoAnswer = { id: crypto.randomUUID(), questionId: question.id, answer, answeredBy: answerers[j]!, createdAt: at };
      out.answers.push(row);
      for (const m of members) vote(m, 'answer', row.id, row.answeredBy, 0.5);
      if (random.next() < 0.5) {
        const byAsker = random.next() < 0.6;
        const others = members.filter((m) => m !== row.answeredBy && m !== askedBy);
        const commentedBy = byAsker || others.length === 0 ? askedBy : random.pick(others);
        out.comments.push({
          id: crypto.randomUUID(),
          answerId: row.id,
          content: random.pick(commentedBy === askedBy ? ASKER_COMMENTS : OTHER_COMMENTS),
          commentedBy,
          createdAt: later(row.createdAt, random.between(1, 30), now),
        });
      }
    });
  });
  return out;
}
