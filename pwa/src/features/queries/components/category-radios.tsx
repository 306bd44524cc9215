import type { ChangeEvent } from 'react';
import { CATEGORIES } from '#domain/queries/question-schema.ts';

type Props = { value: string; onChange: (event: ChangeEvent<HTMLInputElement>) => void; error?: string };

/** The four categories as radio cards (spec 2: Career, Technical, Academic, General). */
export function CategoryRadios({ value, onChange, error }: Props) {
  return (
    <fieldset aria-describedby={error ? 'question-category-error' : undefined}>
      <legend className="mb-2 block text-sm font-semibold text-slate-800 dark:text-slate-200">Category</legend>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {CATEGORIES.map((c) => (
          <label
            key={c}
            className="flex cursor-pointer items-center gap-2.5 rounded-xl border border-slate-300 bg-white px-4 py-3 text-sm font-medium text-slate-800 transition-colors hover:border-indigo-400 has-checked:border-indigo-600 has-checked:bg-indigo-50 has-checked:text-indigo-900 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-indigo-600 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-200 dark:hover:border-indigo-400 dark:has-checked:border-indigo-400 dark:has-checked:bg-indigo-500/15 dark:has-checked:text-white dark:has-focus-visible:outline-indigo-400"
          >
            <input
              type="radio"
              name="category"
              value={c}
              checked={value === c}
              onChange={onChange}
              className="size-4 accent-indigo-600 focus:outline-none dark:accent-indigo-400"
            />
            {c}
          </label>
        ))}
      </div>
      {error && (
        <p id="question-category-error" className="mt-2 text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </fieldset>
  );
}
