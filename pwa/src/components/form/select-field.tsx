import type { SelectHTMLAttributes } from 'react';
import { ChevronDownIcon } from '../icons/common-icons.tsx';
import { controlClasses, FieldShell } from './field-shell.tsx';

type Props = {
  id: string;
  label: string;
  error?: string;
  options: readonly string[];
  /** A first, unselectable 'Select …' option, so a choice is made on purpose. */
  placeholder?: string;
  /** A first option that means "any" (value ''), e.g. 'All batches'. */
  emptyOption?: string;
} & SelectHTMLAttributes<HTMLSelectElement>;

export function SelectField({ id, label, error, options, placeholder, emptyOption, ...select }: Props) {
  return (
    <FieldShell id={id} label={label} error={error}>
      {(describedBy) => (
        <div className="relative">
          <select
            id={id}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className={`${controlClasses(!!error)} appearance-none pr-11`}
            {...select}
          >
            {placeholder !== undefined && (
              <option value="" disabled>
                {placeholder}
              </option>
            )}
            {emptyOption !== undefined && <option value="">{emptyOption}</option>}
            {options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
          <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-4 size-5 -translate-y-1/2 text-slate-500 dark:text-slate-400" />
        </div>
      )}
    </FieldShell>
  );
}
