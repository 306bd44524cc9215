import type { ToastOptions } from 'react-hot-toast';
import { importWhenOnline } from './import-when-online.ts';

type ToastModule = typeof import('react-hot-toast');
type Show = (message: string, options?: ToastOptions) => void;

let loaded: ToastModule | undefined;
let loading: Promise<ToastModule> | undefined;
let resolveLoaded: (module: ToastModule) => void = () => undefined;

/** Settles once react-hot-toast is in, whoever asked for it. */
export const toastsLoaded = new Promise<ToastModule>((resolve) => (resolveLoaded = resolve));
export const loadedToasts = () => loaded;

/**
 * react-hot-toast, asked for after the first paint (provider.tsx) or by the first toast: evaluating
 * it injects its animations' styles, ~25 ms of a slow phone's main thread that no first paint needs.
 */
export function loadToasts(): Promise<ToastModule> {
  loading ??= importWhenOnline(() => import('react-hot-toast')).then((module) => {
    loaded = module;
    resolveLoaded(module);
    return module;
  });
  return loading;
}

/** A toast shown before the library is in waits for it: its store keeps it until the Toaster shows it. */
const show = (call: (hot: ToastModule['default']) => void) => {
  if (loaded) call(loaded.default);
  else void loadToasts().then((module) => call(module.default));
};

/** react-hot-toast's `toast`, `toast.success` and `toast.error` (spec sections 8 and 9). */
export const toast: Show & { success: Show; error: Show } = Object.assign((message: string, options?: ToastOptions) => show((hot) => hot(message, options)), {
  success: (message: string, options?: ToastOptions) => show((hot) => hot.success(message, options)),
  error: (message: string, options?: ToastOptions) => show((hot) => hot.error(message, options)),
});
