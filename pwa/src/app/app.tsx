import { useEffect } from 'react';
import { releaseHeldInput } from '../lib/held-input.ts';
import { MainLayout } from './layout/main-layout.tsx';
import { AppProvider } from './provider.tsx';
import { AppRouter } from './router.tsx';

export function App() {
  // Runs once hydration (or the first render) has committed: every handler is attached by now.
  useEffect(releaseHeldInput, []);
  return (
    <AppProvider>
      <MainLayout>
        <AppRouter />
      </MainLayout>
    </AppProvider>
  );
}
