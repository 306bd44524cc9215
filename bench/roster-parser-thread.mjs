// The parser alone, cold, as the server's roster thread runs it (edge-api/admin/roster-thread-boot.mjs):
// a fresh thread parses the bytes it is given once and answers how long readRosterSheet() took.
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { readRosterSheet } = await import('../edge-api/admin/read-sheet.ts');
const start = performance.now();
const rows = await readRosterSheet(workerData);
parentPort.postMessage({ ms: performance.now() - start, rows: rows.length });
