import { Link } from 'wouter';
import { site } from '#pwa/config/site.ts';

/** The brand mark: a mortarboard on an indigo tile (same drawing as the app icons). */
export function LogoMark({ className = 'size-9' }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false" className={className}>
      <rect width="48" height="48" rx="12" className="fill-indigo-600 dark:fill-indigo-500" />
      <g fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round">
        <path d="m24 13.5-14 6.5 14 6.5 14-6.5-14-6.5Z" />
        <path d="M15.5 23.2v6.3c0 2.2 3.8 4.5 8.5 4.5s8.5-2.3 8.5-4.5v-6.3M38 20v8" />
      </g>
    </svg>
  );
}

/**
 * The logo and the name, home. `compact`: on a phone the name is only read out, so a member's four
 * nav icons fit beside it. `besideLinks`: a signed-in user's links fill the bar from xl up (a
 * member's seven with the search box and their name, the office's nine), so there too the name is
 * only read out and the mark stands for it.
 */
export function BrandLink({ onNavigate, compact = false, besideLinks = false }: { onNavigate?: () => void; compact?: boolean; besideLinks?: boolean }) {
  const name = [compact ? 'sr-only sm:not-sr-only' : '', besideLinks ? 'xl:sr-only' : ''].join(' ').trim() || undefined;
  return (
    <Link
      href="/"
      onClick={onNavigate}
      className="flex shrink-0 items-center gap-2.5 rounded-lg whitespace-nowrap text-lg font-bold tracking-tight text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-indigo-600 dark:text-white dark:focus-visible:outline-indigo-400"
    >
      <LogoMark />
      <span className={name}>{site.name}</span>
    </Link>
  );
}
