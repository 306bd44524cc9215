import * as v from 'valibot';

/** One problem with one field, in the words the form shows. */
export type FieldIssue = { path: string; message: string };

export type ParseResult<T> =
  | { ok: true; value: T }
  | { ok: false; message: string; issues: FieldIssue[] };

/**
 * Parses input with a schema and reports the first message per field, the way the forms show them.
 * Used by the PWA forms and by the API, so both say the same words.
 */
export function parseWith<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
): ParseResult<v.InferOutput<S>> {
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  if (result.success) return { ok: true, value: result.output };
  const issues: FieldIssue[] = [];
  const seen = new Set<string>();
  for (const issue of result.issues) {
    const path = v.getDotPath(issue) ?? '';
    if (seen.has(path)) continue;
    seen.add(path);
    issues.push({ path, message: issue.message });
  }
  return { ok: false, message: issues[0]?.message ?? 'Invalid request', issues };
}

/** The first message for each field, keyed by field path: what a form renders under its inputs. */
export function fieldErrors(issues: FieldIssue[]): Record<string, string> {
  return Object.fromEntries(issues.map((i) => [i.path, i.message]));
}

export const NUL_MESSAGE = 'Text must not contain the NUL character (U+0000)';

const holdsNul = (value: unknown): boolean =>
  typeof value === 'string' ? value.includes('\u0000') : Array.isArray(value) && value.some(holdsNul);

/**
 * Refuses a NUL character in a text (or a list of texts). Postgres text cannot store one, so it
 * would fail at the database on every retry; here it is a field message like any other
 * (docs/decisions/0050-bad-input-never-5xx.md).
 */
export const noNul = <T>() => v.check<T, typeof NUL_MESSAGE>((value) => !holdsNul(value), NUL_MESSAGE);

/**
 * A text field: a missing one is treated as empty, so it fails with the field's own message
 * ('Name is required') rather than a generic "Invalid key"; and it never holds a NUL character.
 */
export const requiredText = <S extends v.GenericSchema<any, any>>(schema: S) =>
  v.optional(v.pipe(schema, noNul<v.InferOutput<S>>()), '' as never);
