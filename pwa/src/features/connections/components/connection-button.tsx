import { useState } from 'react';
import { Link } from 'wouter';
import { profileStatus } from '#domain/connections/connection.ts';
import { cardOfProfile } from '#domain/people/person-card.ts';
import type { Profile } from '#domain/profile/profile.ts';
import { MessageLink } from '#pwa/components/ui/message-link.tsx';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { useConnections } from '#pwa/hooks/use-connections.ts';
import { isAdminUser, useSessionStore } from '#pwa/stores/session-store.ts';
import { removeConnection, sendRequest } from '../api/connection-actions.ts';
import { ConfirmRemoveDialog } from './confirm-remove-dialog.tsx';

/**
 * The public profile's connection button (spec 4): 'Connect'; 'Request Sent' (disabled, with a way
 * to withdraw); 'Accept Request' to /network; 'Connected (N)', which offers Remove after asking;
 * 'Processing...' while a change is being saved. Read from this device, so it works offline.
 */
export function ConnectionButton({ profile }: { profile: Profile }) {
  const me = useSessionStore((s) => s.user);
  const view = useConnections(me?._id);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  if (!me || isAdminUser(me) || me._id === profile._id || !view) return null;

  const mine = view.byUser.get(profile._id);
  const status = profileStatus(mine);
  const act = async (action: () => Promise<boolean>) => {
    setBusy(true);
    await action();
    setBusy(false);
  };
  if (busy) {
    return (
      <button type="button" disabled aria-busy="true" className={buttonClasses('primary', 'md')}>
        Processing...
      </button>
    );
  }
  if (status === 'connect') {
    return (
      <button type="button" onClick={() => void act(() => sendRequest(me._id, cardOfProfile(profile)))} className={buttonClasses('primary', 'md')}>
        Connect
      </button>
    );
  }
  if (status === 'received') {
    return (
      <Link href="/network" className={buttonClasses('primary', 'md')}>
        Accept Request
      </Link>
    );
  }
  if (status === 'pending') {
    return (
      <span className="inline-flex gap-2">
        <button type="button" disabled className={buttonClasses('secondary', 'md')}>
          Request Sent
        </button>
        <button type="button" onClick={() => void act(() => removeConnection(me._id, mine!))} className={buttonClasses('ghost', 'md')}>
          Withdraw
        </button>
      </span>
    );
  }
  // The member's count as loaded, with this device's own change to it.
  const count = profile.connections.filter((id) => id !== me._id).length + 1;
  return (
    <>
      <span className="inline-flex flex-wrap gap-2">
        <button type="button" onClick={() => setConfirming(true)} className={buttonClasses('primary', 'md')}>
          Connected ({count})
        </button>
        <MessageLink me={me._id} other={{ _id: profile._id, fullName: profile.fullName }} />
      </span>
      {confirming && (
        <ConfirmRemoveDialog
          name={profile.fullName}
          onClose={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            void act(() => removeConnection(me._id, mine!));
          }}
        />
      )}
    </>
  );
}
