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
