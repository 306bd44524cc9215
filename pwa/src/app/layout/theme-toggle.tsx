import { useSyncExternalStore } from 'react';
import { MoonIcon, SunIcon } from '#pwa/components/icons/common-icons.tsx';
import { useThemeStore, type Theme } from '#pwa/lib/theme.ts';

const theme = () => useThemeStore.getState().theme;
// A prerendered page is built light (pwa/src/prerender.tsx): hydration starts from that, then the
// label follows the real theme. The icon follows the html class from the first paint.
const prerenderedTheme = (): Theme => 'light';

export function ThemeToggle() {
  const current = useSyncExternalStore(useThemeStore.subscribe, theme, prerenderedTheme);
  const toggle = useThemeStore((s) => s.toggle);
  const next = current === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      onClick={toggle}
      aria-label={`Switch to ${next} theme`}
      title={`Switch to ${next} theme`}
      className="inline-flex size-10 items-center justify-center rounded-xl text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white dark:focus-visible:outline-indigo-400"
    >
      <SunIcon className="hidden size-5 dark:block" />
      <MoonIcon className="size-5 dark:hidden" />
    </button>
  );
}
