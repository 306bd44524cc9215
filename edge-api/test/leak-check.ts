import { afterAll, expect } from 'vitest';
import { WORKER_JWT_SECRET } from './start-worker.ts';

// Every response a test file's API client sees is kept, and checked at the end of the file: no
// password hash, verification code or server secret may ever leave the server.
const responses: { what: string; text: string }[] = [];
const secrets = new Set<string>([WORKER_JWT_SECRET]);

export function recordResponse(what: string, body: string, headers: Headers) {
  const visibleHeaders = [...headers.entries()].filter(([k]) => k !== 'set-cookie').map(([k, v]) => `${k}: ${v}`);
  responses.push({ what, text: `${visibleHeaders.join('\n')}\n${body}` });
}

/** A value that must never appear in a response (a code read from the mail sink, a secret). */
export function registerSecret(value: string) {
  secrets.add(value);
}

export function findLeaks(): string[] {
  const leaks: string[] = [];
  for (const { what, text } of responses) {
    if (/scrypt\$|password_hash|code_hash|token_hash/.test(text)) leaks.push(`${what}: a hash or hash column`);
    for (const s of secrets) {
      const pattern = /^\d+$/.test(s) ? new RegExp(`(?<!\\d)${s}(?!\\d)`) : null;
      if (pattern ? pattern.test(text) : text.includes(s)) leaks.push(`${what}: contains ${s.slice(0, 3)}…`);
    }
  }
  return leaks;
}

afterAll(() => {
  expect(findLeaks()).toEqual([]);
});
