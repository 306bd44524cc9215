import { useEffect, useState } from 'react';
import type { DirectoryFilters as Options } from '#domain/people/person-card.ts';
import { SelectField } from '#pwa/components/form/select-field.tsx';
import { TextField } from '#pwa/components/form/text-field.tsx';
import { useSettled } from '#pwa/hooks/use-settled.ts';
import type { DirectoryParams } from '../api/get-directory.ts';

type Key = 'batch' | 'course' | 'branch' | 'company' | 'city';
type Props = { params: DirectoryParams; options: Options | undefined; onChange: (key: Key, value: string) => void };

const TYPING_SETTLES_MS = 400;

/** A text filter that asks the server once typing settles, and follows the address when it changes. */
function TextFilter({ id, label, value, onChange }: { id: string; label: string; value: string; onChange: (value: string) => void }) {
  const [text, setText] = useState(value);
  const settled = useSettled(text, TYPING_SETTLES_MS);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (settled.trim() !== value) onChange(settled.trim());
    // Only a settled change is sent; `value` catching up must not send it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);
  return <TextField id={id} label={label} value={text} maxLength={100} onChange={(e) => setText(e.target.value)} autoComplete="off" />;
}

/** The directory's filters: batch, course and branch from what members have; company and city by part. */
export function DirectoryFilters({ params, options, onChange }: Props) {
  // A value in the address that the list does not offer (yet) stays selectable.
  const withValue = (list: readonly string[] | undefined, value: string) => (value && !list?.includes(value) ? [value, ...(list ?? [])] : (list ?? []));
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
      <SelectField id="people-batch" label="Batch" emptyOption="All batches" options={withValue(options?.batches, params.batch)} value={params.batch} onChange={(e) => onChange('batch', e.target.value)} />
      <SelectField id="people-course" label="Course" emptyOption="All courses" options={withValue(options?.courses, params.course)} value={params.course} onChange={(e) => onChange('course', e.target.value)} />
      <SelectField id="people-branch" label="Branch" emptyOption="All branches" options={withValue(options?.branches, params.branch)} value={params.branch} onChange={(e) => onChange('branch', e.target.value)} />
      <TextFilter id="people-company" label="Company" value={params.company} onChange={(v) => onChange('company', v)} />
      <TextFilter id="people-city" label="City" value={params.city} onChange={(v) => onChange('city', v)} />
    </div>
  );
}
