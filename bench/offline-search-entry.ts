import { QuestionIndex } from '#pwa/features/queries/search/question-index.ts';
import { BENCH_QUERIES, benchCorpus } from './offline-search-corpus.ts';

// Bundled into the bench's Chromium page: builds the Query Portal's offline index over the bench
// corpus and times each search as the worker runs it (first page, 'All'), after one warm-up round.
export function runOfflineSearch(rounds: number) {
  const rows = benchCorpus();
  let t = performance.now();
  const index = new QuestionIndex();
  index.sync(rows);
  const buildMs = performance.now() - t;
  const times: number[] = [];
  // One round first, not counted: the searches a member makes after the first few are what is timed.
  for (let r = 0; r <= rounds; r++) {
    for (const q of BENCH_QUERIES) {
      t = performance.now();
      index.search({ q, filter: 'All', page: 1 });
      if (r > 0) times.push(performance.now() - t);
    }
  }
  return { buildMs, times, questions: index.size };
}
