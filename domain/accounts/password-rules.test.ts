import { describe, expect, it } from 'vitest';
import { SignupPasswordSchema, passwordStrength } from './password-rules.ts';
import { parseWith } from '../validation.ts';

describe('password strength', () => {
  it.each([
    ['', 0, 'No password'],
    ['abc', 1, 'Very weak'],
    ['abcDEF', 2, 'Weak'],
    ['abcDEF1', 3, 'Medium'],
    ['abcDEF12', 4, 'Strong'],
    ['abcDEF1!', 5, 'Very strong'],
    ['!!!!!!!!', 2, 'Weak'],
  ])('%j scores %i (%s)', (password, score, label) => {
    expect(passwordStrength(password)).toEqual({ score, label });
  });
});

describe('signup password rules', () => {
  it.each([
    ['Ab1!', 'Password must be at least 8 characters'],
    ['ABCDEFG1!', 'Password must contain at least one lowercase letter'],
    ['abcdefg1!', 'Password must contain at least one uppercase letter'],
    ['Abcdefgh!', 'Password must contain at least one number'],
    ['Abcdefgh1', 'Password must contain at least one special character (!@#$%^&*)'],
  ])('%j → %s', (password, message) => {
    const r = parseWith(SignupPasswordSchema, password);
    expect(r.ok ? undefined : r.message).toBe(message);
  });

  it('accepts a password meeting every rule', () => {
    expect(parseWith(SignupPasswordSchema, 'Campus#2024').ok).toBe(true);
  });
});
