import { useState } from 'react';
import { deviceName } from '#domain/accounts/device-name.ts';
import type { Passkey } from '#domain/accounts/passkeys.ts';
import { TextField } from '#pwa/components/form/text-field.tsx';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { ConfirmDialog } from '#pwa/components/ui/confirm-dialog.tsx';
import { useOnline } from '#pwa/hooks/use-online.ts';
import { useOnlineQuery } from '#pwa/hooks/use-online-query.ts';
import { toast } from '#pwa/lib/toast.ts';
import { addPasskey, fetchPasskeys, PASSKEYS_OFFLINE, passkeysKey, passkeysSupported, removePasskey, renamePasskey } from '../api/passkeys.ts';

const note = 'text-sm text-slate-600 dark:text-slate-400';
const day = (at: string) => new Date(at).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

type Outcome = { ok: true; value: { message: string } } | { ok: false; message: string };
const say = (result: Outcome) => (result.ok ? toast.success(result.value.message) : toast.error(result.message));

function PasskeyRow({ userId, passkey, busy, run }: { userId: string; passkey: Passkey; busy: boolean; run: (call: () => Promise<Outcome>) => Promise<void> }) {
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(passkey.name);
  const [removing, setRemoving] = useState(false);
  return (
    <li className="py-4">
      {renaming ? (
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            void run(() => renamePasskey(userId, passkey.id, name)).then(() => setRenaming(false));
          }}
        >
          <TextField id={`passkey-name-${passkey.id}`} label="New name" value={name} maxLength={60} onChange={(e) => setName(e.target.value)} className="min-w-0" />
          <button type="submit" disabled={busy} className={buttonClasses('primary', 'sm')}>
            Save
          </button>
          <button type="button" onClick={() => setRenaming(false)} className={buttonClasses('secondary', 'sm')}>
            Cancel
          </button>
        </form>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="min-w-0">
            <p className="font-semibold break-words text-slate-900 dark:text-white">{passkey.name}</p>
            <p className={note}>
              Added {day(passkey.createdAt)} · {passkey.lastUsedAt ? `last used ${day(passkey.lastUsedAt)}` : 'not used yet'}
            </p>
          </div>
          <div className="flex gap-2">
            <button type="button" disabled={busy} onClick={() => setRenaming(true)} className={buttonClasses('secondary', 'sm')} aria-label={`Rename ${passkey.name}`}>
              Rename
            </button>
            <button type="button" disabled={busy} onClick={() => setRemoving(true)} className={buttonClasses('secondary', 'sm')} aria-label={`Remove ${passkey.name}`}>
              Remove
            </button>
          </div>
        </div>
      )}
      {removing && (
        <ConfirmDialog
          title="Remove this passkey?"
          confirm="Remove"
          danger
          onClose={() => setRemoving(false)}
          onConfirm={() => {
            setRemoving(false);
            void run(() => removePasskey(userId, passkey.id));
          }}
        >
          “{passkey.name}” will no longer sign in to your account. Remove it from the device too, in its passkey settings.
        </ConfirmDialog>
      )}
    </li>
  );
}

/** Settings → Passkeys (issue 53): sign in with the device's lock instead of a password. */
export function PasskeysSection({ userId }: { userId: string }) {
  const online = useOnline();
  const query = useOnlineQuery(passkeysKey(userId), fetchPasskeys, { enabled: online, keepMs: 0 });
  const [busy, setBusy] = useState(false);
  const [name, setName] = useState(() => capitalized(deviceName(navigator.userAgent)));
  const run = async (call: () => Promise<Outcome>) => {
    setBusy(true);
    say(await call());
    setBusy(false);
  };

  if (!passkeysSupported()) return <p className={note}>This browser cannot use passkeys.</p>;
  if (!online) return <p className={note}>{PASSKEYS_OFFLINE}</p>;
  if (query.status === 'loading') return <p className={note} role="status">Loading your passkeys...</p>;
  const passkeys = query.data?.passkeys ?? [];
  return (
    <>
      {query.status === 'error' ? (
        <p className={note} role="alert">
          Your passkeys could not be loaded.{' '}
          <button type="button" onClick={query.refetch} className="font-semibold text-indigo-700 underline dark:text-indigo-300">
            Try again
          </button>
        </p>
      ) : passkeys.length === 0 ? (
        <p className={note}>You have no passkeys yet.</p>
      ) : (
        <ul aria-label="Passkeys" className="divide-y divide-slate-200 dark:divide-slate-800">
          {passkeys.map((p) => (
            <PasskeyRow key={p.id} userId={userId} passkey={p} busy={busy} run={run} />
          ))}
        </ul>
      )}
      <form
        className="mt-4 flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          void run(() => addPasskey(userId, name));
        }}
      >
        <TextField id="new-passkey-name" label="Passkey name" value={name} maxLength={60} onChange={(e) => setName(e.target.value)} className="min-w-0" />
        <button type="submit" disabled={busy} aria-busy={busy} className={buttonClasses('primary', 'md')}>
          Add a passkey
        </button>
      </form>
    </>
  );
}
