import type { KeyboardEvent } from 'react';

/**
 * Spec section 2, Signup: Enter inside the wizard's fields does not submit, so a half-typed code or
 * password is never sent by accident. Enter on a focused button still presses it.
 */
export function suppressEnter(event: KeyboardEvent<HTMLFormElement>) {
  if (event.key === 'Enter' && event.target instanceof HTMLInputElement) event.preventDefault();
}
