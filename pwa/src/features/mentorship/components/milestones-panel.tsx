import { useState } from 'react';
import type { MentorshipMilestone, MentorshipNote } from '#domain/mentorship/mentorship.ts';
import { MilestoneSchema, MentorshipNoteSchema } from '#domain/mentorship/mentorship-schemas.ts';
import { parseWith } from '#domain/validation.ts';
import { TextAreaField, TextField } from '#pwa/components/form/text-field.tsx';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { useCheckedForm } from '#pwa/hooks/use-schema-form.ts';
import { useSubmit } from '#pwa/hooks/use-submit.ts';
import { toast } from '#pwa/lib/toast.ts';
import { addMilestone, addNote, tickMilestone } from '../api/mentorship-actions.ts';

export const PANEL = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900';
const HEADING = 'text-lg font-bold text-slate-900 dark:text-white';

/** The pair's checklist: either of them adds a milestone or ticks one. */
export function MilestonesPanel({ meId, mentorshipId, milestones, active }: { meId: string; mentorshipId: string; milestones: MentorshipMilestone[]; active: boolean }) {
  const { values, errors, onChange, validate, reset } = useCheckedForm(
    (v: { title: string }) => parseWith(MilestoneSchema, { id: crypto.randomUUID(), mentorshipId, title: v.title }),
    ['title'] as const,
    { title: '' },
  );
  const { status, handleSubmit } = useSubmit((input: { title: string }) => addMilestone(meId, mentorshipId, input.title), { onSuccess: reset, doneMs: 0 });
  const tick = async (m: MentorshipMilestone) => {
    const result = await tickMilestone(meId, m._id, !m.done);
    if (!result.ok) toast.error(result.message);
  };
  const done = milestones.filter((m) => m.done).length;
  return (
    <section aria-labelledby="milestones" className={PANEL}>
      <h2 id="milestones" className={HEADING}>
        Milestones <span className="font-normal text-slate-600 dark:text-slate-400">({done} of {milestones.length} done)</span>
      </h2>
      <ul className="mt-3 space-y-2">
        {milestones.map((m) => (
          <li key={m._id}>
            <label className="flex items-start gap-3 text-slate-800 dark:text-slate-200">
              <input type="checkbox" checked={m.done} disabled={!active} onChange={() => void tick(m)} className="mt-1 size-4 accent-indigo-600" />
              <span className={`break-words ${m.done ? 'text-slate-500 line-through dark:text-slate-400' : ''}`}>{m.title}</span>
            </label>
          </li>
        ))}
      </ul>
      {active && (
        <form noValidate onSubmit={handleSubmit(validate)} className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-start">
          <div className="flex-1">
            <TextField id="milestone-title" name="title" label="New milestone" maxLength={120} value={values.title} onChange={onChange} error={errors.title} />
          </div>
          <button type="submit" disabled={status === 'busy'} className={buttonClasses('secondary', 'md', 'sm:mt-7')}>
            Add
          </button>
        </form>
      )}
    </section>
  );
}

/** The pair's shared notes, oldest first, as a log either can add to. */
export function NotesPanel({ meId, mentorshipId, notes, active, names }: { meId: string; mentorshipId: string; notes: MentorshipNote[]; active: boolean; names: Record<string, string> }) {
  const [body, setBody] = useState('');
  const [error, setError] = useState<string>();
  const { status, handleSubmit } = useSubmit((text: string) => addNote(meId, mentorshipId, text), { onSuccess: () => setBody(''), doneMs: 0 });
  const prepare = () => {
    const parsed = parseWith(MentorshipNoteSchema, { id: crypto.randomUUID(), mentorshipId, body });
    setError(parsed.ok ? undefined : parsed.message);
    return parsed.ok ? parsed.value.body : undefined;
  };
  return (
    <section aria-labelledby="notes" className={PANEL}>
      <h2 id="notes" className={HEADING}>
        Notes
      </h2>
      {notes.length === 0 && <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">Notes you keep together appear here: what you agreed, what to read, what comes next.</p>}
      <ol className="mt-3 space-y-3">
        {notes.map((n) => (
          <li key={n._id} className="rounded-xl bg-slate-50 p-3 dark:bg-slate-800/60">
            <p className="text-sm font-semibold text-slate-900 dark:text-white">
              {n.authorId === meId ? 'You' : (names[n.authorId] ?? 'Former member')}{' '}
              <time dateTime={n.createdAt} className="font-normal text-slate-600 dark:text-slate-400">
                {new Date(n.createdAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}
              </time>
            </p>
            <p className="mt-1 break-words whitespace-pre-line text-slate-800 dark:text-slate-200">{n.body}</p>
          </li>
        ))}
      </ol>
      {active && (
        <form noValidate onSubmit={handleSubmit(prepare)} className="mt-4 space-y-2">
          <TextAreaField id="note-body" label="Add a note" maxLength={2000} value={body} onChange={(e) => setBody(e.target.value)} error={error} />
          <button type="submit" disabled={status === 'busy'} className={buttonClasses('secondary', 'md')}>
            Add note
          </button>
        </form>
      )}
    </section>
  );
}
