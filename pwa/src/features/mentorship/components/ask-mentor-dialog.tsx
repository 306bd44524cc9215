import { useState } from 'react';
import type { MentorCard } from '#domain/mentorship/mentorship.ts';
import { GOAL_MAX_CHARS, MentorRequestSchema } from '#domain/mentorship/mentorship-schemas.ts';
import { parseWith } from '#domain/validation.ts';
import { TextAreaField } from '#pwa/components/form/text-field.tsx';
import { FormDialog } from '#pwa/components/ui/form-dialog.tsx';
import { useCheckedForm } from '#pwa/hooks/use-schema-form.ts';
import { useSubmit } from '#pwa/hooks/use-submit.ts';
import { askMentor } from '../api/mentorship-actions.ts';

/** 'Ask to mentor': the goal (what help, by when) and which of the mentor's topics it touches. */
export function AskMentorDialog({ meId, mentor, onClose }: { meId: string; mentor: MentorCard; onClose: () => void }) {
  const [topics, setTopics] = useState<string[]>([]);
  const { values, errors, onChange, validate } = useCheckedForm(
    (v: { goal: string }) => parseWith(MentorRequestSchema, { id: crypto.randomUUID(), mentorId: mentor.userId, goal: v.goal, topics }),
    ['goal'] as const,
    { goal: '' },
  );
  const { status, handleSubmit } = useSubmit((input: { goal: string; topics: string[] }) => askMentor(meId, mentor, input.goal, input.topics), { onSuccess: onClose, doneMs: 0 });
  return (
    <FormDialog title={`Ask ${mentor.fullName} to mentor you`} onClose={onClose} onSubmit={handleSubmit(validate)} busy={status === 'busy'} submit="Send request" busyText="Sending...">
      <TextAreaField
        id="mentor-goal"
        name="goal"
        label="What would you like help with, and by when?"
        hint="For example: prepare for data science interviews by March."
        maxLength={GOAL_MAX_CHARS}
        value={values.goal}
        onChange={onChange}
        error={errors.goal}
      />
      <fieldset>
        <legend className="text-sm font-semibold text-slate-900 dark:text-white">Topics (optional)</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {mentor.topics.map((topic) => {
            const on = topics.includes(topic);
            return (
              <label key={topic} className="inline-flex items-center gap-2 rounded-full border border-slate-300 px-3 py-1.5 text-sm text-slate-800 has-checked:border-indigo-600 has-checked:bg-indigo-50 dark:border-slate-600 dark:text-slate-200 dark:has-checked:bg-indigo-500/15">
                <input type="checkbox" checked={on} onChange={() => setTopics(on ? topics.filter((t) => t !== topic) : [...topics, topic].slice(0, 5))} className="accent-indigo-600" />
                {topic}
              </label>
            );
          })}
        </div>
      </fieldset>
    </FormDialog>
  );
}
