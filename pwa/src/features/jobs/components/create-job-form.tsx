import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { CURRENCIES, EXPERIENCE_LEVELS, INVALID_SALARY_TOAST, JOB_LIMITS, JOB_TYPE_OPTIONS } from '#domain/jobs/job-schema.ts';
import { isoDay } from '#domain/jobs/job-status.ts';
import { SelectField } from '../../../components/form/select-field.tsx';
import { TextAreaField, TextField } from '../../../components/form/text-field.tsx';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { EMPTY_JOB_FORM, JOB_FIELDS, checkJobForm, useCreateJob, type JobFormErrors, type JobFormValues } from '../api/create-job.ts';

/** 'Create a Job Post' (spec sections 2 and 5): every field, the domain schema's messages under each. */
export function CreateJobForm() {
  const [values, setValues] = useState<JobFormValues>(EMPTY_JOB_FORM);
  const [errors, setErrors] = useState<JobFormErrors>({});
  // Errors appear on submit; after that they follow the typing so they clear as soon as fixed.
  const [validateLive, setValidateLive] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // One id per form: a retried submit after an error is still the same job.
  const [jobId] = useState(() => crypto.randomUUID());
  const { status, submit } = useCreateJob();

  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
    const next = { ...values, [event.target.name]: event.target.value };
    setValues(next);
    if (validateLive) {
      const result = checkJobForm(next, jobId);
      setErrors(result.ok ? {} : result.errors);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status !== 'idle') return;
    const result = checkJobForm(values, jobId);
    if (!result.ok) {
      setErrors(result.errors);
      setValidateLive(true);
      if (result.badSalaryFormat) toast.error(INVALID_SALARY_TOAST);
      const first = JOB_FIELDS.find((f) => result.errors[f]);
      if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    void submit(result.args);
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
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-labelledby="create-job-title" className="space-y-6">
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
