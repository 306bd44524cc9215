import { useState } from 'react';
import type { DeviceSession } from '#domain/accounts/device-sessions.ts';
import { relativeDate } from '#domain/queries/query-dates.ts';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { ConfirmDialog } from '#pwa/components/ui/confirm-dialog.tsx';
import { useNow } from '#pwa/hooks/use-now.ts';
import { useOnline } from '#pwa/hooks/use-online.ts';
import { useOnlineQuery } from '#pwa/hooks/use-online-query.ts';
import { toast } from '#pwa/lib/toast.ts';
import { LoadFailed, settingsDay, settingsNote } from './settings-parts.tsx';
import { devicesKey, DEVICES_OFFLINE, fetchDevices, signOutDevice, signOutOtherDevices, type SignOutResult } from '../api/device-sessions.ts';

/** 'an unknown device' heads its row as 'An unknown device'. */
const asHeading = (device: string) => device.charAt(0).toUpperCase() + device.slice(1);

/** Runs one sign-out at a time and says how it went. */
function useSignOut() {
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (what: string, call: () => Promise<SignOutResult>) => {
    setBusy(what);
    const result = await call();
    setBusy(null);
    (result.ok ? toast.success : toast.error)(result.message);
  };
  return { busy, run };
}

function DeviceRow({ session, now, busy, onSignOut }: { session: DeviceSession; now: Date; busy: boolean; onSignOut: () => void }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-4">
      <div className="min-w-0">
        <p className="font-semibold text-slate-900 dark:text-white">
          {asHeading(session.device)}
          {session.current && (
            <span className="ml-2 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300">This device</span>
          )}
        </p>
        <p className={settingsNote}>
          Signed in {settingsDay(session.signedInAt)} · last seen {session.current ? 'now' : relativeDate(session.lastSeenAt, now)}
        </p>
      </div>
      {!session.current && (
        <button type="button" disabled={busy} onClick={onSignOut} className={buttonClasses('secondary', 'sm')} aria-label={`Sign out ${session.device}, signed in ${settingsDay(session.signedInAt)}`}>
          Sign out
        </button>
      )}
    </li>
  );
}

/** Settings → Devices (issue 53): where the account is signed in; a lost phone is signed out here. */
export function DevicesSection({ userId }: { userId: string }) {
  const online = useOnline();
  const now = useNow();
  const query = useOnlineQuery(devicesKey(userId), fetchDevices, { enabled: online, keepMs: 0 });
  const { busy, run } = useSignOut();
  const [confirmAll, setConfirmAll] = useState(false);
  const sessions = query.data?.sessions ?? [];
  const others = sessions.filter((s) => !s.current).length;

  let body;
  if (!online) body = <p className={settingsNote}>{DEVICES_OFFLINE}</p>;
  else if (query.status === 'error') {
    body = <LoadFailed what="Your devices" onRetry={query.refetch} />;
  } else if (query.status === 'loading') body = <p className={settingsNote} role="status">Loading your devices...</p>;
  else {
    body = (
      <ul aria-label="Signed-in devices" className="divide-y divide-slate-200 dark:divide-slate-800">
        {sessions.map((s) => (
          <DeviceRow key={s.id} session={s} now={now} busy={busy !== null} onSignOut={() => void run(s.id, () => signOutDevice(userId, s.id))} />
        ))}
      </ul>
    );
  }

  return (
    <>
      {body}
      {online && others > 0 && (
        <button type="button" disabled={busy !== null} onClick={() => setConfirmAll(true)} className={buttonClasses('secondary', 'md', 'mt-4')}>
          Sign out all other devices
        </button>
      )}
      {confirmAll && (
        <ConfirmDialog
          title="Sign out all other devices?"
          confirm="Sign out"
          onClose={() => setConfirmAll(false)}
          onConfirm={() => {
            setConfirmAll(false);
            void run('all', () => signOutOtherDevices(userId));
          }}
        >
          {others === 1 ? 'Your other device' : `Your ${others} other devices`} will need your password to sign in again. Changes waiting to be sent on them are kept until you do.
        </ConfirmDialog>
      )}
    </>
  );
}
