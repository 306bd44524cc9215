import { deviceBackOff } from './device-back-off.ts';
import { onEnqueue } from './enqueue.ts';
import { startLiveChannel } from './live-channel.ts';
import { getMeta, metaKeys, setMeta, type OutboxEntry } from './local-db.ts';
import { adoptStoreFor, pullChanges, pullEarly, type EarlyPull } from './pull-changes.ts';
import { isQuotaError } from './storage-error.ts';
import { pendingFor, pushOutbox } from './push-outbox.ts';
import { useSyncStore } from './sync-status.ts';
import { SYNC_TAG } from './sync-tag.ts';
import { registerBackgroundSync } from '#pwa/lib/background-sync.ts';
import { wakeTimer } from './wake-timer.ts';

export type SyncEngineDeps = {
  userId: string;
  token: () => string | null;
  /** Tries the refresh cookie once (unless `used`, the refused token, was replaced already); true when a new access token is in place. */
  refresh: (used: string | null) => Promise<boolean>;
  /** The session is gone: the queue pauses (nothing is dropped) and the member is sent to sign in. */
  onSignedOut: () => void;
  onRejected: (entries: OutboxEntry[]) => void;
  /** The server was restored from a backup and this device's copy was refreshed (told once). */
  onRestored?: () => void;
};

const LOCK = 'alumni-portal-sync';
const POLL_MS = 30_000;

/**
 * Pushes the outbox and pulls changes for the signed-in member: at start, when the browser comes
 * online, when the tab becomes visible, shortly after each change, on a timer, and when the service
 * worker's Background Sync fires; never while the browser says it is offline, nor before the
 * member's back-off on this device has passed (ADR 0133), whichever of these asks. One tab at a
 * time does the work (Web Locks). Returns stop(), which
 * resolves once a cycle in flight has ended (so a sign-out can wipe the store after it).
 */
