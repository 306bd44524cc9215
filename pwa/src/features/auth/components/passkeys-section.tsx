import { useState } from 'react';
import { deviceName } from '#domain/accounts/device-name.ts';
import type { Passkey } from '#domain/accounts/passkeys.ts';
import { TextField } from '#pwa/components/form/text-field.tsx';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { ConfirmDialog } from '#pwa/components/ui/confirm-dialog.tsx';
import { useOnline } from '#pwa/hooks/use-online.ts';
import { useOnlineQuery } from '#pwa/hooks/use-online-query.ts';
import { toast } from '#pwa/lib/toast.ts';
import { useSettingsCall } from '../hooks/use-settings-call.ts';
import { LoadFailed, settingsDay, settingsNote } from './settings-parts.tsx';
import { addPasskey, fetchPasskeys, PASSKEYS_OFFLINE, passkeysKey, passkeysSupported, removePasskey, renamePasskey } from '../api/passkeys.ts';

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

type Run = ReturnType<typeof useSettingsCall>['run'];
/** Runs a passkey call and toasts what it did. */
const andSay = (run: Run, call: () => Promise<{ ok: true; value: { message: string } } | { ok: false; message: string }>) =>
  run(call).then((done) => {
    if (done) toast.success(done.message);
    return done;
  });

function PasskeyRow({ userId, passkey, busy, run }: { userId: string; passkey: Passkey; busy: boolean; run: Run }) {
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
            void andSay(run, () => renamePasskey(userId, passkey.id, name)).then(() => setRenaming(false));
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
            <p className={settingsNote}>
              Added {settingsDay(passkey.createdAt)} · {passkey.lastUsedAt ? `last used ${settingsDay(passkey.lastUsedAt)}` : 'not used yet'}
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
            void andSay(run, () => removePasskey(userId, passkey.id));
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
  const { busy, run } = useSettingsCall();
  const [name, setName] = useState(() => capitalized(deviceName(navigator.userAgent)));

  if (!passkeysSupported()) return <p className={settingsNote}>This browser cannot use passkeys.</p>;
  if (!online) return <p className={settingsNote}>{PASSKEYS_OFFLINE}</p>;
  if (query.status === 'loading') return <p className={settingsNote} role="status">Loading your passkeys...</p>;
  const passkeys = query.data?.passkeys ?? [];
  return (
    <>
      {query.status === 'error' ? (
        <LoadFailed what="Your passkeys" onRetry={query.refetch} />
      ) : passkeys.length === 0 ? (
        <p className={settingsNote}>You have no passkeys yet.</p>
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
          void andSay(run, () => addPasskey(userId, name));
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
