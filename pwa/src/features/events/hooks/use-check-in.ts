import { useCallback, useRef, useState } from 'react';
import type { EventGuest } from '#domain/events/event.ts';
import { localDb } from '#pwa/sync/local-db.ts';
import { localSaveFailure } from '#pwa/sync/storage-error.ts';
import { checkInTicket } from '../api/check-in-ticket.ts';
import { judgeGuest, judgeTicket, type Verdict } from '../utils/judge-ticket.ts';

type Event = { _id: string; verificationKey: JsonWebKey };

/**
 * The door's logic: judge a scanned token or a guest picked by hand, and queue the check-in when
 * admitted. One at a time, so a camera reading the same code on every frame checks in once.
 */
export function useCheckIn(event: Event, hostId: string) {
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const busy = useRef(false);

  const settle = useCallback(
    async (judge: () => Promise<Verdict>, token: string | null) => {
      if (busy.current) return;
      busy.current = true;
      try {
        const result = await judge();
        if (result.kind === 'admit') await checkInTicket(hostId, result.guest, token);
        setVerdict(result);
      } catch (error) {
        setVerdict({ kind: 'refuse', message: localSaveFailure(error, 'This check-in could not be saved on this device. Please try again.') });
      } finally {
        busy.current = false;
      }
    },
    [hostId],
  );

  const scan = useCallback(
    (token: string) => settle(() => judgeTicket(event, token, (id) => localDb.eventGuests.get(id)), token.trim()),
    [event, settle],
  );
  // Re-read the row: the list on screen may be a moment older than a check-in just queued.
  const pick = useCallback(
    (guest: EventGuest) => settle(async () => judgeGuest((await localDb.eventGuests.get(guest._id)) ?? guest), null),
    [settle],
  );

  return { verdict, scan, pick, clear: () => setVerdict(null) };
}
