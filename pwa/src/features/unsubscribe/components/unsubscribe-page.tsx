import { useState } from 'react';
import { Link } from 'wouter';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { PageFrame } from '#pwa/components/ui/page-frame.tsx';
import { unsubscribe, whatTokenStops } from '../api/unsubscribe.ts';

type State = { status: 'asking' | 'busy' } | { status: 'done' | 'failed'; message: string };

/**
 * /unsubscribe?token=…: where a mail's "Stop these e-mails" link lands (issue 29). It asks before
 * it stops anything, so a link scanner opening the mail changes nothing; no sign-in is needed.
 */
export function UnsubscribePage() {
  const params = new URLSearchParams(location.search);
  // An invitation to join names an address, not a member (issue 32).
  const invitations = params.has('invitations');
  const token = (invitations ? params.get('invitations') : params.get('token')) ?? '';
  const [state, setState] = useState<State>({ status: 'asking' });
  const what = invitations ? 'invitations to join the alumni portal' : whatTokenStops(token);
  const confirm = async () => {
    setState({ status: 'busy' });
    const outcome = await unsubscribe(token, invitations);
    setState({ status: outcome.ok ? 'done' : 'failed', message: outcome.message });
  };
  return (
    <>
      <title>Unsubscribe · Alumni Portal</title>
      <PageFrame as="section" className="flex min-h-[calc(100dvh-4rem)] flex-col items-center justify-center py-20 text-center">
        <div className="flex max-w-xl flex-col items-center" aria-live="polite">
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
            {state.status === 'done' ? 'You are unsubscribed' : 'Unsubscribe'}
          </h1>
          <p className="mt-5 text-lg leading-8 text-slate-600 dark:text-slate-400">
            {state.status === 'done' || state.status === 'failed'
              ? state.message
              : invitations
                ? `Stop ${what}?`
                : `Stop ${what}? You will still see them in the app's notifications.`}
          </p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            {state.status !== 'done' && (
              <button type="button" onClick={() => void confirm()} disabled={state.status === 'busy' || !token} className={buttonClasses('primary', 'lg')}>
                {state.status === 'busy' ? 'Unsubscribing…' : 'Unsubscribe'}
              </button>
            )}
            {!invitations && (
              <Link href="/settings/notifications" className={buttonClasses('secondary', 'lg')}>
                Notification settings
              </Link>
            )}
          </div>
        </div>
      </PageFrame>
    </>
  );
}
