import { useEffect } from 'react';
import { Link } from 'wouter';
import { answerCountLabel } from '#domain/queries/labels.ts';
import { whenIdle } from '#pwa/lib/when-idle.ts';
import { warmDeviceSearch } from '../search/device-search.ts';
import { useSimilarQuestions } from '../hooks/use-similar-questions.ts';
import { MarkedText } from './marked-text.tsx';

/**
 * Under the title while asking (issue 33): up to five questions already asked that look like it,
 * each opening the question, so a student finds an existing answer instead of asking again.
 */
export function SimilarQuestions({ title }: { title: string }) {
  const page = useSimilarQuestions(title);
  // Built off the main thread while the member starts typing, ready for the first suggestion offline.
  useEffect(() => whenIdle(warmDeviceSearch, 3000), []);
  const hits = page?.hits ?? [];
  return (
    <div aria-live="polite" aria-atomic="true">
      {hits.length > 0 && (
        <section aria-labelledby="similar-questions-title" className="rounded-2xl border border-indigo-100 bg-indigo-50/60 p-4 dark:border-indigo-500/20 dark:bg-indigo-500/10">
          <h3 id="similar-questions-title" className="text-sm font-semibold text-slate-900 dark:text-white">
            Similar questions already asked
          </h3>
          <ul aria-label="Similar questions" className="mt-2 space-y-2">
            {hits.map(({ question: q }) => {
              const resolved = q.status === 'Resolved' || !!q.acceptedAnswerId;
              return (
                <li key={q._id} className="flex flex-wrap items-baseline gap-x-2 gap-y-1 text-sm">
                  <Link
                    href={`/query/${q._id}`}
                    className="min-w-0 font-medium break-words text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:text-indigo-300 dark:focus-visible:outline-indigo-400"
                  >
                    <MarkedText text={q.title} terms={page?.terms ?? []} />
                  </Link>
                  <span className="text-xs text-slate-600 dark:text-slate-400">
                    {resolved ? (
                      <span className="font-semibold text-emerald-800 dark:text-emerald-300">Resolved · </span>
                    ) : null}
                    {answerCountLabel(q.answerCount)}
                  </span>
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </div>
  );
}
