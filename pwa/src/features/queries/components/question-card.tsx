import { memo } from 'react';
import { Link } from 'wouter';
import { answerCountLabel, askerName } from '#domain/queries/labels.ts';
import { relativeDate } from '#domain/queries/query-dates.ts';
import type { LocalQuestion } from '#pwa/sync/local-db.ts';
import { categoryClasses, PendingBadge, statusClasses } from './question-badges.tsx';
import { MessageIcon, ThumbsDownIcon, ThumbsUpIcon } from './query-icons.tsx';

type Props = {
  question: LocalQuestion;
  pending: boolean;
  now: Date;
  onFilter: (key: 'category' | 'status' | 'tag', value: string) => void;
};

const stat = 'inline-flex items-center gap-1.5 tabular-nums';

/**
 * One question on the list. The whole card opens the question (the title link is stretched over
 * it); the category and status chips sit above that link and set the list's filter instead.
 */
export const QuestionCard = memo(function QuestionCard({ question: q, pending, now, onFilter }: Props) {
  return (
    <article className="group relative rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-indigo-300 hover:shadow-md focus-within:border-indigo-400 sm:p-6 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-indigo-500/60">
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          onClick={() => onFilter('category', q.category)}
          aria-label={`Filter by category: ${q.category}`}
          className={`relative z-10 ${categoryClasses(q.category, true)}`}
        >
          {q.category}
        </button>
        <button
          type="button"
          onClick={() => onFilter('status', q.status)}
          aria-label={`Filter by status: ${q.status}`}
          className={`relative z-10 ${statusClasses(q.status, true)}`}
        >
          <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
          {q.status}
        </button>
        {pending && <PendingBadge />}
        {q.tags?.map((tag) => (
          <button
            key={tag}
            type="button"
            onClick={() => onFilter('tag', tag)}
            aria-label={`Filter by tag: ${tag}`}
            className="relative z-10 rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:bg-slate-800 dark:text-slate-300 dark:hover:bg-slate-700 dark:focus-visible:outline-indigo-400"
          >
            #{tag}
          </button>
        ))}
      </div>
      <h2 className="mt-3 text-lg leading-snug font-semibold text-slate-900 dark:text-white">
        <Link
          href={`/query/${q._id}`}
          className="rounded-sm after:absolute after:inset-0 after:rounded-2xl group-hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:group-hover:text-indigo-300 dark:focus-visible:outline-indigo-400"
        >
          {q.title}
        </Link>
      </h2>
      <p className="mt-2 line-clamp-2 text-sm leading-6 text-slate-600 dark:text-slate-400">{q.content}</p>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-x-6 gap-y-3 border-t border-slate-100 pt-4 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
        <p className="min-w-0">
          <span className="font-medium text-slate-800 dark:text-slate-200">{askerName(q.askedBy)}</span>
          <span aria-hidden="true"> · </span>
          <time dateTime={q.createdAt}>{relativeDate(q.createdAt, now)}</time>
        </p>
        <p className="flex items-center gap-4">
          <span className={stat}>
            <MessageIcon className="size-4" />
            {answerCountLabel(q.answerCount)}
          </span>
          <span className={stat} title="Upvotes">
            <ThumbsUpIcon className="size-4" />
            <span className="sr-only">Upvotes</span>{' '}
            <span data-count="up">{q.upvotes}</span>
          </span>
          <span className={stat} title="Downvotes">
            <ThumbsDownIcon className="size-4" />
            <span className="sr-only">Downvotes</span>{' '}
            <span data-count="down">{q.downvotes}</span>
          </span>
        </p>
      </div>
    </article>
  );
});
