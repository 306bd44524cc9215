import type { Mentorship, MentorshipSession } from '#domain/mentorship/mentorship.ts';
import { SESSION_MINUTES, SessionSchema } from '#domain/mentorship/mentorship-schemas.ts';
import { parseWith } from '#domain/validation.ts';
import { SelectField } from '#pwa/components/form/select-field.tsx';
import { TextField } from '#pwa/components/form/text-field.tsx';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { useCheckedForm } from '#pwa/hooks/use-schema-form.ts';
import { useSubmit } from '#pwa/hooks/use-submit.ts';
import { downloadIcs } from '#pwa/lib/download-ics.ts';
import { toast } from '#pwa/lib/toast.ts';
import { cancelSession, scheduleSession } from '../api/mentorship-actions.ts';
import { PANEL } from './milestones-panel.tsx';

const FIELDS = ['startsAt', 'minutes', 'link', 'place'] as const;
type Values = Record<(typeof FIELDS)[number], string>;

/** The form's local date and time as an instant; '' stays '' (the schema says what is missing). */
const instant = (local: string) => (local && !Number.isNaN(Date.parse(local)) ? new Date(local).toISOString() : local);
const when = (s: MentorshipSession) => new Date(s.startsAt).toLocaleString(undefined, { weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });

/** The session as a calendar file: written on the device, offline too. */
const addToCalendar = (pair: Mentorship, s: MentorshipSession) =>
  void downloadIcs({
    _id: s._id,
    title: `Mentoring: ${pair.other.fullName}`,
    description: pair.goal,
    startsAt: s.startsAt,
    endsAt: new Date(Date.parse(s.startsAt) + s.minutes * 60_000).toISOString(),
    online: !!s.link && !s.place,
    city: '',
    venue: s.place,
    joinUrl: s.link || null,
    status: s.cancelled ? 'cancelled' : 'scheduled',
  });

/** Sessions, soonest first: a date and time, an online link or a place, and a calendar file each. */
export function SessionsPanel({ meId, pair, sessions }: { meId: string; pair: Mentorship; sessions: MentorshipSession[] }) {
  const active = pair.status === 'active';
  const { values, errors, onChange, validate, reset } = useCheckedForm(
    (v: Values) => parseWith(SessionSchema, { id: crypto.randomUUID(), mentorshipId: pair._id, startsAt: instant(v.startsAt), minutes: Number(v.minutes), link: v.link, place: v.place }),
    FIELDS,
    { startsAt: '', minutes: '60', link: '', place: '' },
  );
  const { status, handleSubmit } = useSubmit((s: Parameters<typeof scheduleSession>[1]) => scheduleSession(meId, s), { onSuccess: reset, doneMs: 0 });
  const cancel = async (s: MentorshipSession) => {
    const result = await cancelSession(meId, s._id);
    if (result.ok) toast.success(result.message);
    else toast.error(result.message);
  };
  return (
    <section aria-labelledby="sessions" className={PANEL}>
      <h2 id="sessions" className="text-lg font-bold text-slate-900 dark:text-white">
        Sessions
      </h2>
      {sessions.length === 0 && <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">No session yet: pick a time that suits you both.</p>}
      <ul className="mt-3 space-y-3">
        {sessions.map((s) => (
          <li key={s._id} className="flex flex-col gap-2 rounded-xl bg-slate-50 p-3 sm:flex-row sm:items-center sm:justify-between dark:bg-slate-800/60">
            <div className="min-w-0">
              <p className={`font-semibold text-slate-900 dark:text-white ${s.cancelled ? 'line-through' : ''}`}>
                <time dateTime={s.startsAt}>{when(s)}</time> · {s.minutes} min
              </p>
              <p className="text-sm break-words text-slate-700 dark:text-slate-300">
                {s.cancelled ? 'Cancelled' : [s.place, s.link].filter(Boolean).join(' · ')}
              </p>
            </div>
            {!s.cancelled && (
              <div className="flex shrink-0 gap-2">
                <button type="button" onClick={() => addToCalendar(pair, s)} className={buttonClasses('secondary', 'sm')}>
                  Add to calendar
                </button>
                {active && (
                  <button type="button" onClick={() => void cancel(s)} className={buttonClasses('secondary', 'sm')}>
                    Cancel
                  </button>
                )}
              </div>
            )}
          </li>
        ))}
      </ul>
      {active && (
        <form noValidate onSubmit={handleSubmit(validate)} aria-label="Schedule a session" className="mt-4 grid gap-3 sm:grid-cols-2">
          <TextField id="session-starts" name="startsAt" type="datetime-local" label="Date and time" value={values.startsAt} onChange={onChange} error={errors.startsAt} />
          <SelectField id="session-minutes" name="minutes" label="Length (minutes)" value={values.minutes} onChange={onChange} error={errors.minutes} options={SESSION_MINUTES.map(String)} />
          <TextField id="session-link" name="link" type="url" label="Online link" placeholder="https://meet.example.com/..." maxLength={500} value={values.link} onChange={onChange} error={errors.link} />
          <TextField id="session-place" name="place" label="Or a place to meet" maxLength={200} value={values.place} onChange={onChange} error={errors.place} />
          <div className="sm:col-span-2">
            <button type="submit" disabled={status === 'busy'} className={buttonClasses('primary', 'md')}>
              Schedule session
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
