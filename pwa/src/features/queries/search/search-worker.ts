/// <reference lib="webworker" />
import { DEXIE_MUTATED_CHANNEL, readDeviceRows, touchesSearch } from './device-rows.ts';
import { QuestionIndex } from './question-index.ts';
import type { SearchReply, SearchRequest } from './search-messages.ts';

// The Query Portal's offline search, off the main thread (ADR 0113): the index is built from
// IndexedDB when the portal first asks, and brought up to date whenever Dexie says (in any tab) that
// questions, answers or comments changed: pulls, the member's own posts, sign-out.
declare const self: DedicatedWorkerGlobalScope;

const index = new QuestionIndex();
let current: Promise<void> = Promise.resolve();
let queued = false;

/** Reads the rows and syncs the index; while one runs, at most one more is queued (changes coalesce). */
function refresh(): Promise<void> {
  if (queued) return current;
  queued = true;
  current = current.then(async () => {
    queued = false;
    try {
      index.sync(await readDeviceRows());
    } catch (error) {
      console.warn('Question search: could not read the device store', error);
    }
  });
  return current;
}

let ready = refresh();

new BroadcastChannel(DEXIE_MUTATED_CHANNEL).onmessage = (event: MessageEvent) => {
  if (touchesSearch(event.data)) ready = refresh();
};

self.onmessage = async (event: MessageEvent<SearchRequest>) => {
  const ask = event.data;
  await ready;
  let reply: SearchReply;
  try {
    const page = ask.kind === 'search' ? index.search(ask.search) : index.similar(ask.title, ask.limit);
    reply = { id: ask.id, ok: true, page };
  } catch (error) {
    reply = { id: ask.id, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  self.postMessage(reply);
};
