import { Link, useLocation } from 'wouter';
import { adminNav, memberNav, userNav, type NavItem } from '#pwa/config/site.ts';
import { selectIsAdmin, useSessionStore } from '#pwa/stores/session-store.ts';

/** Admins get their own links instead of the member ones (spec section 2, Shell layout); members also get People. */
export function useNavItems(): readonly NavItem[] {
  const isAdmin = useSessionStore(selectIsAdmin);
  const signedIn = useSessionStore((s) => !!s.user);
  return isAdmin ? adminNav : signedIn ? memberNav : userNav;
}

const matches = (location: string, href: string) => location === href || location.startsWith(`${href}/`);

/** The item the location is under; the longest match wins ('/admin/audit' is Audit log's, not Dashboard's). */
function activeHref(location: string, items: readonly NavItem[]) {
  return items.filter((i) => matches(location, i.href)).sort((a, b) => b.href.length - a.href.length)[0]?.href;
}

type Props = { layout: 'bar' | 'menu'; onNavigate?: () => void };

export function NavLinks({ layout, onNavigate }: Props) {
  const items = useNavItems();
  const [location] = useLocation();
  const bar = layout === 'bar';
  const current = activeHref(location, items);
  return (
    <ul className={bar ? 'flex items-center gap-1' : 'flex flex-col gap-1'}>
      {items.map((item) => {
        const active = item.href === current;
        return (
          <li key={item.href}>
            <Link
              href={item.href}
              onClick={onNavigate}
              aria-current={active ? 'page' : undefined}
              className={[
                'block rounded-lg font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:focus-visible:outline-indigo-400',
                bar ? 'px-2.5 py-2 text-sm whitespace-nowrap' : 'px-3 py-3 text-base',
                active
                  ? 'bg-indigo-50 text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-300'
                  : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white',
              ].join(' ')}
            >
              {item.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
