import type { Sql } from 'postgres';
import type { Clock, Logger } from '../deps.ts';

export type Deliver = (kind: string, payload: Record<string, unknown>) => Promise<void>;

type Row = { id: string; kind: string; payload: Record<string, unknown>; attempts: number };

const LEASE_MS = 2 * 60_000;
const MAX_BACKOFF_MS = 60 * 60_000;
/** Delivered rows keep their payload this long; then only kind, timestamps and attempts (ADR 0033). */
export const RETENTION_MS = 7 * 24 * 60 * 60_000;
const PURGE_EVERY_MS = 60 * 60_000;

/** 1 s, 2 s, 4 s … capped at an hour, with jitter so many dispatchers don't retry in step. */
export function backoffMs(attempts: number, random = Math.random): number {
  const base = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** Math.max(0, attempts - 1));
  return Math.round(base * (0.5 + random() / 2));
}

/** Outbox work no one waits on by the second: a photo's sizes, its files' removal. */
const BACKGROUND_KINDS = ['derive-photo', 'delete-photo-files', 'strip-photo-location'];
/** Background rows a pass takes: a pass's photos take about 0.4 s each. */
const BACKGROUND_PER_PASS = 4;

/**
 * Delivers outbox rows. A claim leases rows (pushes next_attempt_at forward) in one short statement
 * with FOR UPDATE SKIP LOCKED, so several dispatchers share the work and a crashed one's rows come
 * back after the lease; no transaction is held open while talking to SMTP or a push service.
 * Periodic jobs run on their own timers (periodic-jobs.ts), so nothing else holds up a mail.
 */
export function createDispatcher(opts: {
  sql: Sql;
  clock: Clock;
  deliver: Deliver;
  log?: Logger;
  batchSize?: number;
  pollMs?: number;
}) {
  const { sql, clock, deliver, batchSize = 20, pollMs = 1000 } = opts;
  const log = opts.log ?? (() => {});
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = true;
  let lastPurge = -Infinity;

  /** Blanks the payload of rows delivered more than RETENTION_MS ago, keeping the row for audit. */
  async function purge(now: Date) {
    const { count } = await sql`
      update outbox set payload = '{}'
      where sent_at < ${new Date(now.getTime() - RETENTION_MS)} and payload <> '{}'::jsonb`;
    if (count) log({ level: 'info', msg: 'outbox payloads purged', count });
  }

  async function runOnce(): Promise<number> {
    const now = clock.now();
    if (now.getTime() - lastPurge >= PURGE_EVERY_MS) {
      lastPurge = now.getTime();
      await purge(now);
    }
    // What people wait on first (a sign-up code, a notification), then a few rows of background work,
    // so that a code never queues behind an album's worth of photos (ADR 0118).
    const claim = (background: boolean, limit: number) => sql<Row[]>`
      update outbox set attempts = attempts + 1, next_attempt_at = ${new Date(now.getTime() + LEASE_MS)}
      where id in (
        select id from outbox
        where sent_at is null and next_attempt_at <= ${now} and (kind in ${sql(BACKGROUND_KINDS)}) = ${background}
        order by id
        limit ${limit}
        for update skip locked)
      returning id, kind, payload, attempts`;
    const rows = [...(await claim(false, batchSize)), ...(await claim(true, Math.min(batchSize, BACKGROUND_PER_PASS)))];
    for (const row of rows) {
      try {
        await deliver(row.kind, row.payload);
        await sql`update outbox set sent_at = ${clock.now()}, last_error = null where id = ${row.id}`;
        log({ level: 'info', msg: 'outbox delivered', id: row.id, kind: row.kind });
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        const retryAt = new Date(clock.now().getTime() + backoffMs(row.attempts));
        await sql`update outbox set last_error = ${message}, next_attempt_at = ${retryAt} where id = ${row.id}`;
        log({ level: 'warn', msg: 'outbox delivery failed', id: row.id, kind: row.kind, attempts: row.attempts, error: message });
      }
    }
    return rows.length;
  }

  /** A pass now (or right after the one running) instead of at the next poll. */
  let woken = false;
  let passing = false;
  function pass() {
    passing = true;
    running = runOnce()
      .catch((err) => log({ level: 'error', msg: 'dispatcher pass failed', error: String(err) }))
      .finally(() => {
        passing = false;
        schedule(woken ? 0 : pollMs);
        woken = false;
      });
  }

  function schedule(delay = pollMs) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(pass, delay);
  }

  return {
    runOnce,
    start() {
      stopped = false;
      schedule();
    },
    /** A row was just written (NOTIFY outbox): it goes now, not at the next poll. */
    wake() {
      if (stopped) return;
      if (passing) woken = true;
      else schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
