import { toast } from '#pwa/lib/toast.ts';
import { QUESTION_STATUSES, type QuestionStatus } from '#domain/queries/question-schema.ts';
import { ChevronDownIcon } from '#pwa/components/icons/common-icons.tsx';
import { useSetQuestionStatus } from '../api/set-question-status.ts';
import { localSaveFailure } from '#pwa/sync/storage-error.ts';

/** For the asker and admins: move the question between Open, In Progress, Resolved and Closed. */
export function StatusControl({ questionId, status }: { questionId: string; status: string }) {
  const setStatus = useSetQuestionStatus();
  const onChange = async (next: QuestionStatus) => {
    try {
      const result = await setStatus(questionId, next);
      if (!result.ok) toast.error(result.message);
    } catch (error) {
      toast.error(localSaveFailure(error, 'The status could not be saved on this device. Please try again.'));
    }
  };
  return (
    <div className="flex items-center gap-2">
      <label htmlFor="question-status" className="text-sm font-semibold text-slate-700 dark:text-slate-300">
        Set status
      </label>
      <div className="relative">
        <select
          id="question-status"
          value={status}
          onChange={(e) => void onChange(e.target.value as QuestionStatus)}
          className="h-9 appearance-none rounded-lg border border-slate-300 bg-white pr-9 pl-3 text-sm font-medium text-slate-900 shadow-sm focus:border-indigo-600 focus:outline-2 focus:outline-indigo-600/30 dark:border-slate-700 dark:bg-slate-950 dark:text-white dark:focus:border-indigo-400 dark:focus:outline-indigo-400/30"
        >
          {QUESTION_STATUSES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-slate-500 dark:text-slate-400" />
      </div>
    </div>
  );
}
