import { useState } from 'react';
import type { Profile } from '#domain/profile/profile.ts';
import { sectionsOf } from '#domain/profile/section-writes.ts';
import { TextAreaField } from '#pwa/components/form/text-field.tsx';
import { itemErrors, useSectionSave } from '../hooks/use-section-save.ts';
import { FormDialog } from '#pwa/components/ui/form-dialog.tsx';

/** 'Edit Skills': both lists as comma-separated text (spec 3). */
export function SkillsDialog({ profile, onClose }: { profile: Profile; onClose: () => void }) {
  const [technicalSkill, setTechnical] = useState(profile.skillId.technicalSkill.join(', '));
  const [nonTechnicalSkill, setNonTechnical] = useState(profile.skillId.nonTechnicalSkill.join(', '));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { busy, handleSubmit } = useSectionSave(profile, { onDone: onClose, onIssues: (issues) => setErrors(itemErrors(issues)) });
  const exists = sectionsOf(profile).skills !== null;
  const entered = `${technicalSkill}${nonTechnicalSkill}`.replace(/[\s,]/g, '') !== '';

  // Spec 4: created when technical or non-technical text is entered and none exists, else updated.
  const submit = handleSubmit(() =>
    !exists && entered
      ? { name: 'addUserSkills', args: { technicalSkill, nonTechnicalSkill } }
      : { name: 'updateSkills', args: { technicalSkill, nonTechnicalSkill } },
  );
  const hint = 'Separate skills with commas';
  return (
    <FormDialog title="Edit Skills" onClose={onClose} onSubmit={submit} busy={busy}>
      <TextAreaField id="technical-skills" data-autofocus label="Technical Skills" hint={hint} value={technicalSkill} error={errors.technicalSkill} onChange={(e) => setTechnical(e.target.value)} />
      <TextAreaField id="non-technical-skills" label="Non-Technical Skills" hint={hint} value={nonTechnicalSkill} error={errors.nonTechnicalSkill} onChange={(e) => setNonTechnical(e.target.value)} />
    </FormDialog>
  );
}
