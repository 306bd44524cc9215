import { describe, expect, it } from 'vitest';
import { ContactSchema } from './contact.ts';
import { parseWith } from './validation.ts';

const valid = { name: 'Asha Rao', email: 'asha@example.com', message: 'I would like to visit the campus.' };

function firstMessageFor(field: keyof typeof valid, value: string) {
  const result = parseWith(ContactSchema, { ...valid, [field]: value });
  if (result.ok) return undefined;
  return result.issues.find((i) => i.path === field)?.message;
}

describe('Contact rules', () => {
  it('accepts a valid message and trims every field', () => {
    const result = parseWith(ContactSchema, { name: '  Asha Rao ', email: ' asha@example.com ', message: '  Hello there, campus!  ' });
    expect(result).toEqual({ ok: true, value: { name: 'Asha Rao', email: 'asha@example.com', message: 'Hello there, campus!' } });
  });

  it.each([
    ['name', '', 'Name is required'],
    ['name', ' A ', 'Name is required'],
    ['name', 'R2-D2', 'Name must contain only letters and spaces'],
    ['name', 'Asha <b>Rao</b>', 'Name must contain only letters and spaces'],
    ['email', '', 'Invalid email address'],
    ['email', 'asha@', 'Invalid email address'],
    ['email', 'not an email', 'Invalid email address'],
    ['email', `${'a'.repeat(250)}@example.com`, 'Email must be a valid format'],
    ['message', 'too short', 'Message must be at least 10 characters'],
    ['message', '   padded   ', 'Message must be at least 10 characters'],
  ] as const)('%s %j → %s', (field, value, message) => {
    expect(firstMessageFor(field, value)).toBe(message);
  });

  it('accepts names in other scripts and with accents', () => {
    expect(firstMessageFor('name', 'Zoë Đặng')).toBeUndefined();
    expect(firstMessageFor('name', 'अनन्या शर्मा')).toBeUndefined();
  });

  it('reports a missing field with the field message, not a type error', () => {
    const result = parseWith(ContactSchema, { email: 'a@b.co', message: 'long enough text' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues).toEqual([{ path: 'name', message: 'Name is required' }]);
  });
});
