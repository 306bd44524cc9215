import type { Context } from 'hono';
import * as v from 'valibot';
import { parseWith } from '#domain/validation.ts';
import { ApiError } from './api-error.ts';

/** Reads a JSON body and validates it with a schema from domain/, answering 400 with its messages. */
export async function readJson<S extends v.GenericSchema>(c: Context, schema: S): Promise<v.InferOutput<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new ApiError(400, 'The request body must be valid JSON', 'invalid_json');
  }
  return check(schema, body);
}

/** Reads a JSON object body as it is, for a mutator that parses it with its own schema. */
export async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  return readJson(c, JsonObject);
}

const JsonObject = v.custom<Record<string, unknown>>(
  (input) => typeof input === 'object' && input !== null && !Array.isArray(input),
  'The request body must be a JSON object',
);

/** Validates params or query values with a schema from domain/. */
export function check<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = parseWith(schema, input);
  if (!result.ok) throw new ApiError(400, result.message, 'invalid', result.issues);
  return result.value;
}
