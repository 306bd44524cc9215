import { HttpError } from './api-client.ts';

/** The message for a failed read: the server's own words, else the screen's fallback (spec section 8). */
export const loadErrorMessage = (error: unknown, fallback: string) =>
  (error instanceof HttpError && error.serverMessage) || fallback;
