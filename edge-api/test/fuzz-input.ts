// Hostile input for edge-api/fuzz.test.ts: seeded, so every run sends the very same requests.
import { demoRandom } from '../db/demo/demo-random.ts';
import { validJob } from './jobs.ts';

/** Seeded draws (the demo data's PRNG); `pick` and `int` take from it. */
export function seeded(seed: number) {
  const { next } = demoRandom(seed);
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)]!;
  const uuid = () =>
    'xxxxxxxx-xxxx-4xxx-8xxx-xxxxxxxxxxxx'.replace(/x/g, () => int(16).toString(16));
  return { int, pick, uuid };
}

/** What replaces one value of a body: NUL, huge and negative numbers, wrong types. */
export const HOSTILE_VALUES: readonly unknown[] = [
  '\u0000',
  'Valid words\u0000 then NUL',
  '%zz',
  '',
  'x'.repeat(3000),
  -1,
  1.5,
  2 ** 63,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  '9223372036854775808',
  '-9223372036854775809',
  '99999999999999999999',
  [],
  ['\u0000', 5],
  {},
  { $numberLong: '\u0000' },
  { '\u0000': 1 },
  null,
  true,
];

/** Segments for a path parameter: plausible, malformed escapes, NUL, huge and negative numbers. */
export const HOSTILE_SEGMENTS: readonly string[] = [
  '%zz',
  '%',
  '%E0%A4%A',
  '%00',
  'a%00b%40example.com',
  '%C0%AF',
  '..%2F..%2Fetc%2Fpasswd',
  '99999999999999999999',
  '9223372036854775808',
  '-1',
  '1e400',
  'null',
  '%5B%5D',
  'x'.repeat(600),
];

/** Query strings: each numeric parameter alone out of range or malformed, then NUL, escapes, repeats. */
export const HOSTILE_QUERIES: readonly string[] = [
  ...['limit', 'offset', 'cursor', 'page', 'pageSize'].flatMap((key) =>
    ['99999999999999999999', '9223372036854775808', '-1', '1e3', '%zz'].map((value) => `${key}=${value}`),
  ),
  '%zz=%zz&search=%E0%A4%A&sort=%&order=%C0%AF',
  'search=%00&sort=%00&order=%00&limit=%00&cursor=%00',
  `limit=1&limit=2&offset=0&offset=x&search=a&search=${'x'.repeat(2000)}`,
];

/** Bodies that are not the JSON object a route reads, each with the content type it claims. */
export const RAW_BODIES: ReadonlyArray<readonly [contentType: string, body: string | Uint8Array]> = [
  ['application/json', '{'],
  ['application/json', 'not json at all'],
  ['application/json', ''],
  ['application/json', 'null'],
  ['application/json', '[]'],
  ['application/json', '"a string"'],
  ['application/json', '12345'],
  ['application/json', '{"id": 1e400, "limit": 123456789012345678901234567890, "name": "\\u0000"}'],
  ['application/json', '{"clientId": "\\u0000", "mutations": [{"id": 1e400, "name": {}, "args": []}]}'],
  ['text/plain', '{"title": "a plain text body"}'],
  ['application/x-www-form-urlencoded', 'a=%zz&b=%00&file=x'],
  ['application/octet-stream', new Uint8Array([0, 255, 0, 80, 75, 3, 4, 0xd0, 0xcf])],
  ['multipart/form-data; boundary=fuzz', '--fuzz\r\nContent-Disposition: form-data; name="file"; filename="a.xlsx"\r\n\r\nPK\u0003\u0004junk\r\n--fuzz--\r\n'],
  ['multipart/form-data; boundary=fuzz', '--fuzz\r\nContent-Disposition: form-data; name="file"\r\n\r\n%zz\u0000\r\n--fu'],
];

/**
 * Valid bodies of every form the API reads; the fuzz sends each, with one value replaced by a
 * hostile one, to every route that takes a body, so each route also gets the shape it expects.
 */
export function sampleBodies(ids: { uuid: () => string; rollNumber: string; otherMember?: string }): Record<string, unknown>[] {
  const text = 'A perfectly ordinary sentence for the fuzzer.';
  return [
    { name: 'Asha Rao', email: 'asha@example.com', message: text },
    validJob({ requirements: ['AutoCAD', 'Surveying'], application_deadline: '2027-01-31' }),
    { title: 'How should I prepare for placements?', content: text, category: 'Career' },
    { answer: text, content: text, status: 'Resolved' },
    {
      fullName: 'Ishaan Reddy',
      email: 'ishaan.fuzz@students.example.edu',
      rollNumber: '202003000999',
      gender: 'Male',
      batch: '2020-2024',
      branch: 'Mechanical',
      course: 'B.Tech',
      cgpa: '7.5',
    },
    { rollNumberOrEmail: ids.rollNumber, password: 'Wrong#Pass1', role: 'Student / Alumni' },
    { signupToken: 'not.a.token', rollNumber: ids.rollNumber, password: 'Campus#2024', code: '123456' },
    {
      // A new device each time it is sent, so that each push is applied rather than replayed.
      get clientId() {
        return ids.uuid();
      },
      mutations: [{ id: 1, name: 'askQuestion', args: { id: ids.uuid(), title: 'A question from the fuzzer', content: text } }],
    },
    // A message to another member, its report, the read receipts switch and a read mark, in one.
    {
      get id() {
        return ids.uuid();
      },
      toUserId: ids.otherMember ?? ids.uuid(),
      text,
      reason: text,
      on: true,
      upTo: 3,
    },
  ];
}

type Path = (string | number)[];

/** Every place in a JSON value (objects, lists and the values in them), as key paths. */
export function placesIn(value: unknown, at: Path = []): Path[] {
  const inner =
    Array.isArray(value) ? value.flatMap((v, i) => placesIn(v, [...at, i]))
    : typeof value === 'object' && value !== null ? Object.entries(value).flatMap(([k, v]) => placesIn(v, [...at, k]))
    : [];
  return at.length ? [at, ...inner] : inner;
}

const valueAt = (value: unknown, at: Path): unknown => at.reduce<any>((v, k) => v?.[k], value);

/**
 * One body per place of `sample`: a text gets a NUL in it, any other value a hostile one in turn,
 * so that every field of every form meets NUL and a wrong type.
 */
export const withEveryPlaceHostile = (sample: unknown): unknown[] =>
  placesIn(sample).map((at, i) =>
    replaceAt(sample, at, typeof valueAt(sample, at) === 'string' ? `${valueAt(sample, at)}\u0000` : HOSTILE_VALUES[i % HOSTILE_VALUES.length]),
  );

/** A deep copy of `value` with the place `at` replaced by `replacement`. */
export function replaceAt(value: unknown, at: Path, replacement: unknown): unknown {
  if (at.length === 0) return replacement;
  const [head, ...rest] = at;
  const copy: any = Array.isArray(value) ? [...value] : { ...(value as object) };
  copy[head!] = replaceAt(copy[head!], rest, replacement);
  return copy;
}
