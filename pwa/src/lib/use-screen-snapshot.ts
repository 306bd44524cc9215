import { useEffect, useLayoutEffect } from 'react';
import { useSessionStore } from '../stores/session-store.ts';
import { NAVIGATION_CACHE } from './member-shell.ts';
import { revealLiveScreen } from './screen-snapshot.ts';
import { SNAPSHOT_MAX_CHARS, SNAPSHOT_PREFIX, SNAPSHOT_USER_HEADER } from './screen-snapshot-html.ts';
import { whenIdle } from './when-idle.ts';

// ADR 0095: a member's screen, once it shows its data, is kept as HTML for the service worker to
// paint in front of the app at the next visit. Loaded with the screens that use it, not at boot.

/** Screens kept per member: the oldest go first. */
const MAX_SNAPSHOTS = 12;

/** Where the next visit opens the screen: at its top (a list), or at its end (a thread, newest last). */
export type SnapshotAnchor = 'top' | 'bottom';

/**
 * The screen as the next visit opens to it: what is in the window, as HTML. Outside the window (the
 * footer, the list's further cards; a thread's earlier messages) is left out, since the browser
 * would only lay it out unseen before the app replaces it; so is whatever is marked
 * `data-no-snapshot` (toasts).
 */
function screenHtml(root: HTMLElement, anchor: SnapshotAnchor): string {
  // The window the next visit opens to, in today's window's coordinates.
  const [from, to] = anchor === 'top' ? [-scrollY, innerHeight - scrollY] : [0, innerHeight];
  const copy = root.cloneNode(true) as HTMLElement;
  const live = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT);
  const copied = document.createTreeWalker(copy, NodeFilter.SHOW_ELEMENT);
  const dropped: Element[] = [];
  // The two trees are alike, so one walk visits both; a dropped element's subtree is skipped in both.
  for (let a = live.nextNode(), b = copied.nextNode(); a && b; ) {
    const element = a as Element;
    const box = element.getBoundingClientRect();
    if (element.hasAttribute('data-no-snapshot') || box.top > to || box.bottom < from || unseen(element)) {
      dropped.push(b as Element);
      a = live.nextSibling() ?? nextOutside(live);
      b = copied.nextSibling() ?? nextOutside(copied);
    } else {
      a = live.nextNode();
      b = copied.nextNode();
    }
  }
  for (const element of dropped) element.remove();
  for (const option of copy.querySelectorAll('option')) option.setAttribute('selected', '');
  withoutMainOrIds(copy);
  return copy.innerHTML;
}

/**
 * The app lays its own screen out under the snapshot while it takes over, and a document has one
 * `main` (ADR 0134): the snapshot's is kept as a plain box. Its ids go too: the live screen has the
 * same ones (`#main`, the skip link's target), and nothing refers into the snapshot.
 */
function withoutMainOrIds(copy: HTMLElement) {
  for (const main of copy.querySelectorAll('main')) {
    const box = document.createElement('div');
    for (const { name, value } of main.attributes) box.setAttribute(name, value);
    box.append(...main.childNodes);
    main.replaceWith(box);
  }
  for (const element of copy.querySelectorAll('[id]')) element.removeAttribute('id');
}

/**
 * Laid out nowhere (`display: none`, a select's other options: a college's city filter has hundreds),
 * so it would only be parsed. A select shows its chosen option: that one is kept, and marked chosen.
 */
function unseen(element: Element): boolean {
  if (element instanceof HTMLOptionElement) return !element.selected;
  // A picture's sources and an SVG's shapes are parts of a box, not boxes of their own.
  if (element instanceof HTMLSourceElement || element instanceof HTMLTrackElement || element instanceof SVGElement) return false;
  return element.getClientRects().length === 0;
}

/** The walker's next element after its current one's subtree, climbing to an ancestor's sibling. */
function nextOutside(walker: TreeWalker): Node | null {
  while (walker.parentNode()) {
    const next = walker.nextSibling();
    if (next) return next;
  }
  return null;
}

/** The window is where the next visit opens to, so what is in it is what that visit would show. */
function atAnchor(anchor: SnapshotAnchor) {
  if (anchor === 'top') return scrollY <= innerHeight;
  return scrollY + innerHeight >= document.documentElement.scrollHeight - 2;
}

/**
 * What a snapshot is kept under: the path and its query, since a filtered list (`/query?search=…`,
 * `/query?status=Open`) is another screen than the plain one.
 */
const screenAddress = () => location.pathname + location.search;

async function saveScreen(path: string, anchor: SnapshotAnchor) {
  const user = useSessionStore.getState().user;
  const root = document.getElementById('root');
  if (!user || !root || typeof caches === 'undefined' || screenAddress() !== path || !atAnchor(anchor)) return;
  const html = screenHtml(root, anchor);
  if (html.length > SNAPSHOT_MAX_CHARS) return;
  try {
    const cache = await caches.open(NAVIGATION_CACHE);
    if (useSessionStore.getState().user?._id !== user._id) return; // signed out meanwhile
    const headers = { 'content-type': 'text/html; charset=utf-8', [SNAPSHOT_USER_HEADER]: user._id };
    await cache.put(SNAPSHOT_PREFIX + path, new Response(html, { headers }));
    const kept = (await cache.keys()).filter((key) => new URL(key.url).pathname.startsWith(SNAPSHOT_PREFIX));
    await Promise.all(kept.slice(0, Math.max(0, kept.length - MAX_SNAPSHOTS)).map((key) => cache.delete(key)));
  } catch {
    // Storage full or refused: the next visit starts as it did before snapshots.
  }
}

/**
 * A member's screen that reads cached data calls this with `shown` once it shows more than its
 * loading state: the snapshot (if the visit opened with one) gives way in the same frame. With `keep`
 * (its data, not an error), the screen is saved for the next visit when the browser is next idle,
 * and again whenever `revision` changes (a thread's newest message). A screen anchored at the
 * `bottom` is saved only when it is scrolled to its end, as the next visit will open it.
 */
export function useScreenSnapshot(shown: boolean, keep = shown, { anchor = 'top', revision }: { anchor?: SnapshotAnchor; revision?: string } = {}) {
  useLayoutEffect(() => {
    if (shown) revealLiveScreen();
  }, [shown]);
  useEffect(() => {
    if (!keep) return;
    const path = screenAddress();
    return whenIdle(() => void saveScreen(path, anchor), 2000);
  }, [keep, anchor, revision]);
}
