import * as v from 'valibot';
import { ApiError } from './api-error.ts';

const Uuid = v.pipe(v.string(), v.uuid());

/**
 * The id in a path: every id we hand out is a UUID, so anything else names nothing. A missing thing
 * is a 404 whatever the id looks like (docs/decisions/0070-missing-is-404.md).
 */
export function pathId(value: string | undefined, notFoundMessage: string): string {
  if (!v.is(Uuid, value)) throw new ApiError(404, notFoundMessage, 'not_found');
  return value.toLowerCase();
}
