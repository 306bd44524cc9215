import { Link } from 'wouter';
import { ArrowLeftIcon } from '#pwa/components/icons/common-icons.tsx';

export function BackToQuestions() {
  return (
    <Link
      href="/query"
      className="inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-indigo-700 hover:text-indigo-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:text-indigo-300 dark:hover:text-indigo-200 dark:focus-visible:outline-indigo-400"
    >
      <ArrowLeftIcon className="size-4" />
      All questions
    </Link>
  );
}
