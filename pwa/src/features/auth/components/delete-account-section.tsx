import { useState, type FormEvent } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { DeleteAccountSchema, ERASE_AFTER_DAYS } from '#domain/accounts/account-deletion.ts';
import { PasswordField } from '#pwa/components/form/password-field.tsx';
import { buttonClasses, DANGER_BUTTON } from '#pwa/components/ui/button-styles.ts';
import { ConfirmDialog } from '#pwa/components/ui/confirm-dialog.tsx';
import { useSchemaForm } from '#pwa/hooks/use-schema-form.ts';
import { useSubmit } from '#pwa/hooks/use-submit.ts';
import { setSigningOut } from '#pwa/lib/refresh-session.ts';
import { useSessionStore } from '#pwa/stores/session-store.ts';
import { deleteAccount, unsentChanges } from '../api/delete-account.ts';
import { passkeysSupported } from '../api/passkeys.ts';


/** What deleting takes away and what it leaves, said before the password is asked for. */
function Consequences() {
  return (
    <ul className="mb-6 list-disc space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300">
      <li>Your account is deactivated at once: every device is signed out, and nobody finds you in people, search or the directory.</li>
      <li>In {ERASE_AFTER_DAYS} days it is erased: your profile, contact details, photo, resume, connections, notifications and settings.</li>
      <li>Your questions, answers, comments and messages stay for the people they were written to, shown as from a “Former member”.</li>
      <li>Donation records stay with your name only, as the college must keep them for its tax receipts.</li>
      <li>Changed your mind? Sign in within {ERASE_AFTER_DAYS} days and choose “Keep my account”.</li>
    </ul>
  );
}

/** Settings → Delete my account (issue 53): the password again, then a last question. */
export function DeleteAccountSection() {
  const userId = useSessionStore((s) => s.user?._id ?? '');
  const { values, errors, onChange, validate, showIssues, formRef } = useSchemaForm(DeleteAccountSchema, ['password'] as const, { password: '' });
  const [asking, setAsking] = useState<{ input: { password: string } | { passkey: true }; unsent: number } | null>(null);
  const { status, submit } = useSubmit(deleteAccount, {
    onIssues: showIssues,
    next: () => {
      navigate('/'); // first, so the settings page's guard does not send a signed-out visitor to /login
      useSessionStore.getState().clearSession();
      setSigningOut(false);
    },
  });
  const busy = status !== 'idle';

  const ask = async (event: FormEvent) => {
    event.preventDefault();
    const input = validate();
    if (input) setAsking({ input: { password: input.password }, unsent: await unsentChanges(userId) });
  };
  const askWithPasskey = async () => setAsking({ input: { passkey: true }, unsent: await unsentChanges(userId) });

  return (
    <>
      <Consequences />
      <form ref={formRef} method="post" noValidate onSubmit={(e) => void ask(e)} aria-labelledby="delete-account-title" className="space-y-6">
        <PasswordField
          id="delete-password"
          name="password"
          label="Your password"
          autoComplete="current-password"
          maxLength={128}
          aria-required="true"
          value={values.password}
          onChange={onChange}
          error={errors.password}
        />
        <button type="submit" disabled={busy} aria-busy={busy} className={buttonClasses('primary', 'lg', `w-full sm:w-auto ${DANGER_BUTTON}`)}>
          {busy ? 'Deleting...' : 'Delete my account'}
        </button>
        {passkeysSupported() && (
          <button type="button" disabled={busy} onClick={() => void askWithPasskey()} className={buttonClasses('secondary', 'lg', 'w-full sm:ml-3 sm:w-auto')}>
            Use a passkey instead
          </button>
        )}
      </form>
      {asking && (
        <ConfirmDialog
          title="Delete your account?"
          confirm="Delete my account"
          cancel="Keep it"
          danger
          onClose={() => setAsking(null)}
          onConfirm={() => {
            const { input } = asking;
            setAsking(null);
            void submit(input);
          }}
        >
          You will be signed out everywhere, and the account is erased in {ERASE_AFTER_DAYS} days.
          {asking.unsent > 0 && ` This device has ${asking.unsent === 1 ? '1 change' : `${asking.unsent} changes`} not sent yet: ${asking.unsent === 1 ? 'it' : 'they'} will be discarded.`}
        </ConfirmDialog>
      )}
    </>
  );
}
