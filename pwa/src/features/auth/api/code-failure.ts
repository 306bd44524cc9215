import { INVALID_CODE_MESSAGE } from '#domain/accounts/signup.ts';
import { HttpError } from '#pwa/lib/api-client.ts';

// The spec says 'Invalid verification code' for every failure; an expired, used-up or already used
// code gets the server's own words instead, because trying again cannot help there.
const NEEDS_NEW_CODE = new Set(['code_expired', 'code_exhausted', 'code_used']);

export function codeFailureMessage(error: unknown): string {
  if (error instanceof HttpError && error.code && NEEDS_NEW_CODE.has(error.code)) {
    return error.serverMessage ?? INVALID_CODE_MESSAGE;
  }
  return INVALID_CODE_MESSAGE;
}
