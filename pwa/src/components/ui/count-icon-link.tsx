import type { ReactNode } from 'react';
import { Link } from 'wouter';

const ICON_LINK =
  'relative inline-flex size-10 items-center justify-center rounded-xl text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:text-slate-200 dark:hover:bg-slate-800 dark:focus-visible:outline-indigo-400';

/** A nav icon that links to a screen, with how many things there are unread ('Notifications, 3 unread'). */
export function CountIconLink({ href, name, count, current, children }: { href: string; name: string; count: number; current: boolean; children: ReactNode }) {
  return (
    <Link
      href={href}
      aria-label={count ? `${name}, ${count} unread` : name}
      aria-current={current ? 'page' : undefined}
      className={`${ICON_LINK} ${current ? 'bg-indigo-50 text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-300' : ''}`}
    >
      {children}
      {count > 0 && (
        <span aria-hidden="true" className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs leading-5 font-bold text-white">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
