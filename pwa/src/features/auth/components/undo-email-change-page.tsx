import { useState } from 'react';
import { Link } from 'wouter';
import { UNDO_INVALID } from '#domain/accounts/email-change.ts';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { useSubmit } from '#pwa/hooks/use-submit.ts';
import { useSessionStore } from '#pwa/stores/session-store.ts';
import { undoEmailChange } from '../api/change-email.ts';
import { AuthLayout, inlineLink } from './auth-layout.tsx';

// The token rides in the fragment: it never reaches a server's logs, nor the page's own requests.
const linkToken = () => (/^#([\w-]{20,100})$/.exec(location.hash)?.[1] ?? null);

/**
 * /undo-email-change#token (issue 53): the link mailed to the old address. The change is undone
 * only on the press of the button: mail scanners open links, and must not undo anything.
 */
export function UndoEmailChangePage() {
  const [token] = useState(linkToken);
  const [done, setDone] = useState<string | null>(null);
  const { status, handleSubmit } = useSubmit(undoEmailChange, {
    onSuccess: ({ restored }) => {
      setDone(restored);
      // Every session ended, this device's too: its queue waits for the member, as after any sign-out from elsewhere.
      if (useSessionStore.getState().user) useSessionStore.getState().clearSession();
    },
    doneMs: 0,
  });
  const busy = status === 'busy';

  let body;
  if (done) {
    body = (
      <div className="space-y-4">
        <p role="status" className="text-slate-700 dark:text-slate-300">{done}</p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link href="/login" className={buttonClasses('primary', 'lg')}>Log in</Link>
          <Link href="/forgot-password" className={buttonClasses('secondary', 'lg')}>Reset my password</Link>
        </div>
      </div>
    );
  } else if (!token) body = <p role="alert" className="text-slate-700 dark:text-slate-300">{UNDO_INVALID}</p>;
  else {
    body = (
      <form method="post" noValidate onSubmit={handleSubmit(() => token)} aria-label="Undo the e-mail change" className="space-y-6">
        <p className="text-slate-700 dark:text-slate-300">
          Your old address becomes your account&rsquo;s again, and every device signed in to the account is signed out. Do this if you did not make the change.
        </p>
        <button type="submit" disabled={busy} aria-busy={busy} className={buttonClasses('primary', 'lg', 'w-full')}>
          {busy ? 'Undoing...' : 'Undo the change'}
        </button>
      </form>
    );
  }
  return (
    <AuthLayout
      pageTitle="Undo an e-mail change"
      title="Undo your address change?"
      subtitle="The address of your Alumni Portal account was changed."
      footer={
        <p>
          Questions? <Link href="/contact" className={inlineLink}>Contact the alumni office</Link>
        </p>
      }
    >
      {body}
    </AuthLayout>
  );
}
