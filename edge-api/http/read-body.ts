import type { Context } from 'hono';
import type { GenericSchema, InferOutput } from 'valibot';
import { parseWith } from '#domain/validation.ts';
import { ApiError } from './api-error.ts';

/** Reads a JSON body and validates it with a schema from domain/, answering 400 with its messages. */
export async function readJson<S extends GenericSchema>(c: Context, schema: S): Promise<InferOutput<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new ApiError(400, 'The request body must be valid JSON', 'invalid_json');
  }
  return check(schema, body);
}

/** Validates params or query values with a schema from domain/. */
export function check<S extends GenericSchema>(schema: S, input: unknown): InferOutput<S> {
  const result = parseWith(schema, input);
  if (!result.ok) throw new ApiError(400, result.message, 'invalid', result.issues);
  return result.value;
}
