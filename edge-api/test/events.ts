import { randomUUID } from 'node:crypto';
import type { Sql } from 'postgres';
import { hashPassword } from '../auth/password.ts';
import { insertMember, MEMBER_PASSWORD } from './people.ts';
import { createTestApp } from './test-app.ts';

/** Create-event args: a reunion in Pune in December, with what the test changes. */
export const eventArgs = (over: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  title: 'Batch of 2016 reunion',
  description: 'Ten years on: dinner and a walk round the campus.',
  agenda: [{ time: '18:30', title: 'Welcome' }],
  kind: 'reunion',
  batch: '2016-2020',
  startsAt: '2026-12-20T18:30:00+05:30',
  endsAt: '2026-12-20T22:00:00+05:30',
  online: false,
  city: 'Pune',
  venue: 'College auditorium',
  mapUrl: 'https://maps.example.com/auditorium',
  joinUrl: null,
  capacity: 10,
  ...over,
});

let hash: Promise<string> | undefined;
let address = 0;

/**
 * `n` new members signed in through the API, each from an address of its own so that signing in
 * many does not meet the per-address login limit. One password hash serves them all.
 */
export async function signedInMembers(sql: Sql, n: number) {
  hash ??= hashPassword(MEMBER_PASSWORD);
  const out: { id: string; rollNumber: string; email: string; auth: Record<string, string> }[] = [];
  for (let i = 0; i < n; i++) {
    const m = await insertMember(sql, {}, await hash);
    address += 1;
    const from = `198.18.${Math.floor(address / 250)}.${(address % 250) + 1}`;
    const res = await createTestApp(sql, { clientAddress: () => from }).call('POST', '/api/users/auth', { rollNumberOrEmail: m.rollNumber, password: MEMBER_PASSWORD });
    out.push({ id: res.json.user._id, rollNumber: m.rollNumber, email: m.email, auth: { authorization: `Bearer ${res.json.token}` } });
  }
  return out;
}

/** What the outbox holds for an e-mail address or a member's pushes, as the dispatcher would send it. */
export const outboxFor = async (sql: Sql, to: { email: string; id: string }) =>
  sql<{ kind: string; template: string | null; title: string | null }[]>`
    select kind, payload->>'template' as template, payload->'message'->>'title' as title from outbox
    where payload->>'to' = ${to.email} or payload->>'userId' = ${to.id} order by id`;

/** The member's inbox lines, newest first: kind and text. */
export const inboxFor = async (sql: Sql, to: { id: string }) =>
  sql<{ kind: string; text: string }[]>`select kind, text from notifications where user_id = ${to.id} order by updated_at desc, id`;
