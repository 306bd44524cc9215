import type { QuestionSearchPage } from '#domain/queries/search.ts';
import type { LocalSearch } from './question-index.ts';
import type { SearchAsk, SearchReply, SearchRequest } from './search-messages.ts';

type Waiting = { resolve: (page: QuestionSearchPage) => void; reject: (error: Error) => void };

let worker: Worker | null = null;
let nextId = 1;
const waiting = new Map<number, Waiting>();

function failAll(message: string) {
  for (const w of waiting.values()) w.reject(new Error(message));
  waiting.clear();
  worker?.terminate();
  worker = null; // the next search starts a new one
}

/** The search worker, started on first use: only the Query Portal's screens import this file. */
function searchWorker(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL('./search-worker.ts', import.meta.url), { type: 'module', name: 'question-search' });
  worker.onmessage = (event: MessageEvent<SearchReply>) => {
    const reply = event.data;
    const w = waiting.get(reply.id);
    waiting.delete(reply.id);
    if (!w) return;
    if (reply.ok) w.resolve(reply.page);
    else w.reject(new Error(reply.message));
  };
  worker.onerror = (event) => failAll(event.message || 'The search on this device stopped');
  return worker;
}

function ask(request: SearchAsk): Promise<QuestionSearchPage> {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    searchWorker().postMessage({ ...request, id } satisfies SearchRequest);
  });
}

/** Starts building the device's index (opening the portal), so the first offline search is quick. */
export const warmDeviceSearch = () => void searchWorker();

/** A page of results from what this device holds. */
export const searchOnDevice = (search: LocalSearch) => ask({ kind: 'search', search });

/** Up to `limit` questions like a title being written, from what this device holds. */
export const similarOnDevice = (title: string, limit = 5) => ask({ kind: 'similar', title, limit });
