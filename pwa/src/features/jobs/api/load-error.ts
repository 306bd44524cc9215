import { HttpError } from '../../../lib/api-client.ts';

/** The toast for a failed read: the server's own message, else the spec's fallback (section 8, Jobs). */
export const loadErrorMessage = (error: unknown, fallback: string) =>
  error instanceof HttpError ? (error.serverMessage ?? fallback) : fallback;
