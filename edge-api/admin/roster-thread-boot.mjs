// The roster thread's entry (roster-thread.ts). Node 20 does not apply `--import tsx` to a worker's
// entry file, so the thread registers tsx itself before loading its TypeScript.
import { register } from 'tsx/esm/api';

register();
await import('./roster-thread-entry.ts');
