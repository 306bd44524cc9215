import type { ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import { ErrorBoundary } from './error-boundary.tsx';

// Toasts sit top-right and close after 3 s (spec sections 8 and 9).
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary>
      {children}
      <Toaster
        position="top-right"
        containerStyle={{ top: 76 }}
        toastOptions={{
          duration: 3000,
          className:
            'rounded-xl! bg-white! text-slate-800! shadow-lg! ring-1! ring-slate-200! dark:bg-slate-800! dark:text-slate-100! dark:ring-slate-700!',
        }}
      />
    </ErrorBoundary>
  );
}
