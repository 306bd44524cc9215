import { toast } from '#pwa/lib/toast.ts';
import { useAcceptAnswer } from '../api/accept-answer.ts';
import { CheckIcon } from '#pwa/components/icons/common-icons.tsx';

const badge = 'inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-600/20 ring-inset dark:bg-emerald-500/15 dark:text-emerald-200 dark:ring-emerald-400/30';
const button = 'inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-semibold ring-1 ring-inset transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:focus-visible:outline-indigo-400';

/**
 * 'Accepted' on the answer the asker marked; for the asker, the press that marks an answer (or takes
 * the mark off). Others see only the badge.
 */
export function AcceptControl({ questionId, answerId, accepted, isAsker }: { questionId: string; answerId: string; accepted: boolean; isAsker: boolean }) {
  const accept = useAcceptAnswer();
  const press = async () => {
    const done = await accept(questionId, accepted ? null : answerId);
    if (!done.ok) toast.error(done.message);
  };
  if (!isAsker) return accepted ? <span className={badge}><CheckIcon className="size-3.5" /> Accepted</span> : null;
  return (
    <button
      type="button"
      aria-pressed={accepted}
      onClick={() => void press()}
      title={accepted ? 'Take the mark off this answer' : 'Mark this as the answer that helped'}
      className={`${button} ${
        accepted
          ? 'bg-emerald-50 text-emerald-800 ring-emerald-600/30 hover:bg-emerald-100 dark:bg-emerald-500/15 dark:text-emerald-200 dark:ring-emerald-400/30'
          : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50 dark:bg-slate-900 dark:text-slate-300 dark:ring-slate-700 dark:hover:bg-slate-800'
      }`}
    >
      <CheckIcon className="size-4" />
      {accepted ? 'Accepted' : 'Accept'}
    </button>
  );
}
