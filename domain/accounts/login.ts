import * as v from 'valibot';
import { requiredText } from '../validation.ts';

export const LOGIN_ROLES = ['Student / Alumni', 'Admin'] as const;
export type LoginRole = (typeof LOGIN_ROLES)[number];

/** 'Email Id / RollNumber': a roll number when it has no '@', else an e-mail address. */
export const RollNumberOrEmail = requiredText(
  v.pipe(
    v.union([v.string(), v.pipe(v.number(), v.integer(), v.transform(String))], 'Invalid email address'),
    v.trim(),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const value = dataset.value;
      if (value.includes('@')) {
        if (!v.is(v.pipe(v.string(), v.email()), value)) addIssue({ message: 'Invalid email address' });
        else if (value.length > 254) addIssue({ message: 'Incorrect Email Format' });
      } else if (/^\d+$/.test(value)) {
        if (value.length < 10) addIssue({ message: 'Roll number must be at least 10 digits' });
        else if (value.length > 15) addIssue({ message: 'Roll number must be at most 15 digits' });
      } else if (value === '' || /^[^\d]*$/.test(value)) {
        addIssue({ message: 'Invalid email address' });
      } else {
        addIssue({ message: 'Roll number must contain only digits' });
      }
    }),
  ),
);

export const LoginSchema = v.object({
  rollNumberOrEmail: RollNumberOrEmail,
  password: requiredText(
    v.pipe(
      v.string('Password must be at least 6 characters'),
      v.minLength(6, 'Password must be at least 6 characters'),
      v.maxLength(128, 'Password must be at most 128 characters'),
      v.check(
        (p) => /[A-Za-z]/.test(p) && /\d/.test(p) && /[^A-Za-z0-9]/.test(p),
        'Password must include a letter, a number, and a special character',
      ),
    ),
  ),
  role: v.optional(v.picklist(LOGIN_ROLES, 'Choose a login type'), 'Student / Alumni'),
});

export type LoginInput = v.InferInput<typeof LoginSchema>;
export type Login = v.InferOutput<typeof LoginSchema>;