export function startSyncEngine(deps: SyncEngineDeps): () => Promise<void> {
  let stopped = false;
  let inFlight: Promise<void> = Promise.resolve();
  const timer = wakeTimer(() => void run());
  const backOff = deviceBackOff('sync', deps.userId);
  const set = useSyncStore.setState;
  set({ paused: null, online: navigator.onLine, storageFull: false });
  // Another member's rows go before this member's screens or the service worker read anything.
  // On a full device the marker may not fit: the outbox is sent all the same (it needs no storage).
  const ready = adoptStoreFor(deps.userId).then(() => setMeta(metaKeys.activeUser, deps.userId).catch(unlessQuota));
  // The first pull's requests go out while the store gets ready (a first pull is mostly waiting).
  let early: Promise<EarlyPull | undefined> | undefined = navigator.onLine ? pullEarly(deps.userId, deps.token).catch(() => undefined) : undefined;
  const takeEarly = () => {
    const taken = early;
    early = undefined;
    return taken ?? Promise.resolve(undefined);
  };

  const schedule = (ms: number) => {
    if (!stopped) timer.in(ms);
  };
  const backoff = async () => schedule(await backOff.failed());

  async function cycle(): Promise<void> {
    const first = await takeEarly();
    const pushed = await pushOutbox(deps.userId, deps);
    // Pages asked for before a push may lack what it changed: only a pull with nothing pushed takes them.
    if (pushed.kind !== 'idle') first?.pages.stop();
    if (pushed.kind === 'unauthorized') return signInAgain(pushed.token);
    if (pushed.kind === 'offline') {
      set({ online: false });
      // The back-off is stored first: the browser may fire the sync at once, and the worker waits on it.
      await backoff();
      return requestBackgroundSync();
    }
    if (pushed.kind === 'retry') return backoff();
    // A request that succeeded says the server was reachable, not that it still is: the browser may
    // have gone offline while the answer was on its way ('offline' fired, and must not be undone).
    if (pushed.kind === 'pushed') {
      set({ online: navigator.onLine });
      if (pushed.rejected.length) deps.onRejected(pushed.rejected);
      if ((await pendingFor(deps.userId)).length) return schedule(0);
    }
    // With nothing to push ('idle') no request was made: only the pull tells whether we are online.
    const pulled = await pullChanges(deps.userId, deps.token, pushed.kind === 'idle' ? first : undefined);
    if (pulled.kind === 'unauthorized') return signInAgain(pulled.token);
    if (pulled.kind === 'interrupted') return schedule(0);
    if (pulled.kind === 'restored') {
      deps.onRestored?.();
      return schedule(0);
    }
    if (pulled.kind === 'offline') set({ online: false });
    if (pulled.kind === 'offline' || pulled.kind === 'retry') return backoff();
    await backOff.reset();
    set({ online: navigator.onLine, storageFull: false, lastSyncedAt: new Date().toISOString() });
    schedule(POLL_MS);
  }

  async function signInAgain(used: string | null) {
    if (stopped) return; // signing out: a 401 is expected, not a reason to ask for a sign-in
    if (await deps.refresh(used)) return schedule(0);
    set({ paused: 'signed-out' });
    deps.onSignedOut();
  }

  // Runs one after another; triggers that arrive while one waits to run share it.
  let queued = false;
  function run() {
    if (queued) return inFlight;
    queued = true;
    inFlight = inFlight.then(() => {
      queued = false;
      return runOnce();
    });
    return inFlight;
  }

  async function runOnce() {
    if (stopped) return;
    set({ syncing: true });
    try {
      await ready;
      // Offline no request can succeed (each failed one is a console error): wait for the 'online'
      // event, and ask the service worker to send what waits once connectivity returns.
      if (!navigator.onLine) {
        set({ online: false });
        if ((await pendingFor(deps.userId)).length) await requestBackgroundSync();
        return;
      }
      // Every trigger (the timer, a poke, the worker's sync, the tab shown) waits out the back-off.
      const wait = await backOff.wait();
      if (wait > 0) return schedule(wait);
      if (navigator.locks) await navigator.locks.request(LOCK, { ifAvailable: true }, async (lock) => (lock ? cycle() : schedule(POLL_MS)));
      else await cycle();
      // Another tab does the work: the pages asked for early are not this tab's to store.
      void takeEarly().then((e) => e?.pages.stop());
    } catch (error) {
      if (isQuotaError(error)) set({ storageFull: true });
      await backoff();
    } finally {
      set({ syncing: false });
    }
  }

  const onOnline = () => {
    set({ online: true });
    // Connectivity came back: what failed before it says nothing about now.
    void backOff.reset().then(run);
  };
  const onOffline = () => set({ online: false });
  const onVisible = () => document.visibilityState === 'visible' && void run();
  const onWorkerMessage = (e: MessageEvent) => e.data?.type === 'sync-outbox' && void run();
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);
  document.addEventListener('visibilitychange', onVisible);
  navigator.serviceWorker?.addEventListener('message', onWorkerMessage);
  const offEnqueue = onEnqueue(() => schedule(300));
  void run();
  // A poke says another member's change reached a version this device has not pulled: pull now.
  const cursor = async () => (await getMeta<number>(metaKeys.cursor)) ?? 0;
  let stopLive: (() => void) | undefined;
  void ready.then(() => {
    if (stopped) return;
    stopLive = startLiveChannel({
      token: deps.token,
      refresh: deps.refresh,
      cursor,
      onPoke: (poke) =>
        void cursor().then((at) => {
          if (poke.version > at) void run();
        }),
    });
  }, () => {});

  const stop = async () => {
    if (active === stop) active = undefined;
    stopped = true;
    timer.clear();
    stopLive?.();
    void takeEarly().then((e) => e?.pages.stop());
    // Signed out (or another member signed in): the service worker must not replay for this member.
    void setMeta(metaKeys.activeUser, null);
    offEnqueue();
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', onOffline);
    document.removeEventListener('visibilitychange', onVisible);
    navigator.serviceWorker?.removeEventListener('message', onWorkerMessage);
    await inFlight;
  };
  active = stop;
  return stop;
}

let active: (() => Promise<void>) | undefined;

function unlessQuota(error: unknown) {
  if (!isQuotaError(error)) throw error;
  useSyncStore.setState({ storageFull: true });
}

/** Stops the running engine, if any, and waits for its cycle in flight (sign-out, before a wipe). */
export const stopSyncEngine = () => active?.() ?? Promise.resolve();

/** Asks the service worker to replay the outbox when connectivity returns, even if the tab is gone. */
const requestBackgroundSync = () => registerBackgroundSync(SYNC_TAG);
