import * as v from 'valibot';
import { noNul } from '../validation.ts';

// Who an announcement reaches (issue 32): a segment of the roster, signed up or not, declared once
// for the admin's form, the server's count and send, and the tests.

export const STANDINGS = { all: 'Students and alumni', student: 'Students', alumni: 'Alumni' } as const;
export const SIGNED_UP = { all: 'Everyone on the roster', yes: 'Members (signed up)', no: 'Not signed up yet' } as const;

const year = v.pipe(v.number('A year'), v.integer('A year'), v.minValue(1950, 'A year from 1950'), v.maxValue(2100, 'A year up to 2100'));
const words = (max: number) => v.pipe(v.string('Text'), noNul(), v.trim(), v.maxLength(max, `At most ${max} characters`));
const list = v.pipe(v.array(words(80), 'A list'), v.maxLength(50, 'At most 50 at once'));

/** Every filter is optional; together they narrow (and), each list is any of (or). */
export const AudienceSchema = v.pipe(
  v.object({
    /** The batch's end year (graduation), from and to, inclusive. */
    graduatingFrom: v.optional(v.nullable(year), null),
    graduatingTo: v.optional(v.nullable(year), null),
    branches: v.optional(list, []),
    courses: v.optional(list, []),
    standing: v.optional(v.picklist(Object.keys(STANDINGS) as (keyof typeof STANDINGS)[], 'Choose students, alumni or both'), 'all'),
    /** A member's city, as their profile's current work says it (signed-up members only). */
    city: v.optional(words(80), ''),
    /** A member's current company (signed-up members only). */
    company: v.optional(words(80), ''),
    signedUp: v.optional(v.picklist(Object.keys(SIGNED_UP) as (keyof typeof SIGNED_UP)[], 'Choose who on the roster'), 'yes'),
  }),
  v.check((a) => a.graduatingFrom === null || a.graduatingTo === null || a.graduatingFrom <= a.graduatingTo, 'The first year must not be after the last'),
  v.check((a) => a.signedUp !== 'no' || (a.city === '' && a.company === ''), 'City and company are known only for members who signed up'),
);
export type Audience = v.InferOutput<typeof AudienceSchema>;
export type AudienceInput = v.InferInput<typeof AudienceSchema>;

/** How many an audience reaches now, as the admin sees it before sending. */
export type AudienceCount = { members: number; notSignedUp: number };
