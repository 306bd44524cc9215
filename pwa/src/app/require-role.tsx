import type { ComponentType, ReactNode } from 'react';
import { Redirect } from 'wouter';
import { ADMIN_HOME } from '../config/site.ts';
import { isAdminUser, useSessionStore, type SessionUser } from '../stores/session-store.ts';

export type Who = 'visitor' | 'member' | 'admin';

/**
 * Spec section 6, as the server enforces it: no user → /login; a wrong role → / (an admin straight
 * to the admin page, where / would send them anyway). Null when the user may stay.
 */
export function redirectFor(user: SessionUser | null, allow: readonly Who[]): string | null {
  if (!user) return allow.includes('visitor') ? null : '/login';
  if (isAdminUser(user)) return allow.includes('admin') ? null : ADMIN_HOME;
  return allow.includes('member') ? null : '/';
}

export function RequireRole({ allow, children }: { allow: readonly Who[]; children: ReactNode }) {
  const user = useSessionStore((s) => s.user);
  const to = redirectFor(user, allow);
  return to ? <Redirect to={to} replace /> : children;
}

/** A route page behind RequireRole; made once per route, so the page is not remounted on render. */
export function guarded(allow: readonly Who[], Page: ComponentType): ComponentType {
  return function GuardedPage() {
    return (
      <RequireRole allow={allow}>
        <Page />
      </RequireRole>
    );
  };
}
