import * as v from 'valibot';
import { limitText } from './count-text.ts';

/** The highest offset a plain list accepts: far beyond any list here, far below a bigint's range. */
export const MAX_OFFSET = 1_000_000;

/**
 * A query-string parameter holding a whole number from `min` to `max`; a missing one is `fallback`.
 * Every numeric query parameter is one, so no number a Postgres bigint cannot hold (2^63 and up
 * was a 500) reaches the database, and each refusal says what is accepted
 * (docs/decisions/0050-bad-input-never-5xx.md). At most 16 digits: Number.MAX_SAFE_INTEGER's.
 */
export const queryInt = (name: string, min: number, max: number, fallback: number) => {
  const message = `${name} must be a whole number from ${limitText(min)} to ${limitText(max)}`;
  return v.optional(
    v.pipe(v.string(message), v.regex(/^\d{1,16}$/, message), v.transform(Number), v.minValue(min, message), v.maxValue(max, message)),
    String(fallback),
  );
};

/** `?limit=&offset=` of the plain lists (GET /api/jobDetail, GET /api/query). */
export const ListQuerySchema = v.object({
  limit: queryInt('limit', 1, 1000, 500),
  offset: queryInt('offset', 0, MAX_OFFSET, 0),
});
