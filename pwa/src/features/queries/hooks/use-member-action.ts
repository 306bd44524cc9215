import { useCallback } from 'react';
import { useSessionStore, type SessionUser } from '#pwa/stores/session-store.ts';

export const SIGNED_OUT = { ok: false, message: 'Please log in' } as const;

/** An action of the signed-in member, bound to them; signed out, it answers `SIGNED_OUT`. */
export function useMemberAction<A extends unknown[], R>(action: (user: SessionUser, ...args: A) => Promise<R>) {
  const user = useSessionStore((s) => s.user);
  return useCallback((...args: A) => (user ? action(user, ...args) : Promise.resolve(SIGNED_OUT)), [user, action]);
}
