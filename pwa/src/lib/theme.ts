import { create } from 'zustand';

export type Theme = 'dark' | 'light';

const STORAGE_KEY = 'theme';
const META_COLOR: Record<Theme, string> = { light: '#ffffff', dark: '#020617' };

function stored(): Theme | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return value === 'dark' || value === 'light' ? value : null;
  } catch {
    return null; // storage blocked (private mode): fall back to the OS
  }
}

// Mirrors domain/theme-init-script.ts, which already applied the theme before the first paint.
function apply(theme: Theme) {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', META_COLOR[theme]);
}

const osDark = () => window.matchMedia('(prefers-color-scheme: dark)');

type ThemeState = { theme: Theme; toggle: () => void };

// Prerendering (pwa/src/prerender.tsx) runs without a document; a page is built light.
const inBrowser = typeof document !== 'undefined';

export const useThemeStore = create<ThemeState>((set, get) => ({
  theme: inBrowser && document.documentElement.classList.contains('dark') ? 'dark' : 'light',
  toggle: () => {
    const theme: Theme = get().theme === 'dark' ? 'light' : 'dark';
    try {
      localStorage.setItem(STORAGE_KEY, theme);
    } catch {
      // not persisted, still applied for this visit
    }
    apply(theme);
    set({ theme });
  },
}));

// Until the user picks a theme, follow the OS when it switches (e.g. at sunset).
if (inBrowser) {
  osDark().addEventListener('change', (event) => {
    if (stored()) return;
    const theme: Theme = event.matches ? 'dark' : 'light';
    apply(theme);
    useThemeStore.setState({ theme });
  });
}
