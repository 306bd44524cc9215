import { ContactSchema, type ContactInput } from '#domain/contact.ts';
import { TextAreaField, TextField } from '#pwa/components/form/text-field.tsx';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { useSchemaForm } from '#pwa/hooks/use-schema-form.ts';
import { useSubmit } from '#pwa/hooks/use-submit.ts';
import { sendContactMessage } from '../api/send-contact.ts';

const EMPTY: ContactInput = { name: '', email: '', message: '' };
const FIELDS = ['name', 'email', 'message'] as const;
const SENT_MS = 3000; // spec section 9: contact sent state 3 s

export function ContactForm() {
  const { values, errors, onChange, validate, showIssues, reset, formRef } = useSchemaForm(ContactSchema, FIELDS, EMPTY);
  const { status, handleSubmit } = useSubmit(sendContactMessage, { onIssues: showIssues, onSuccess: reset, doneMs: SENT_MS });
  const sending = status === 'busy';

  return (
    // method=post: were the browser ever to send this form itself (no app yet), nothing goes into the address.
    <form ref={formRef} method="post" noValidate onSubmit={handleSubmit(validate)} aria-labelledby="contact-form-title" className="space-y-6">
      <h2 id="contact-form-title" className="text-xl font-semibold text-slate-900 dark:text-white">
        Write to us
      </h2>
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField
          id="contact-name"
          name="name"
          label="Name"
          autoComplete="name"
          maxLength={100}
          aria-required="true"
          value={values.name}
          onChange={onChange}
          error={errors.name}
        />
        <TextField
          id="contact-email"
          name="email"
          type="email"
          label="Email"
          autoComplete="email"
          inputMode="email"
          maxLength={254}
          aria-required="true"
          value={values.email}
          onChange={onChange}
          error={errors.email}
        />
      </div>
      <TextAreaField
        id="contact-message"
        name="message"
        label="Message"
        rows={6}
        maxLength={5000}
        aria-required="true"
        placeholder="How can we help?"
        value={values.message}
        onChange={onChange}
        error={errors.message}
      />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <button type="submit" disabled={sending} aria-busy={sending} className={buttonClasses('primary', 'lg', 'sm:min-w-48')}>
          {status === 'done' ? 'Message Sent!' : sending ? 'Sending…' : 'Send Message'}
        </button>
        <p role="status" className="text-sm font-medium text-emerald-700 dark:text-emerald-400">
          {status === 'done' ? 'Thank you for contacting us!' : ''}
        </p>
      </div>
    </form>
  );
}
