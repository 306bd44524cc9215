import type { ChangeEvent } from 'react';
import { PasswordField } from '#pwa/components/form/password-field.tsx';
import { PasswordStrength } from './password-strength.tsx';

type Props = { id: string; label: string; value: string; onChange: (event: ChangeEvent<HTMLInputElement>) => void; error?: string };

/** A password being chosen (signup, a reset, settings): signup's rules as a meter and a checklist under it. */
export function NewPasswordField({ id, label, value, onChange, error }: Props) {
  return (
    <PasswordField
      id={id}
      name="password"
      label={label}
      autoComplete="new-password"
      maxLength={128}
      aria-required="true"
      value={value}
      onChange={onChange}
      error={error}
      hint={<PasswordStrength password={value} />}
    />
  );
}
