import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { idlePreloads } from './app/router.tsx';
import { preloadWhenIdle } from './lib/lazy-route.tsx';
import { resumePendingLogout } from './lib/logout.ts';
import { registerServiceWorker } from './lib/service-worker.ts';
import './styles/index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

registerServiceWorker();
resumePendingLogout();
window.addEventListener('load', () => preloadWhenIdle(idlePreloads), { once: true });
