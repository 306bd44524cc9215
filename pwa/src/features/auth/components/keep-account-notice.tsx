import { eraseDay } from '#domain/accounts/account-deletion.ts';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { useSubmit } from '#pwa/hooks/use-submit.ts';
import { keepAccount } from '../api/delete-account.ts';

/** At the top of the settings page while the account waits to be erased: the way back. */
export function KeepAccountNotice({ eraseAfter }: { eraseAfter: string }) {
  const { status, submit } = useSubmit(keepAccount, { doneMs: 0 });
  const busy = status === 'busy';
  return (
    <div role="alert" className="mt-8 rounded-3xl border border-amber-300 bg-amber-50 p-6 text-amber-950 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-100">
      <p className="font-semibold">Your account will be erased on {eraseDay(eraseAfter)}.</p>
      <p className="mt-1 text-sm">Until then nobody sees your profile. Keep it, and everything is as it was.</p>
      <button type="button" disabled={busy} aria-busy={busy} onClick={() => void submit(undefined)} className={buttonClasses('primary', 'md', 'mt-4')}>
        {busy ? 'Keeping...' : 'Keep my account'}
      </button>
    </div>
  );
}
