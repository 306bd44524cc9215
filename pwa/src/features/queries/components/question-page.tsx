import { useRef, useState } from 'react';
import { useParams } from 'wouter';
import { QUESTION_CLOSED } from '#domain/queries/question-schema.ts';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { useSessionStore } from '#pwa/stores/session-store.ts';
import { usePendingIds } from '../hooks/use-pending-ids.ts';
import { useQuestionDetail } from '../hooks/use-question-detail.ts';
import { AnswerCard } from './answer-card.tsx';
import { AnswerForm } from './answer-form.tsx';
import { BackToQuestions } from './back-link.tsx';
import { LoadingView } from './list-states.tsx';
import { LockIcon } from '#pwa/components/icons/common-icons.tsx';
import { QuestionHeader } from './question-header.tsx';
import { VoteButtons } from './vote-buttons.tsx';
import { PageFrame, READING_COLUMN } from '#pwa/components/ui/page-frame.tsx';
import { useScreenSnapshot } from '#pwa/lib/use-screen-snapshot.ts';

/** /query/{questionId} (spec 2, Question detail), live from the local store. */
/** The accepted answer first, the rest in their order (oldest first). */
const acceptedFirst = <A extends { _id: string }>(answers: A[], acceptedId: string | null | undefined) =>
  acceptedId ? [...answers].sort((a, b) => Number(b._id === acceptedId) - Number(a._id === acceptedId)) : answers;

export function QuestionPage() {
  const { questionId = '' } = useParams<{ questionId: string }>();
  const detail = useQuestionDetail(questionId);
  const me = useSessionStore((s) => s.user?._id);
  const pendingIds = usePendingIds(me);
  const [answering, setAnswering] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  useScreenSnapshot(detail.status !== 'loading', detail.status === 'ready');

  if (detail.status !== 'ready') {
    // A failed load is a red toast and no page (spec 8); only the way back stays.
    return (
      <PageFrame className="py-10 sm:py-14">
        <div className={READING_COLUMN}>
          <BackToQuestions />
          {detail.status === 'loading' && <LoadingView text="Loading question..." />}
        </div>
      </PageFrame>
    );
  }

  const { question: q, myVote, answers } = detail;
  const closed = q.status === 'Closed';
  const formOpen = answering && !closed;
  return (
    <>
      <title>{`${q.title} · Query Portal`}</title>
      <PageFrame className="py-10 sm:py-14">
        <div className={READING_COLUMN}>
          <BackToQuestions />
          <article className="mt-4 rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
            <QuestionHeader question={q} pending={pendingIds.has(q._id)} />
            <p className="mt-6 leading-7 whitespace-pre-line text-slate-800 dark:text-slate-200">{q.content}</p>
            <div className="mt-6 flex flex-wrap items-center justify-between gap-4 border-t border-slate-100 pt-5 dark:border-slate-800">
              <VoteButtons target="question" targetId={q._id} upvotes={q.upvotes} downvotes={q.downvotes} myVote={myVote} />
              <div className="flex flex-col items-end gap-1.5">
                <button
                  ref={toggleRef}
                  type="button"
                  disabled={closed}
                  aria-expanded={formOpen}
                  aria-controls={formOpen ? 'answer-form' : undefined}
                  aria-describedby={closed ? 'question-closed-note' : undefined}
                  onClick={() => setAnswering((v) => !v)}
                  className={buttonClasses(formOpen ? 'secondary' : 'primary', 'md')}
                >
                  {formOpen ? 'Cancel post' : 'Post Your Answer'}
                </button>
                {closed && (
                  <p id="question-closed-note" className="flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-400">
                    <LockIcon className="size-4" />
                    {QUESTION_CLOSED}
                  </p>
                )}
              </div>
            </div>
            {formOpen && (
              <AnswerForm
                id="answer-form"
                questionId={q._id}
                onPosted={() => {
                  setAnswering(false);
                  toggleRef.current?.focus();
                }}
              />
            )}
          </article>

          <section aria-labelledby="answers-title" className="mt-10">
            <h2 id="answers-title" className="text-xl font-bold text-slate-900 dark:text-white">
              Answers <span className="font-semibold text-slate-500 dark:text-slate-400">({answers.length})</span>
            </h2>
            {answers.length === 0 ? (
              <p className="mt-4 rounded-2xl border border-dashed border-slate-300 px-6 py-10 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
                No answers yet. Be the first to answer!
              </p>
            ) : (
              <ul className="mt-4 space-y-4">
                {acceptedFirst(answers, q.acceptedAnswerId).map((a) => (
                  <li key={a._id}>
                    <AnswerCard answer={a} pendingIds={pendingIds} accepted={a._id === q.acceptedAnswerId && !a.removed} isAsker={!!me && q.askedById === me} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      </PageFrame>
    </>
  );
}
