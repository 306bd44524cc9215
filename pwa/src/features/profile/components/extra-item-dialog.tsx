import { useState } from 'react';
import type { Achievement, Extracurricular, Profile } from '#domain/profile/profile.ts';
import { sectionsOf } from '#domain/profile/section-writes.ts';
import { TextAreaField, TextField } from '#pwa/components/form/text-field.tsx';
import { itemErrors, useSectionSave } from '../hooks/use-section-save.ts';
import { FormDialog } from '#pwa/components/ui/form-dialog.tsx';

type Kind = 'achievements' | 'extracurriculars';
type Item<K extends Kind> = K extends 'achievements' ? Achievement : Extracurricular;

const BLANK = {
  achievements: { title: '', description: '', date: '' },
  extracurriculars: { activity: '', description: '', duration: '' },
} as const;
const FIELDS = {
  achievements: [['title', 'Title'], ['description', 'Description'], ['date', 'Date']],
  extracurriculars: [['activity', 'Activity'], ['description', 'Description'], ['duration', 'Duration']],
} as const;
const TITLES = { achievements: 'Achievement', extracurriculars: 'Extracurricular' } as const;

type Props<K extends Kind> = { profile: Profile; kind: K; /** The item to edit; a new one when absent. */ index?: number; onClose: () => void };

/** 'Add Achievement' and 'Add Extracurricular', which also edit one item of their list. */
export function ExtraItemDialog<K extends Kind>({ profile, kind, index, onClose }: Props<K>) {
  const list = profile.extraId[kind] as Item<K>[];
  const [item, setItem] = useState<Record<string, string>>({ ...(index === undefined ? BLANK[kind] : list[index]) });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const at = index ?? list.length;
  const { busy, handleSubmit } = useSectionSave(profile, {
    onDone: onClose,
    onIssues: (issues) => setErrors(itemErrors(issues, `${kind}.${at}.`)),
  });
  const today = new Date().toISOString().slice(0, 10);

  const submit = handleSubmit(() => {
    const next = [...list.slice(0, at), item, ...list.slice(at + 1)];
    // Spec 4: created when no extra record exists, otherwise updated.
    if (sectionsOf(profile).extra === null) return { name: 'addExtraInfo', args: { [kind]: next } };
    return kind === 'achievements'
      ? { name: 'updateAchievement', args: { achievements: next as Achievement[] } }
      : { name: 'updateExtracarricular', args: { extracurriculars: next as Extracurricular[] } };
  });

  return (
    <FormDialog title={`${index === undefined ? 'Add' : 'Edit'} ${TITLES[kind]}`} onClose={onClose} onSubmit={submit} busy={busy}>
      {FIELDS[kind].map(([name, label]) => {
        const first = name === FIELDS[kind][0][0] ? { 'data-autofocus': true } : {};
        const common = { id: `${kind}-${name}`, label, value: item[name] ?? '', error: errors[name], ...first };
        const onChange = (e: { target: { value: string } }) => setItem({ ...item, [name]: e.target.value });
        if (name === 'description') return <TextAreaField key={name} {...common} onChange={onChange} />;
        return <TextField key={name} {...common} onChange={onChange} {...(name === 'date' ? { type: 'date', max: today } : {})} />;
      })}
    </FormDialog>
  );
}
