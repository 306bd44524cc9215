// A member's last screen, painted from HTML while the app starts (ADR 0095): what the page saves and
// the service worker puts into the app shell, in one place.

/** The snapshot's element, over the app's root until the app's own screen is ready. */
export const SNAPSHOT_ID = 'screen-snapshot';
/** Set on #root while the snapshot stands in for it: the app renders underneath, unseen. */
export const BEHIND_SNAPSHOT = 'data-behind-snapshot';
/** Cache Storage keys of snapshots: this prefix, then the screen's path. */
export const SNAPSHOT_PREFIX = '/__screen';
/** Whose screen a snapshot is (a response header): only that member's navigations get it. */
export const SNAPSHOT_USER_HEADER = 'x-snapshot-user';
/** Larger screens are not kept (the list's virtual rows keep a screen to a few dozen cards). */
export const SNAPSHOT_MAX_CHARS = 400_000;

const EMPTY_ROOT = '<div id="root"></div>';

/**
 * The app shell with a snapshot in front of its empty root: inert (nothing in it can be pressed or
 * focused) and hidden from assistive technology, since the live screen replaces it within a moment.
 * The snapshot is the serialised DOM React rendered, so its text is already escaped. Undefined when
 * the shell has no empty root to put it by.
 */
export function shellWithSnapshot(shell: string, snapshot: string): string | undefined {
  const at = shell.indexOf(EMPTY_ROOT);
  if (at < 0) return undefined;
  const root = `<div id="root" ${BEHIND_SNAPSHOT}></div><div id="${SNAPSHOT_ID}" inert aria-hidden="true">${snapshot}</div>`;
  return shell.slice(0, at) + root + shell.slice(at + EMPTY_ROOT.length);
}
