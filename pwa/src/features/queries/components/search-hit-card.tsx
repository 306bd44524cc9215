import { Link } from 'wouter';
import { answerCountLabel, askerName } from '#domain/queries/labels.ts';
import { relativeDate } from '#domain/queries/query-dates.ts';
import type { QuestionSearchHit, SearchField } from '#domain/queries/search.ts';
import { CategoryBadge, StatusBadge } from './question-badges.tsx';
import { MarkedText } from './marked-text.tsx';
import { MessageIcon } from './query-icons.tsx';

const WHERE: Record<SearchField, string> = {
  title: 'Found in the title',
  content: 'Found in the question',
  answer: 'Found in an answer',
  comment: 'Found in a comment',
};

/** One search result: the question's title and an excerpt with the searched words marked. */
export function SearchHitCard({ hit, terms, now }: { hit: QuestionSearchHit; terms: readonly string[]; now: Date }) {
  const q = hit.question;
  return (
    <article className="group relative rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-indigo-300 hover:shadow-md focus-within:border-indigo-400 sm:p-6 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-indigo-500/60">
      <div className="flex flex-wrap items-center gap-2">
        <CategoryBadge category={q.category} />
        <StatusBadge status={q.status} />
        <span className="text-xs text-slate-600 dark:text-slate-400">{WHERE[hit.matchedIn]}</span>
      </div>
      <h2 className="mt-3 text-lg leading-snug font-semibold text-slate-900 dark:text-white">
        <Link
          href={`/query/${q._id}`}
          className="rounded-sm break-words after:absolute after:inset-0 after:rounded-2xl group-hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:group-hover:text-indigo-300 dark:focus-visible:outline-indigo-400"
        >
          <MarkedText text={q.title} terms={terms} />
        </Link>
      </h2>
      {hit.excerpt && (
        <p className="mt-2 line-clamp-3 text-sm leading-6 break-words text-slate-600 dark:text-slate-400">
          <MarkedText text={hit.excerpt} terms={terms} />
        </p>
      )}
      <p className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-1 border-t border-slate-100 pt-4 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
        <span>
          <span className="font-medium text-slate-800 dark:text-slate-200">{askerName(q.askedBy)}</span>
          <span aria-hidden="true"> · </span>
          <time dateTime={q.createdAt}>{relativeDate(q.createdAt, now)}</time>
        </span>
        <span className="inline-flex items-center gap-1.5 tabular-nums">
          <MessageIcon className="size-4" />
          {answerCountLabel(q.answerCount)}
        </span>
      </p>
    </article>
  );
}
