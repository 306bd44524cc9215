import { useState } from 'react';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { AskQuestionForm } from './ask-question-form.tsx';
import { BackToQuestions } from './back-link.tsx';
import { AlertIcon, LightbulbIcon } from '#pwa/components/icons/common-icons.tsx';
import { PageFrame } from '#pwa/components/ui/page-frame.tsx';

const TIPS = [
  'Write a clear title that sums up your question.',
  'Give the background: your batch, branch or role if it matters.',
  'Say what you have already tried or read.',
  'Pick the category that fits best, so the right people see it.',
  'Be respectful, and come back to thank the people who answer.',
];

/** /query/askQuestion (spec 2, Ask a question). */
export function AskQuestionPage() {
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <>
      <title>Ask a Question · Alumni Portal</title>
      <PageFrame className="py-10 sm:py-14">
        <BackToQuestions />
        <header className="mt-4 max-w-2xl">
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl dark:text-white">Ask a Question</h1>
          <p className="mt-3 text-slate-600 dark:text-slate-400">
            Students and alumni answer here. You can post even without a connection: it is sent as soon as you are back online.
          </p>
        </header>
        <div className="mt-8 grid gap-6 lg:grid-cols-[2fr_1fr] lg:items-start">
          <div className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
            {failure ? <FailureView message={failure} /> : <AskQuestionForm onFailure={setFailure} />}
          </div>
          <aside aria-labelledby="tips-title" className="rounded-3xl border border-indigo-100 bg-indigo-50/70 p-5 sm:p-6 dark:border-indigo-500/20 dark:bg-indigo-500/10">
            <h2 id="tips-title" className="flex items-center gap-2 font-semibold text-slate-900 dark:text-white">
              <LightbulbIcon className="size-5 text-indigo-700 dark:text-indigo-300" />
              Tips for a good question
            </h2>
            <ul className="mt-4 space-y-3 text-sm leading-6 text-slate-700 dark:text-slate-300">
              {TIPS.map((tip) => (
                <li key={tip} className="flex gap-2.5">
                  <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-indigo-600 dark:bg-indigo-400" />
                  {tip}
                </li>
              ))}
            </ul>
          </aside>
        </div>
      </PageFrame>
    </>
  );
}

/** Spec section 8: a failed submit shows the message and Retry, which reloads the page. */
function FailureView({ message }: { message: string }) {
  return (
    <div role="alert" className="flex flex-col items-center py-10 text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-red-50 text-red-700 dark:bg-red-500/10 dark:text-red-400">
        <AlertIcon className="size-7" />
      </span>
      <p className="mt-5 text-lg font-semibold text-slate-900 dark:text-white">Your question was not posted</p>
      <p className="mt-2 max-w-md text-slate-600 dark:text-slate-400">{message}</p>
      <button type="button" onClick={() => window.location.reload()} className={buttonClasses('primary', 'md', 'mt-6')}>
        Retry
      </button>
    </div>
  );
}
