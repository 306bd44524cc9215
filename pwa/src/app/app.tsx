import { MainLayout } from './layout/main-layout.tsx';
import { AppProvider } from './provider.tsx';
import { AppRouter } from './router.tsx';

export function App() {
  return (
    <AppProvider>
      <MainLayout>
        <AppRouter />
      </MainLayout>
    </AppProvider>
  );
}
