import { useLiveQuery } from 'dexie-react-hooks';
import { hasPulled } from '#pwa/sync/local-db.ts';

/** Whether this member's whole first pull has landed on this device (ADR 0125), kept live. */
export const usePulled = (userId: string | undefined): boolean | undefined => useLiveQuery(() => (userId ? hasPulled(userId) : false), [userId]);
