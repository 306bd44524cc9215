import { useEffect, useRef, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { ContactSchema, type ContactInput } from '#domain/contact.ts';
import { TextAreaField, TextField } from '../../../components/form/text-field.tsx';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { useSchemaForm } from '../../../hooks/use-schema-form.ts';
import { sendContactMessage } from '../api/send-contact.ts';

const EMPTY: ContactInput = { name: '', email: '', message: '' };
const FIELDS = ['name', 'email', 'message'] as const;
const SENT_MS = 3000; // spec section 9: contact sent state 3 s

export function ContactForm() {
  const { values, errors, onChange, validate, showIssues, reset, formRef } = useSchemaForm(ContactSchema, FIELDS, EMPTY);
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent'>('idle');
  const sentTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(sentTimer.current), []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'sending') return;
    const contact = validate();
    if (!contact) return;

    setStatus('sending');
    const result = await sendContactMessage(contact);
    if (!result.ok) {
      setStatus('idle');
      toast.error(result.message);
      if (result.issues.length) showIssues(result.issues);
      return;
    }
    toast.success(result.message);
    reset();
    setStatus('sent');
    window.clearTimeout(sentTimer.current);
    sentTimer.current = window.setTimeout(() => setStatus('idle'), SENT_MS);
  };

  const sending = status === 'sending';
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-labelledby="contact-form-title" className="space-y-6">
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
          {status === 'sent' ? 'Message Sent!' : sending ? 'Sending…' : 'Send Message'}
        </button>
        <p role="status" className="text-sm font-medium text-emerald-700 dark:text-emerald-400">
          {status === 'sent' ? 'Thank you for contacting us!' : ''}
        </p>
      </div>
    </form>
  );
}
