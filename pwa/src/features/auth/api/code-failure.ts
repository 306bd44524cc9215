import { INVALID_CODE_MESSAGE } from '#domain/accounts/signup.ts';
import { HttpError } from '../../../lib/api-client.ts';

// The spec says 'Invalid verification code' for every failure; an expired or used-up code gets the
// server's own words instead, because trying again cannot help there: a new code is needed.
const NEEDS_NEW_CODE = new Set(['code_expired', 'code_exhausted']);

export function codeFailureMessage(error: unknown): string {
  if (error instanceof HttpError && error.code && NEEDS_NEW_CODE.has(error.code)) {
    return error.serverMessage ?? INVALID_CODE_MESSAGE;
  }
  return INVALID_CODE_MESSAGE;
}
