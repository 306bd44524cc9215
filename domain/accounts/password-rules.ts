import * as v from 'valibot';
import { requiredText } from '../validation.ts';

export const SPECIAL_CHARACTERS = '!@#$%^&*';
const special = /[!@#$%^&*]/;

/** The signup password: each unmet rule has its own message, shown as a checklist too. */
export const PASSWORD_REQUIREMENTS = [
  { label: 'At least 8 characters', test: (p: string) => p.length >= 8, message: 'Password must be at least 8 characters' },
  { label: 'One lowercase letter', test: (p: string) => /[a-z]/.test(p), message: 'Password must contain at least one lowercase letter' },
  { label: 'One uppercase letter', test: (p: string) => /[A-Z]/.test(p), message: 'Password must contain at least one uppercase letter' },
  { label: 'One number', test: (p: string) => /\d/.test(p), message: 'Password must contain at least one number' },
  {
    label: `One special character (${SPECIAL_CHARACTERS})`,
    test: (p: string) => special.test(p),
    message: `Password must contain at least one special character (${SPECIAL_CHARACTERS})`,
  },
] as const;

export const SignupPasswordSchema = requiredText(
  v.pipe(
    v.string('Password must be at least 8 characters'),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const unmet = PASSWORD_REQUIREMENTS.find((r) => !r.test(dataset.value));
      if (unmet) addIssue({ message: unmet.message });
    }),
    v.maxLength(128, 'Password must be at most 128 characters'),
  ),
);

export const STRENGTH_LABELS = ['No password', 'Very weak', 'Weak', 'Medium', 'Strong', 'Very strong'] as const;

/** 0 to 5: one point each for lowercase, uppercase, digit, length of 8+, and a special character. */
export function passwordStrength(password: string): { score: number; label: (typeof STRENGTH_LABELS)[number] } {
  const score = PASSWORD_REQUIREMENTS.filter((r) => r.test(password)).length;
  return { score, label: STRENGTH_LABELS[score]! };
}
