import { useId, useState, type FormEvent } from 'react';
import { REPORT_DETAILS_MAX, REPORT_REASONS, type ReportReason } from '#domain/moderation/report.ts';
import { FormDialog } from '../ui/form-dialog.tsx';

const REASONS = Object.entries(REPORT_REASONS) as [ReportReason, string][];

/**
 * Why a post is reported, for the alumni office: a reason, and a few words (needed for 'Something
 * else'). `onReport` queues it and says whether it was kept.
 */
export function ReportDialog({ what, onReport, onClose }: { what: string; onReport: (reason: ReportReason, details: string) => Promise<boolean>; onClose: () => void }) {
  const id = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const words = details.trim();
    if (!reason) return setError('Please choose what is wrong with it');
    if (reason === 'other' && !words) return setError('Please say what is wrong with it');
    setBusy(true);
    if (await onReport(reason, words)) onClose();
    else setBusy(false);
  };

  return (
    <FormDialog title={`Report this ${what}`} submit="Report" busyText="Reporting..." busy={busy} onClose={onClose} onSubmit={(e) => void submit(e)}>
      <p className="text-sm text-slate-600 dark:text-slate-400">The alumni office will look at it. Nobody is told who reported it.</p>
      <fieldset aria-describedby={error ? `${id}-error` : undefined}>
        <legend className="text-sm font-semibold text-slate-900 dark:text-white">What is wrong with it?</legend>
        <div className="mt-2 space-y-2">
          {REASONS.map(([value, label]) => (
            <label key={value} className="flex cursor-pointer items-center gap-3 text-slate-800 dark:text-slate-200">
              <input
                type="radio"
                name={`${id}-reason`}
                value={value}
                checked={reason === value}
                onChange={() => (setReason(value), setError(''))}
                className="size-4 accent-indigo-600 dark:accent-indigo-400"
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={`${id}-details`} className="text-sm font-semibold text-slate-900 dark:text-white">
          More for the alumni office {reason === 'other' ? '' : '(optional)'}
        </label>
        <textarea
          id={`${id}-details`}
          rows={3}
          maxLength={REPORT_DETAILS_MAX}
          value={details}
          onChange={(e) => (setDetails(e.target.value), setError(''))}
          className="mt-1 block w-full rounded-xl border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-indigo-600 focus:ring-2 focus:ring-indigo-600/30 focus:outline-none dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100"
        />
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-semibold text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </FormDialog>
  );
}
