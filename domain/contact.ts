import * as v from 'valibot';
import { requiredText } from './validation.ts';

// Unicode letters so that names such as "Zoë" or "Đặng" are accepted; the spec's rule is
// "letters and spaces only" (docs/decisions/0004-unicode-names.md).
const lettersAndSpaces = /^[\p{L}\p{M} ]+$/u;

export const emailField = requiredText(
  v.pipe(
    v.string('Invalid email address'),
    v.trim(),
    v.email('Invalid email address'),
    v.maxLength(254, 'Email must be a valid format'),
  ),
);

/** A person's name: the Contact form's and the roster's rule. */
export const personNameField = requiredText(
  v.pipe(
    v.string('Name is required'),
    v.trim(),
    v.minLength(2, 'Name is required'),
    v.maxLength(100, 'Name must be at most 100 characters'),
    v.regex(lettersAndSpaces, 'Name must contain only letters and spaces'),
  ),
);

export const ContactSchema = v.object({
  name: personNameField,
  email: emailField,
  message: requiredText(
    v.pipe(
      v.string('Message must be at least 10 characters'),
      v.trim(),
      v.minLength(10, 'Message must be at least 10 characters'),
      v.maxLength(5000, 'Message must be at most 5000 characters'),
    ),
  ),
});

export type ContactInput = v.InferInput<typeof ContactSchema>;
export type Contact = v.InferOutput<typeof ContactSchema>;

export const CONTACT_SENT_MESSAGE = 'Message sent Successfuly';
export const CONTACT_FAILED_MESSAGE = 'could not send Message. Please try again.';
export const CONTACT_ERROR_MESSAGE = 'Error in Message sent. Please try again.';
