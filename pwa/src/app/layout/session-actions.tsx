import { Link } from 'wouter';
import { buttonClasses } from '../../components/ui/button-styles.ts';
import { useSessionStore } from '../../stores/session-store.ts';

/** Signed out: 'Login / Register'. The signed-in variants (profile button, admin Log Out) arrive with login. */
export function SessionActions({ fullWidth = false, onNavigate }: { fullWidth?: boolean; onNavigate?: () => void }) {
  const user = useSessionStore((s) => s.user);
  const width = fullWidth ? 'w-full' : '';
  if (!user) {
    return (
      <Link href="/login" onClick={onNavigate} className={buttonClasses('primary', fullWidth ? 'md' : 'sm', width)}>
        Login / Register
      </Link>
    );
  }
  return (
    <Link href="/profile" onClick={onNavigate} className={buttonClasses('secondary', fullWidth ? 'md' : 'sm', width)}>
      {user.fullName}
    </Link>
  );
}
