import { describe, expect, it } from 'vitest';
import { LoginSchema } from './login.ts';
import { parseWith } from '../validation.ts';

const ok = { rollNumberOrEmail: '201811000001', password: 'abc12!', role: 'Student / Alumni' };
const messageFor = (input: Record<string, unknown>) => {
  const r = parseWith(LoginSchema, { ...ok, ...input });
  return r.ok ? undefined : r.message;
};

describe('login rules', () => {
  it('accepts a roll number or an e-mail, trimmed', () => {
    expect(parseWith(LoginSchema, { ...ok, rollNumberOrEmail: ' 201811000001 ' })).toMatchObject({
      ok: true,
      value: { rollNumberOrEmail: '201811000001' },
    });
    expect(messageFor({ rollNumberOrEmail: 'asha@example.com' })).toBeUndefined();
    expect(messageFor({ rollNumberOrEmail: 201811000001 })).toBeUndefined();
  });

  it.each([
    [{ rollNumberOrEmail: '12345' }, 'Roll number must be at least 10 digits'],
    [{ rollNumberOrEmail: '20181100AB01' }, 'Roll number must contain only digits'],
    [{ rollNumberOrEmail: 'asha@' }, 'Invalid email address'],
    [{ rollNumberOrEmail: '' }, 'Invalid email address'],
    [{ rollNumberOrEmail: `${'a'.repeat(250)}@example.com` }, 'Incorrect Email Format'],
    [{ password: 'ab1!' }, 'Password must be at least 6 characters'],
    [{ password: 'abcdef1' }, 'Password must include a letter, a number, and a special character'],
    [{ password: 'abcdef!' }, 'Password must include a letter, a number, and a special character'],
    [{ password: '123456!' }, 'Password must include a letter, a number, and a special character'],
    [{ role: 'Superuser' }, 'Choose a login type'],
  ])('%j → %s', (input, message) => {
    expect(messageFor(input)).toBe(message);
  });
});
