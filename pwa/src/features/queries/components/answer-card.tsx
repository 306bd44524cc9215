import { useState } from 'react';
import { RemovedNotice, RemovedPlaceholder } from '#pwa/components/report/removed-notice.tsx';
import { ReportButton } from '#pwa/components/report/report-button.tsx';
import { ReputationBadge } from '#pwa/components/ui/reputation-badge.tsx';
import { useSessionStore } from '#pwa/stores/session-store.ts';
import { askerName } from '#domain/queries/labels.ts';
import { answerDate } from '#domain/queries/query-dates.ts';
import { useAuthorReputation } from '../hooks/use-author-reputation.ts';
import type { AnswerView } from '../hooks/use-question-detail.ts';
import { AcceptControl } from './accept-control.tsx';
import { CommentSection } from './comment-section.tsx';
import { MentionText } from './mention-text.tsx';
import { PendingBadge } from './question-badges.tsx';
import { MessageIcon } from './query-icons.tsx';
import { VoteButtons } from './vote-buttons.tsx';

type Props = { answer: AnswerView; pendingIds: ReadonlySet<string>; accepted: boolean; isAsker: boolean };

/** One answer: text, author, date 'MMM dd, yyyy', votes, the comment-count button, and whether the asker accepted it. */
export function AnswerCard({ answer: a, pendingIds, accepted, isAsker }: Props) {
  const [open, setOpen] = useState(false);
  const me = useSessionStore((s) => s.user?._id);
  const reputation = useAuthorReputation(a.questionId);
  const commentsId = `comments-${a._id}`;
  return (
    <article
      className={`rounded-2xl border bg-white p-5 shadow-sm sm:p-6 dark:bg-slate-900 ${accepted ? 'border-emerald-400 dark:border-emerald-500/60' : 'border-slate-200 dark:border-slate-800'}`}
    >
      {a.removed?.reason === null ? (
        <RemovedPlaceholder className="leading-7" />
      ) : (
        <p className="leading-7 whitespace-pre-line text-slate-800 dark:text-slate-200">
          <MentionText text={a.answer} mentions={a.mentions} />
        </p>
      )}
      {a.removed && a.removed.reason !== null && (
        <div className="mt-3">
          <RemovedNotice removal={a.removed} kind="answer" targetId={a._id} />
        </div>
      )}
      <div className="mt-4 flex flex-wrap items-center justify-between gap-x-4 gap-y-3">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
          <span className="font-medium text-slate-800 dark:text-slate-200">{askerName(a.answeredBy)}</span>
          {a.answeredById && <ReputationBadge points={reputation[a.answeredById]} />}
          <span aria-hidden="true">·</span>
          <time dateTime={a.createdAt}>{answerDate(a.createdAt)}</time>
          {pendingIds.has(a._id) && <PendingBadge />}
        </p>
        {/* A removed answer takes no votes or comments (the server refuses them). */}
        {!a.removed && (
          <div className="flex flex-wrap items-center gap-2">
            <AcceptControl questionId={a.questionId} answerId={a._id} accepted={accepted} isAsker={isAsker && !pendingIds.has(a._id)} />
            {!pendingIds.has(a._id) && a.answeredById !== me && <ReportButton kind="answer" targetId={a._id} />}
            <VoteButtons target="answer" targetId={a._id} upvotes={a.upvotes} downvotes={a.downvotes} myVote={a.myVote} />
            <button
              type="button"
              aria-expanded={open}
              aria-controls={open ? commentsId : undefined}
              onClick={() => setOpen((v) => !v)}
              title={open ? 'Hide comments' : 'Show comments and add one'}
              className="inline-flex h-9 min-w-16 items-center justify-center gap-1.5 rounded-full bg-white px-3 text-sm font-semibold text-slate-700 tabular-nums ring-1 ring-slate-300 transition-colors ring-inset hover:bg-slate-50 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 aria-expanded:bg-indigo-50 aria-expanded:text-indigo-800 aria-expanded:ring-indigo-300 dark:bg-slate-900 dark:text-slate-300 dark:ring-slate-700 dark:hover:bg-slate-800 dark:hover:text-white dark:focus-visible:outline-indigo-400 dark:aria-expanded:bg-indigo-500/15 dark:aria-expanded:text-indigo-200 dark:aria-expanded:ring-indigo-400/40"
            >
              <MessageIcon className="size-4" />
              <span className="sr-only">Comments</span>{' '}
              <span>{a.comments.length}</span>
            </button>
          </div>
        )}
      </div>
      {open && !a.removed && <CommentSection id={commentsId} answerId={a._id} comments={a.comments} pendingIds={pendingIds} />}
    </article>
  );
}
