import { LIVE_EVENTS, LIVE_PATH, LIVE_SILENCE_MS, type LiveEnd, type Poke } from '#domain/sync/live.ts';
import { sseParser } from '#domain/sync/sse-parser.ts';
import { failedWaitMs, replacedWaitMs } from './live-retry.ts';
import { useSyncStore } from './sync-status.ts';

export type LiveChannelDeps = {
  token: () => string | null;
  /** Tries the refresh cookie once; true when a new access token is in place. */
  refresh: (used: string | null) => Promise<boolean>;
  /** What this device has pulled up to: sent as `Last-Event-ID`, so a stream opened behind starts with a poke. */
  cursor: () => Promise<number>;
  onPoke: (poke: Poke) => void;
};

/** Held by the one tab of this browser that keeps the stream open; the others wait for it. */
const LOCK = 'alumni-portal-live';
/** A tab hidden this long lets its stream (and its place as the holder) go. */
const HIDDEN_LETS_GO_MS = 60_000;

type Outcome = 'ended' | 'failed' | 'unauthorized' | LiveEnd['reason'];

/**
 * The member's live stream (docs/decisions/0105-live-pokes.md): one per browser, opened by whichever
 * visible tab takes the Web Lock first; the other tabs see what it pulls through IndexedDB. A stream
 * that fails is opened again with back-off (the engine's 30 s poll goes on meanwhile); one the server
 * ends at its age is opened again at once. One the server ends for a revoked session is not opened
 * again unless the refresh cookie signs in again; one it ends for a newer stream of the member's
 * waits longer each time (live-retry.ts, ADR 0132). Returns stop().
 */
export function startLiveChannel(deps: LiveChannelDeps): () => void {
  let stopped = false;
  let leading: AbortController | undefined;
  let hiddenTimer: ReturnType<typeof setTimeout> | undefined;
  const setLive = (live: 'off' | 'connecting' | 'live' | 'down') => useSyncStore.setState({ live });

  async function lead(signal: AbortSignal) {
    let failures = 0;
    let replaced = 0;
    while (!signal.aborted) {
      if (!navigator.onLine) await until(signal, 'online');
      if (signal.aborted) break;
      setLive(failures ? 'down' : 'connecting');
      const used = deps.token();
      const outcome = await connect(signal, used, () => (failures = 0));
      if (signal.aborted) break;
      if (outcome === 'ended') {
        replaced = 0; // it lasted its age
        continue;
      }
      // Signed out elsewhere or suspended: a new stream would be refused; only a new sign-in helps.
      if ((outcome === 'unauthorized' || outcome === 'revoked') && !(await deps.refresh(used))) break; // the engine asks the member to sign in
      if (outcome === 'unauthorized' || outcome === 'revoked') continue;
      setLive('down');
      if (outcome === 'replaced') await until(signal, 'online', replacedWaitMs((replaced += 1)));
      else await until(signal, 'online', failedWaitMs((failures += 1)));
    }
    setLive('off');
  }

  async function connect(signal: AbortSignal, token: string | null, onReady: () => void): Promise<Outcome> {
    const connection = new AbortController();
    const cut = () => connection.abort();
    signal.addEventListener('abort', cut);
    let silence: ReturnType<typeof setTimeout> | undefined;
    const heard = () => {
      clearTimeout(silence);
      silence = setTimeout(cut, LIVE_SILENCE_MS);
    };
    try {
      const headers: Record<string, string> = { Accept: 'text/event-stream', 'Last-Event-ID': String(await deps.cursor()) };
      if (token) headers.Authorization = `Bearer ${token}`;
      heard();
      const res = await fetch(LIVE_PATH, { headers, credentials: 'include', cache: 'no-store', signal: connection.signal });
      if (res.status === 401) return 'unauthorized';
      if (!res.ok || !res.body) return 'failed';
      let end: LiveEnd['reason'] | undefined;
      const parser = sseParser((e) => {
        if (e.event === LIVE_EVENTS.ready) {
          onReady();
          setLive('live');
        } else if (e.event === LIVE_EVENTS.poke) {
          deps.onPoke(JSON.parse(e.data) as Poke);
        } else if (e.event === LIVE_EVENTS.end) {
          end = (JSON.parse(e.data) as LiveEnd).reason;
        }
      });
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return end === 'revoked' || end === 'replaced' ? end : 'ended';
        heard();
        parser.push(value);
      }
    } catch {
      return 'failed';
    } finally {
      clearTimeout(silence);
      signal.removeEventListener('abort', cut);
    }
  }

  function want() {
    if (stopped || leading || document.visibilityState !== 'visible') return;
    const controller = (leading = new AbortController());
    const run = () => lead(controller.signal);
    const done = navigator.locks ? navigator.locks.request(LOCK, { signal: controller.signal }, run) : run();
    void done.catch(() => {}).finally(() => {
      if (leading === controller) leading = undefined;
    });
  }
  function letGo() {
    leading?.abort();
    leading = undefined;
  }
  const onVisibility = () => {
    clearTimeout(hiddenTimer);
    if (document.visibilityState === 'visible') want();
    else hiddenTimer = setTimeout(letGo, HIDDEN_LETS_GO_MS);
  };
  document.addEventListener('visibilitychange', onVisibility);
  want();

  return () => {
    stopped = true;
    clearTimeout(hiddenTimer);
    document.removeEventListener('visibilitychange', onVisibility);
    letGo();
    setLive('off');
  };
}

/** Resolves on the window event, after `ms` (when given), or when the signal aborts, whichever is first. */
function until(signal: AbortSignal, event: string, ms?: number) {
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener(event, done);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = ms === undefined ? undefined : setTimeout(done, ms);
    window.addEventListener(event, done);
    signal.addEventListener('abort', done);
  });
}
