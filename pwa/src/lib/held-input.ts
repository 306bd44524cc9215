import { revealLiveScreen } from './screen-snapshot.ts';

declare global {
  interface Window {
    /** Set by a prerendered page's inline loader (domain/app-after-paint-script.ts). */
    alumniAppReady?: () => void;
  }
}

/** The app has taken the page over: the presses and submits the prerendered page held are replayed. */
export function releaseHeldInput(): void {
  window.alumniAppReady?.();
}

/**
 * The page (or the whole app) failed instead of taking over: its error shows now, not behind a
 * member's snapshot (ADR 0095), and the held presses go through, else its 'Reload the page' would be
 * held too (ADR 0090).
 */
export function takeOverFailed(): void {
  revealLiveScreen();
  releaseHeldInput();
}
