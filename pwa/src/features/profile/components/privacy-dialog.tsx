import { useState } from 'react';
import { AUDIENCE_LABELS, AUDIENCES, PRIVACY_FIELDS, PRIVACY_LABELS, privacyOf, type Audience, type Privacy } from '#domain/profile/privacy.ts';
import type { Profile } from '#domain/profile/profile.ts';
import { SelectField } from '#pwa/components/form/select-field.tsx';
import { TextField } from '#pwa/components/form/text-field.tsx';
import { useSubmit } from '#pwa/hooks/use-submit.ts';
import { savePrivacy } from '../api/save-privacy.ts';
import { itemErrors } from '../hooks/use-section-save.ts';
import { FormDialog } from '#pwa/components/ui/form-dialog.tsx';

const LABELS = AUDIENCES.map((a) => AUDIENCE_LABELS[a]);
const audienceOf = (label: string) => AUDIENCES.find((a) => AUDIENCE_LABELS[a] === label) ?? 'only-me';

/** 'Contact and Privacy': the optional phone, and who may see the e-mail, phone, work, resume and donation total. */
export function PrivacyDialog({ profile, onClose }: { profile: Profile; onClose: () => void }) {
  const [phone, setPhone] = useState(profile.phone ?? '');
  const [privacy, setPrivacy] = useState<Privacy>(() => privacyOf(profile.privacy));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { status, handleSubmit } = useSubmit((input: { phone: string; privacy: Privacy }) => savePrivacy(profile, input.phone, input.privacy), {
    onSuccess: onClose,
    onIssues: (issues) => setErrors(itemErrors(issues)),
  });
  return (
    <FormDialog title="Contact and Privacy" onClose={onClose} onSubmit={handleSubmit(() => ({ phone, privacy }))} busy={status === 'busy'}>
      <TextField id="contact-phone" data-autofocus label="Phone (optional)" type="tel" autoComplete="tel" value={phone} error={errors.phone} onChange={(e) => setPhone(e.target.value)} />
      <fieldset className="space-y-4">
        <legend className="text-sm font-bold text-slate-900 dark:text-white">Who may see</legend>
        {PRIVACY_FIELDS.map((field) => (
          <SelectField
            key={field}
            id={`privacy-${field}`}
            label={PRIVACY_LABELS[field]}
            options={LABELS}
            value={AUDIENCE_LABELS[privacy[field]]}
            onChange={(e) => setPrivacy({ ...privacy, [field]: audienceOf(e.target.value) as Audience })}
          />
        ))}
      </fieldset>
    </FormDialog>
  );
}
