import type { Answer, Comment, Question } from '#domain/queries/query-rows.ts';
import type { SearchField } from '#domain/queries/search.ts';
import { firstTermAt, searchExcerpt } from '#domain/queries/search-excerpt.ts';
import { byCode } from '#domain/compare-text.ts';

/** What the device holds to search: its synced rows, as IndexedDB has them. */
export type SearchRows = { questions: readonly Question[]; answers: readonly Answer[]; comments: readonly Comment[] };

/** One question as the index sees it: its row, and the texts of its answers and their comments. */
export type QuestionDoc = { question: Question; answers: string[]; comments: string[]; time: number };

/** The index's document: one per question; the answers' and comments' texts joined. */
export type IndexedFields = { id: string; title: string; content: string; answer: string; comment: string };

/**
 * The questions the device may search, with their answers and comments. Whatever the moderators
 * removed (`removed`) is left out, as the server leaves it out, and so are the comments of a removed answer.
 */
export function questionDocs(rows: SearchRows): Map<string, QuestionDoc> {
  const docs = new Map<string, QuestionDoc>();
  for (const q of rows.questions) {
    if (q.removed) continue;
    const time = Date.parse(q.createdAt);
    docs.set(q._id, { question: q, answers: [], comments: [], time: Number.isNaN(time) ? 0 : time });
  }
  const answerOf = new Map<string, QuestionDoc>();
  // The server's order for the answer an excerpt comes from: accepted, best voted, oldest.
  const accepted = (a: Answer) => (docs.get(a.questionId)?.question.acceptedAnswerId === a._id ? 1 : 0);
  const ordered = [...rows.answers].sort(
    (a, b) => accepted(b) - accepted(a) || b.upvotes - b.downvotes - (a.upvotes - a.downvotes) || byCode(a.createdAt, b.createdAt),
  );
  for (const a of ordered) {
    const doc = docs.get(a.questionId);
    if (!doc || a.removed) continue;
    answerOf.set(a._id, doc);
    if (a.answer) doc.answers.push(a.answer);
  }
  for (const c of rows.comments) {
    const doc = answerOf.get(c.answerId);
    if (doc && !c.removed && c.content) doc.comments.push(c.content);
  }
  return docs;
}

/** The fields indexed for a question. */
export const fieldsOf = (doc: QuestionDoc): IndexedFields => ({
  id: doc.question._id,
  // Tags weigh as the title, as on the server.
  title: [doc.question.title ?? '', ...(doc.question.tags ?? [])].join(' '),
  content: doc.question.content ?? '',
  answer: doc.answers.join('\n'),
  comment: doc.comments.join('\n'),
});

/** Whether the index must take the question again: anything it searches or shows has changed. */
export const sameDoc = (a: QuestionDoc, b: QuestionDoc): boolean =>
  (a.question === b.question || JSON.stringify(a.question) === JSON.stringify(b.question)) &&
  a.answers.length === b.answers.length &&
  a.comments.length === b.comments.length &&
  a.answers.every((t, i) => t === b.answers[i]) &&
  a.comments.every((t, i) => t === b.comments[i]);

/**
 * The plain-text excerpt of a hit, cut as the server cuts it (domain/queries/search-excerpt.ts):
 * from the first answer (accepted, then best voted, then oldest) or comment holding a searched word
 * when that is where it matched, else from the question's text.
 */
export function excerptOf(doc: QuestionDoc, field: SearchField, stems: readonly string[]): string {
  const texts = field === 'answer' ? doc.answers : field === 'comment' ? doc.comments : [];
  const holds = (t: string, all: boolean) => (all ? stems.every((s) => firstTermAt(t, [s]) !== -1) : firstTermAt(t, stems) !== -1);
  const text = texts.find((t) => holds(t, true)) ?? texts.find((t) => holds(t, false)) ?? doc.question.content ?? '';
  return searchExcerpt(text, stems);
}
