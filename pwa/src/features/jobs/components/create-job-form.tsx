import { useState } from 'react';
import { toast } from '#pwa/lib/toast.ts';
import { CURRENCIES, EXPERIENCE_LEVELS, INVALID_SALARY_TOAST, JOB_LIMITS, JOB_TYPE_OPTIONS, type CreateJobArgs } from '#domain/jobs/job-schema.ts';
import { isoDay } from '#domain/jobs/job-status.ts';
import type { ParseResult } from '#domain/validation.ts';
import { SelectField } from '#pwa/components/form/select-field.tsx';
import { TextAreaField, TextField } from '#pwa/components/form/text-field.tsx';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { useCheckedForm } from '#pwa/hooks/use-schema-form.ts';
import { EMPTY_JOB_FORM, JOB_FIELDS, checkJobForm, type JobFormValues } from '../api/create-job.ts';
import { useCreateJob } from '../hooks/use-create-job.ts';

/** 'Create a Job Post' (spec sections 2 and 5): every field, the domain schema's messages under each. */
export function CreateJobForm() {
  // One id per form: a retried submit after an error is still the same job.
  const [jobId] = useState(() => crypto.randomUUID());
  const { values, errors, onChange, validate, formRef } = useCheckedForm(
    (typed: JobFormValues): ParseResult<CreateJobArgs> => {
      const result = checkJobForm(typed, jobId);
      if (result.ok) return { ok: true, value: result.args };
      const issues = JOB_FIELDS.flatMap((path) => (result.errors[path] ? [{ path, message: result.errors[path] }] : []));
      return { ok: false, message: issues[0]?.message ?? '', issues };
    },
    JOB_FIELDS,
    EMPTY_JOB_FORM,
  );
  const { status, handleSubmit } = useCreateJob();

  const prepare = () => {
    // Spec section 5: the salary range format is re-checked on submit, with a toast.
    const checked = checkJobForm(values, jobId);
    if (!checked.ok && checked.badSalaryFormat) toast.error(INVALID_SALARY_TOAST);
    return validate();
  };

  const field = (name: keyof JobFormValues) => ({
    id: `job-${name}`,
    name,
    value: values[name],
    onChange,
    error: errors[name],
    'aria-required': true as const,
  });
  const busy = status !== 'idle';

  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit(prepare)} aria-labelledby="create-job-title" className="space-y-6">
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField {...field('title')} label="Job Title" maxLength={JOB_LIMITS.title} placeholder="e.g. Frontend Engineer" />
        <TextField {...field('companyName')} label="Company Name" maxLength={JOB_LIMITS.companyName} autoComplete="organization" />
      </div>
      <TextAreaField {...field('description')} label="Job Description" rows={6} maxLength={JOB_LIMITS.description} placeholder="What the role is about, the team, and what the person will do." />
      <TextField
        {...field('requirements')}
        label="Requirements (comma-separated)"
        placeholder="e.g. React, TypeScript, 2 years of experience"
        hint="Separate requirements with commas."
      />
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField {...field('application_deadline')} type="date" label="Application Deadline" min={isoDay(new Date())} />
        <TextField {...field('location')} label="Location" maxLength={JOB_LIMITS.location} placeholder="e.g. Bengaluru or Work from home" />
        <SelectField {...field('job_type')} label="Job Type" options={JOB_TYPE_OPTIONS} placeholder="Select a job type" />
        <SelectField {...field('yearOfExperience')} label="Experience Level" options={EXPERIENCE_LEVELS} placeholder="Select experience" />
        <TextField {...field('salaryRange')} label="Salary Range" placeholder="e.g. 500000-800000" hint="Yearly, as min-max." />
        <SelectField {...field('salaryCurrency')} label="Salary Currency" options={CURRENCIES} />
      </div>
      <TextField {...field('applyLink')} type="url" label="Application Link" inputMode="url" maxLength={JOB_LIMITS.applyLink} placeholder="https://" />
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField {...field('contact_email')} type="email" label="Contact Email" inputMode="email" autoComplete="email" maxLength={254} />
        <TextField {...field('contact_phone')} type="tel" label="Contact Phone" inputMode="tel" autoComplete="tel" maxLength={JOB_LIMITS.contactPhone} />
      </div>
      <button type="submit" disabled={busy} aria-busy={status === 'busy'} className={buttonClasses('primary', 'lg', 'w-full sm:w-auto sm:min-w-48')}>
        {busy ? 'Creating Job...' : 'Post Job'}
      </button>
    </form>
  );
}
