import * as v from 'valibot';
import { requiredText } from '../validation.ts';

// Up to 15 digits, so a roll number is exact as a JS number and as a Postgres bigint
// (docs/decisions/0007-roll-number-limits.md).
export const ROLL_NUMBER_MAX_DIGITS = 15;

/** Roll number as typed on the signup and add-student forms: at least 10 digits, digits only. */
export const RollNumberSchema = requiredText(
  v.pipe(
    v.union([v.string(), v.pipe(v.number(), v.integer(), v.transform(String))], 'Roll number is required'),
    v.trim(),
    v.minLength(10, 'Roll number is required'),
    v.regex(/^\d+$/, 'Roll number must contain only digits'),
    v.maxLength(ROLL_NUMBER_MAX_DIGITS, `Roll number must be at most ${ROLL_NUMBER_MAX_DIGITS} digits`),
  ),
);

export const isRollNumberLike = (value: string) => /^\d+$/.test(value);
