import { useState } from 'react';
import type { PreviousJob, Profile } from '#domain/profile/profile.ts';
import { sectionsOf } from '#domain/profile/section-writes.ts';
import { TextField } from '#pwa/components/form/text-field.tsx';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { itemErrors, useSectionSave } from '../hooks/use-section-save.ts';
import { FormDialog } from '#pwa/components/ui/form-dialog.tsx';

const NEW_PREVIOUS: PreviousJob = { companyName: '', position: '', duration: '' };

/** 'Add/Edit Job': the current position and the earlier ones, each editable and removable. */
export function JobDialog({ profile, onClose }: { profile: Profile; onClose: () => void }) {
  const [job, setJob] = useState(profile.jobId);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { busy, handleSubmit } = useSectionSave(profile, { onDone: onClose, onIssues: (issues) => setErrors(itemErrors(issues)) });
  const exists = sectionsOf(profile).job !== null;

  const field = (name: 'companyName' | 'position' | 'duration' | 'location', label: string) => (
    <TextField
      id={`job-${name}`}
      label={label}
      value={job[name]}
      error={errors[name]}
      onChange={(e) => setJob({ ...job, [name]: e.target.value })}
      {...(name === 'companyName' ? { 'data-autofocus': true } : {})}
    />
  );
  const setPrevious = (i: number, next: PreviousJob | null) =>
    setJob({ ...job, previousCompany: job.previousCompany.flatMap((p, j) => (j !== i ? [p] : next ? [next] : [])) });

  // Spec 4: created when a company name is entered and no job record exists, otherwise updated.
  const submit = handleSubmit(() =>
    !exists && job.companyName.trim() ? { name: 'addUserJobInfo', args: job } : { name: 'updateJobInfo', args: job },
  );

  return (
    <FormDialog title="Add/Edit Job" onClose={onClose} onSubmit={submit} busy={busy}>
      <fieldset className="space-y-4">
        <legend className="text-sm font-bold text-slate-900 dark:text-white">Current Position</legend>
        {field('companyName', 'Company Name')}
        {field('position', 'Position')}
        <div className="grid gap-4 sm:grid-cols-2">
          {field('duration', 'Duration')}
          {field('location', 'Location')}
        </div>
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="text-sm font-bold text-slate-900 dark:text-white">Previous Experience</legend>
        {job.previousCompany.map((p, i) => (
          <div key={i} className="space-y-3 rounded-2xl border border-slate-200 p-4 dark:border-slate-700">
            {(['companyName', 'position', 'duration'] as const).map((name) => (
              <TextField
                key={name}
                id={`previous-${i}-${name}`}
                label={{ companyName: 'Company Name', position: 'Position', duration: 'Duration' }[name]}
                value={p[name]}
                error={errors[`previousCompany.${i}.${name}`]}
                onChange={(e) => setPrevious(i, { ...p, [name]: e.target.value })}
              />
            ))}
            <button type="button" onClick={() => setPrevious(i, null)} className={buttonClasses('ghost', 'sm', 'text-red-700 dark:text-red-300')}>
              Remove previous job {i + 1}
            </button>
          </div>
        ))}
        {errors.previousCompany && <p className="text-sm font-medium text-red-700 dark:text-red-400">{errors.previousCompany}</p>}
        <button
          type="button"
          onClick={() => setJob({ ...job, previousCompany: [...job.previousCompany, NEW_PREVIOUS] })}
          className={buttonClasses('secondary', 'sm')}
        >
          Add previous job
        </button>
      </fieldset>
    </FormDialog>
  );
}
