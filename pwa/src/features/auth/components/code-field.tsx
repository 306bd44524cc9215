import type { ComponentProps } from 'react';
import { TextField } from '#pwa/components/form/text-field.tsx';

/** The verification code input of the signup wizard and of /verify/{email} (spec sections 2 and 9). */
export function CodeField({ value, onValue, ...rest }: { value: string; onValue: (code: string) => void } & Pick<ComponentProps<typeof TextField>, 'id' | 'error' | 'minLength' | 'hint'>) {
  return (
    <TextField
      name="code"
      label="Verification Code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      aria-required="true"
      placeholder="6-digit code"
      className="tracking-[0.3em] placeholder:tracking-normal"
      hint="The code is valid for 10 minutes."
      value={value}
      onChange={(event) => onValue(event.target.value)}
      {...rest}
    />
  );
}
