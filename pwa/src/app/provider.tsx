import { useEffect, useState, type ReactNode } from 'react';
import { takeOverFailed } from '../lib/held-input.ts';
import { loadedToasts, loadToasts, toastsLoaded } from '../lib/toast.ts';
import { whenIdle } from '../lib/when-idle.ts';
import { ErrorBoundary } from './error-boundary.tsx';

/** Toasts sit top-right and close after 3 s (spec sections 8 and 9); the library loads after the first paint. */
function Toasts() {
  const [toasts, setToasts] = useState(loadedToasts);
  useEffect(() => {
    if (toasts) return;
    let live = true;
    void toastsLoaded.then((module) => live && setToasts(module));
    const cancel = whenIdle(() => void loadToasts().catch(() => undefined), 4000);
    return () => {
      live = false;
      cancel();
    };
  }, [toasts]);
  if (!toasts) return null;
  // A toast belongs to its moment, not to the screen a snapshot keeps (ADR 0095).
  return (
    <div data-no-snapshot>
      <toasts.Toaster
        position="top-right"
        containerStyle={{ top: 76 }}
        toastOptions={{
          duration: 3000,
          className:
            'rounded-xl! bg-white! text-slate-800! shadow-lg! ring-1! ring-slate-200! dark:bg-slate-800! dark:text-slate-100! dark:ring-slate-700!',
        }}
      />
    </div>
  );
}

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary onCatch={takeOverFailed}>
      {children}
      <Toasts />
    </ErrorBoundary>
  );
}
