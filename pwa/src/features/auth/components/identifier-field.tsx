import type { ChangeEvent, ReactNode } from 'react';
import { TextField } from '#pwa/components/form/text-field.tsx';

type Props = { id: string; value: string; onChange: (event: ChangeEvent<HTMLInputElement>) => void; error?: string; hint?: ReactNode };

/** 'Email Id / RollNumber' (spec section 2, Login): the account, as logging in and a password reset name it. */
export function IdentifierField({ id, value, onChange, error, hint }: Props) {
  return (
    <TextField
      id={id}
      name="rollNumberOrEmail"
      label="Email Id / RollNumber"
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      maxLength={254}
      aria-required="true"
      hint={hint}
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}
