import { MoonIcon, SunIcon } from '#pwa/components/icons/common-icons.tsx';
import { useThemeStore } from '#pwa/lib/theme.ts';

const LABEL = { dark: 'Switch to dark theme', light: 'Switch to light theme' } as const;

// The icon and the name follow the html class (set before the first paint by the theme script), not
// the app's state: a prerendered page is built light and may wait for its app (ADR 0097), and a
// display:none label is left out of the button's accessible name.
export function ThemeToggle() {
  const toggle = useThemeStore((s) => s.toggle);
  return (
    <button
      type="button"
      onClick={toggle}
      data-theme-toggle
      className="inline-flex size-10 items-center justify-center rounded-xl text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white dark:focus-visible:outline-indigo-400"
    >
      <span className="dark:hidden" title={LABEL.dark}>
        <MoonIcon className="size-5" />
        <span className="sr-only">{LABEL.dark}</span>
      </span>
      <span className="hidden dark:block" title={LABEL.light}>
        <SunIcon className="size-5" />
        <span className="sr-only">{LABEL.light}</span>
      </span>
    </button>
  );
}
