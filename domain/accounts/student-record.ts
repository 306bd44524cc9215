import * as v from 'valibot';
import { emailField, personNameField } from '../contact.ts';
import { requiredText } from '../validation.ts';
import { RollNumberSchema } from './roll-number.ts';

export const GENDERS = ['Male', 'Female', 'Other'] as const;
export const BATCH_MESSAGE = 'Batch must be in format YYYY-YYYY (e.g. 2020-2024)';
export const CGPA_MESSAGE = 'CGPA must be between 0 and 10, with up to 2 decimal places';

const text = (min: number, message: string, max = 100) =>
  requiredText(v.pipe(v.string(message), v.trim(), v.minLength(min, message), v.maxLength(max, `Must be at most ${max} characters`)));

/** CGPA 0 to 10 with up to 2 decimals, accepted as text or number, converted to a number. */
export const CgpaSchema = v.pipe(
  v.union([v.string(), v.number()], CGPA_MESSAGE),
  v.transform((x) => String(x).trim()),
  v.regex(/^\d{1,2}(\.\d{1,2})?$/, CGPA_MESSAGE),
  v.transform(Number),
  v.minValue(0, CGPA_MESSAGE),
  v.maxValue(10, CGPA_MESSAGE),
);

export const GenderSchema = requiredText(
  v.pipe(
    v.string('Gender is required'),
    v.trim(),
    v.nonEmpty('Gender is required'),
    v.picklist(GENDERS, 'Gender not selected'),
  ),
);

export const BatchSchema = requiredText(
  v.pipe(
    v.string(BATCH_MESSAGE),
    v.trim(),
    v.regex(/^\d{4}-\d{4}$/, BATCH_MESSAGE),
    v.check((b) => Number(b.slice(5)) > Number(b.slice(0, 4)), 'The batch must end after it starts'),
  ),
);

/** A student roster record, as the admin enters it and as signup shows it. */
export const StudentRecordSchema = v.object({
  fullName: personNameField,
  email: emailField,
  rollNumber: RollNumberSchema,
  gender: GenderSchema,
  batch: BatchSchema,
  branch: text(2, 'Branch is required'),
  course: text(2, 'Course is required'),
  cgpa: CgpaSchema,
});

export type StudentRecordInput = v.InferInput<typeof StudentRecordSchema>;
export type StudentRecord = v.InferOutput<typeof StudentRecordSchema>;

/** 'Alumni' once the batch's end year has passed, else 'Student' (computed, never stored). */
export function roleLabel(batch: string, today: Date): 'Alumni' | 'Student' {
  const end = Number(batch.slice(5, 9));
  return Number.isFinite(end) && end < today.getUTCFullYear() ? 'Alumni' : 'Student';
}
