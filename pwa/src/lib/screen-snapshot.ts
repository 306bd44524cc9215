import { BEHIND_SNAPSHOT, SNAPSHOT_ID } from './screen-snapshot-html.ts';

// Page side of ADR 0095, at boot: the snapshot the service worker put in front of the app leaves
// when the screen's data is on it (use-screen-snapshot.ts), after a few seconds, or with the address.

/** A snapshot never stands in longer than this, whatever the page does. */
const LONGEST_SHOWN_MS = 3000;
/** The address the document opened at, when it opened with a snapshot (of that screen). */
let snapshotPath: string | undefined;

/** The app's own screen takes over: the snapshot goes. */
export function revealLiveScreen() {
  const snapshot = document.getElementById(SNAPSHOT_ID);
  if (!snapshot) return;
  snapshot.remove();
  document.getElementById('root')?.removeAttribute(BEHIND_SNAPSHOT);
}

/** main.tsx: however the page fares, the snapshot goes after a few seconds, or with Back. */
export function limitScreenSnapshot() {
  if (!document.getElementById(SNAPSHOT_ID)) return;
  snapshotPath = location.pathname;
  setTimeout(revealLiveScreen, LONGEST_SHOWN_MS);
  addEventListener('popstate', revealLiveScreen, { once: true });
}

/** The layout, at every address: a snapshot is only ever of the screen the document opened at. */
export function revealIfLeft(path: string) {
  if (snapshotPath !== undefined && path !== snapshotPath) revealLiveScreen();
}
