import { useEffect, useRef } from 'react';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import type { ModerationAction } from '../api/moderate-items.ts';

type Props = {
  total: number;
  selected: number;
  busy: boolean;
  onSelectAll: (all: boolean) => void;
  onAction: (action: ModerationAction) => void;
};

/** 'Select all' and the decisions that apply to every selected item at once. */
export function QueueToolbar({ total, selected, busy, onSelectAll, onAction }: Props) {
  const all = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (all.current) all.current.indeterminate = selected > 0 && selected < total;
  }, [selected, total]);
  const disabled = busy || selected === 0;
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-3 sm:flex-row sm:items-center sm:justify-between sm:px-4 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <label className="flex items-center gap-2 text-sm font-semibold text-slate-800 dark:text-slate-200">
          <input
            ref={all}
            type="checkbox"
            checked={total > 0 && selected === total}
            onChange={(e) => onSelectAll(e.target.checked)}
            className="size-5 accent-indigo-600 dark:accent-indigo-400"
          />
          Select all
        </label>
        <p role="status" className="text-sm text-slate-600 tabular-nums dark:text-slate-400">
          {selected} of {total} selected
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="button" disabled={disabled} onClick={() => onAction('hide')} className={buttonClasses('primary', 'sm')}>
          Hide
        </button>
        <button type="button" disabled={disabled} onClick={() => onAction('restore')} className={buttonClasses('secondary', 'sm')}>
          Restore
        </button>
        <button type="button" disabled={disabled} onClick={() => onAction('dismiss')} className={buttonClasses('secondary', 'sm')}>
          Dismiss reports
        </button>
      </div>
    </div>
  );
}
