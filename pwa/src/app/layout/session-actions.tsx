import { Link } from 'wouter';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { useSignOut } from '#pwa/hooks/use-sign-out.tsx';
import { selectIsAdmin, useSessionStore } from '#pwa/stores/session-store.ts';

type Props = { fullWidth?: boolean; onNavigate?: () => void };

const LOGOUT_FAILED = 'Logout failed ...'; // spec section 8: the navigation bar's wording

/** The admin's Log Out: revoke on the server, then leave for / signed out (spec section 4, Session). */
function LogOutButton({ fullWidth = false, onNavigate }: Props) {
  const { busy, signOut, dialog } = useSignOut({ failedMessage: LOGOUT_FAILED, redirectMs: 0, onLeave: onNavigate });
  return (
    <>
      <button
        type="button"
        onClick={() => void signOut()}
        disabled={busy}
        aria-busy={busy}
        className={buttonClasses('secondary', fullWidth ? 'md' : 'sm', fullWidth ? 'w-full' : '')}
      >
        {busy ? 'Logging out...' : 'Log Out'}
      </button>
      {dialog}
    </>
  );
}

/** Visitor: 'Login / Register'. Member: their name, to /profile (and, in the menu, Account settings). Admin: Account (settings) and Log Out (spec section 2, Shell layout). */
export function SessionActions({ fullWidth = false, onNavigate }: Props) {
  const user = useSessionStore((s) => s.user);
  const isAdmin = useSessionStore(selectIsAdmin);
  const width = fullWidth ? 'w-full' : '';
  if (!user) {
    return (
      <Link href="/login" onClick={onNavigate} className={buttonClasses('primary', fullWidth ? 'md' : 'sm', width)}>
        Login / Register
      </Link>
    );
  }
  if (isAdmin) {
    return (
      <div className={fullWidth ? 'grid gap-2' : 'flex items-center gap-2'}>
        <Link href="/settings/account" onClick={onNavigate} className={buttonClasses('secondary', fullWidth ? 'md' : 'sm', width)}>
          Account
        </Link>
        <LogOutButton fullWidth={fullWidth} onNavigate={onNavigate} />
      </div>
    );
  }
  const profile = (
    <Link
      href="/profile"
      onClick={onNavigate}
      title="My profile"
      className={buttonClasses('secondary', fullWidth ? 'md' : 'sm', `${width} max-w-full`)}
    >
      <span
        aria-hidden="true"
        className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-indigo-600 text-xs font-bold text-white dark:bg-indigo-500"
      >
        {user.fullName.trim().charAt(0).toUpperCase()}
      </span>
      <span className={fullWidth ? 'truncate' : 'max-w-40 truncate xl:max-w-28 2xl:max-w-40'}>{user.fullName}</span>
    </Link>
  );
  // The menu has room for the account's settings too; the bar reaches them through the profile.
  if (!fullWidth) return profile;
  return (
    <div className="grid gap-2">
      {profile}
      <Link href="/settings/account" onClick={onNavigate} className={buttonClasses('secondary', 'md', width)}>
        Account settings
      </Link>
    </div>
  );
}
