import { useState } from 'react';
import { EmailCodeSchema, NewEmailSchema } from '#domain/accounts/email-change.ts';
import { TextField } from '#pwa/components/form/text-field.tsx';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { useSchemaForm } from '#pwa/hooks/use-schema-form.ts';
import { useSubmit } from '#pwa/hooks/use-submit.ts';
import { useSessionStore } from '#pwa/stores/session-store.ts';
import { askEmailCode, confirmEmailCode } from '../api/change-email.ts';
import { CodeField } from './code-field.tsx';

/** Step 1: the new address; a code goes to it. */
function NewEmailForm({ onSent }: { onSent: (email: string, message: string) => void }) {
  const { values, errors, onChange, validate, showIssues, formRef } = useSchemaForm(NewEmailSchema, ['email'] as const, { email: '' });
  const { status, handleSubmit } = useSubmit(askEmailCode, { onIssues: showIssues, onSuccess: (result, input) => onSent(input.email, result.sent), doneMs: 0 });
  const busy = status === 'busy';
  return (
    <form ref={formRef} method="post" noValidate onSubmit={handleSubmit(validate)} aria-label="Change e-mail address" className="space-y-6">
      <TextField
        id="new-email"
        name="email"
        type="email"
        label="New e-mail address"
        autoComplete="email"
        maxLength={254}
        hint="We send a code to it: your address changes once you enter the code."
        value={values.email}
        onChange={onChange}
        error={errors.email}
      />
      <button type="submit" disabled={busy} aria-busy={busy} className={buttonClasses('primary', 'lg', 'w-full sm:w-auto')}>
        {busy ? 'Sending the code...' : 'Send the code'}
      </button>
    </form>
  );
}

/** Step 2: the code from the new address's mail. */
function EmailCodeForm({ email, sentMessage, onDone, onBack }: { email: string; sentMessage: string; onDone: () => void; onBack: () => void }) {
  const { values, setValues, errors, validate, showIssues, formRef } = useSchemaForm(EmailCodeSchema, ['code'] as const, { code: '' });
  const setSession = useSessionStore((s) => s.setSession);
  const { status, handleSubmit } = useSubmit(confirmEmailCode, {
    onIssues: showIssues,
    onSuccess: ({ user }) => {
      const { token } = useSessionStore.getState();
      if (token) setSession(user, token);
      onDone();
    },
    doneMs: 0,
  });
  const busy = status === 'busy';
  return (
    <form ref={formRef} method="post" noValidate onSubmit={handleSubmit(validate)} aria-label={`Confirm ${email}`} className="space-y-6">
      <p role="status" className="rounded-2xl bg-indigo-50 p-4 text-sm [overflow-wrap:anywhere] text-indigo-900 dark:bg-indigo-500/10 dark:text-indigo-200">
        {sentMessage}
      </p>
      <CodeField id="email-code" value={values.code} onValue={(code) => setValues({ code })} error={errors.code} hint="The code works for 15 minutes." />
      <div className="flex flex-col-reverse gap-3 sm:flex-row">
        <button type="button" onClick={onBack} disabled={busy} className={buttonClasses('secondary', 'lg')}>
          Use another address
        </button>
        <button type="submit" disabled={busy} aria-busy={busy} className={buttonClasses('primary', 'lg')}>
          {busy ? 'Confirming...' : 'Confirm the new address'}
        </button>
      </div>
    </form>
  );
}

/** Settings → E-mail address (issue 53): a graduate's college address stops working; this one is theirs. */
export function ChangeEmailSection() {
  const email = useSessionStore((s) => s.user?.email);
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);
  return (
    <>
      {email && (
        <p className="mb-6 text-slate-700 dark:text-slate-300">
          Your address now: <span className="font-semibold break-all text-slate-900 dark:text-white">{email}</span>
        </p>
      )}
      {sent ? (
        <EmailCodeForm email={sent.email} sentMessage={sent.message} onDone={() => setSent(null)} onBack={() => setSent(null)} />
      ) : (
        <NewEmailForm onSent={(to, message) => setSent({ email: to, message })} />
      )}
    </>
  );
}
