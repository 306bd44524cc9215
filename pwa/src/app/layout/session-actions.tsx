import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useLocation } from 'wouter';
import { buttonClasses } from '../../components/ui/button-styles.ts';
import { LOGOUT_MESSAGE, logout } from '../../lib/logout.ts';
import { selectIsAdmin, useSessionStore } from '../../stores/session-store.ts';

type Props = { fullWidth?: boolean; onNavigate?: () => void };

const LOGOUT_FAILED = 'Logout failed ...'; // spec section 8: the navigation bar's wording

/** The admin's Log Out: revoke on the server, then leave for / signed out (spec section 4, Session). */
function LogOutButton({ fullWidth = false, onNavigate }: Props) {
  const [busy, setBusy] = useState(false);
  const [, navigate] = useLocation();
  const clearSession = useSessionStore((s) => s.clearSession);
  const onClick = async () => {
    setBusy(true);
    const result = await logout();
    setBusy(false);
    if (result === 'failed') return void toast.error(LOGOUT_FAILED);
    toast.success(LOGOUT_MESSAGE);
    onNavigate?.();
    // Leave the admin page first, so its guard does not send a signed-out user to /login.
    navigate('/');
    clearSession();
  };
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={busy}
      aria-busy={busy}
      className={buttonClasses('secondary', fullWidth ? 'md' : 'sm', fullWidth ? 'w-full' : '')}
    >
      {busy ? 'Logging out...' : 'Log Out'}
    </button>
  );
}

/** Visitor: 'Login / Register'. Member: their name, to /profile. Admin: Log Out (spec section 2, Shell layout). */
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
  if (isAdmin) return <LogOutButton fullWidth={fullWidth} onNavigate={onNavigate} />;
  return (
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
      <span className={fullWidth ? 'truncate' : 'max-w-40 truncate'}>{user.fullName}</span>
    </Link>
  );
}
