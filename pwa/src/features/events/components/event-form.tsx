import { useState } from 'react';
import { EVENT_KIND_LABELS, EVENT_KINDS, type AlumniEvent } from '#domain/events/event.ts';
import { controlClasses, FieldShell } from '#pwa/components/form/field-shell.tsx';
import { TextAreaField, TextField } from '#pwa/components/form/text-field.tsx';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { useCheckedForm } from '#pwa/hooks/use-schema-form.ts';
import { useSubmit } from '#pwa/hooks/use-submit.ts';
import { createEvent, updateEvent } from '../api/admin-events.ts';
import { checkEventForm, EMPTY_EVENT_FORM, EVENT_FORM_FIELDS, valuesOf, type EventFormValues } from '../utils/event-form-values.ts';

/** The admin's create and edit form: the fields of EventFields, checked with the server's schema. */
export function EventForm({ event }: { event?: AlumniEvent }) {
  // A new event's id is made here, so a repeated submit names the same event (createEvent is idempotent).
  const [id] = useState(() => event?._id ?? crypto.randomUUID());
  const form = useCheckedForm((values: EventFormValues) => checkEventForm(values, id), EVENT_FORM_FIELDS, event ? valuesOf(event) : EMPTY_EVENT_FORM);
  const { status, handleSubmit } = useSubmit(event ? updateEvent : createEvent, { onIssues: form.showIssues, next: event ? undefined : `/admin/events/${id}`, doneMs: event ? 0 : undefined });
  const { values, errors, onChange } = form;
  const field = (name: keyof EventFormValues) => ({ id: `event-${name}`, name, value: values[name], onChange, error: errors[name] });
  const online = values.online === 'true';

  return (
    <form ref={form.formRef} noValidate onSubmit={handleSubmit(form.validate)} className="space-y-5">
      <TextField label="Title" maxLength={120} {...field('title')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <FieldShell id="event-kind" label="Kind" error={errors.kind}>
          {(describedBy) => (
            <select id="event-kind" name="kind" value={values.kind} onChange={onChange} aria-describedby={describedBy} className={controlClasses(!!errors.kind)}>
              {EVENT_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {EVENT_KIND_LABELS[kind]}
                </option>
              ))}
            </select>
          )}
        </FieldShell>
        <TextField label="Batch (reunions)" placeholder="2016-2020" {...field('batch')} />
        <TextField label="Starts" type="datetime-local" {...field('startsAt')} />
        <TextField label="Ends" type="datetime-local" {...field('endsAt')} />
      </div>
      <label className="flex items-center gap-2 font-semibold text-slate-800 dark:text-slate-200">
        <input
          type="checkbox"
          name="online"
          className="size-4 accent-indigo-600"
          checked={online}
          onChange={(e) => form.setValues({ ...values, online: e.target.checked ? 'true' : '' })}
        />
        Online event
      </label>
      <div className="grid gap-5 sm:grid-cols-2">
        {!online && <TextField label="City" {...field('city')} />}
        <TextField label={online ? 'Platform (optional)' : 'Venue'} {...field('venue')} />
        {!online && <TextField label="Map link (optional)" type="url" {...field('mapUrl')} />}
        <TextField label="Join link (optional)" type="url" hint="Shown only to members going and to hosts." {...field('joinUrl')} />
        <TextField label="Capacity" type="number" min={1} inputMode="numeric" hint="Empty for no limit; when full, members join a waitlist." {...field('capacity')} />
      </div>
      <TextAreaField label="Description" maxLength={5000} {...field('description')} />
      <TextAreaField label="Agenda" hint="One item a line: 18:30 Welcome" {...field('agenda')} />
      <button type="submit" className={buttonClasses('primary', 'lg')} disabled={status === 'busy'}>
        {status === 'busy' ? 'Saving...' : event ? 'Save changes' : 'Create event'}
      </button>
    </form>
  );
}
