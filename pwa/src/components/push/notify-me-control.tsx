import { useEffect, useState } from 'react';
import { toast } from '#pwa/lib/toast.ts';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { pushState, turnPushOff, turnPushOn, type PushState } from '#pwa/lib/web-push.ts';

const TEXT: Record<PushState, string> = {
  on: 'Notifications are on for this device: you hear at once of what you chose to get by push.',
  off: 'Get a notification on this device when someone asks to connect, answers your question, or changes an event you are going to.',
  blocked: 'Notifications are blocked for this site. Allow them in your browser’s site settings (the icon beside the address), then reload.',
  unsupported: 'This browser cannot show notifications. Everything still appears in the app, under the bell.',
  'ios-install': 'On iPhone and iPad, add the app to your Home Screen first (Share, then Add to Home Screen); notifications work from there.',
};

/**
 * The member's explicit opt-in to Web Push (issue 13), with its state always visible: on, off,
 * blocked by the browser (and how to unblock), not supported, or iOS before installing.
 */
export function NotifyMeControl() {
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    pushState().then(setState, () => setState('unsupported'));
  }, []);
  if (!state) return null;

  const change = async (next: () => Promise<PushState>, failure: string) => {
    setBusy(true);
    try {
      setState(await next());
    } catch {
      toast.error(failure);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-3" data-push-state={state}>
      <p className="min-w-0 flex-1 basis-56 text-sm text-slate-600 dark:text-slate-400">{TEXT[state]}</p>
      {state === 'off' && (
        <button type="button" disabled={busy} onClick={() => void change(turnPushOn, 'Notifications could not be turned on. Please try again.')} className={buttonClasses('primary', 'sm')}>
          {busy ? 'Turning on...' : 'Notify me'}
        </button>
      )}
      {state === 'on' && (
        <button type="button" disabled={busy} onClick={() => void change(turnPushOff, 'Notifications could not be turned off. Please try again.')} className={buttonClasses('secondary', 'sm')}>
          {busy ? 'Turning off...' : 'Turn off notifications'}
        </button>
      )}
    </div>
  );
}
