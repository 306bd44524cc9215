import type { TransactionSql } from 'postgres';

/**
 * Attempts per `bucket` within `windowMs` (at most a day): refused once `max` are in the window,
 * or, with `spacingMs`, let through one at a time, `spacingMs(count)` after the bucket's last one.
 */
export type Limit = { bucket: string; windowMs: number } & ({ max: number } | { spacingMs: (count: number) => number });

/** A claim made (`counts`: each bucket's attempts in its window, this one included), or the limit that refused it. */
export type Claim = { ok: true; counts: number[] } | { ok: false; refusedBy: Limit; waitMs: number };

// Advisory locks with two int keys never meet the single-key lock that migrate.ts takes.
const LOCK_SPACE = 7_234_002;
const DAY_MS = 86_400_000;

// Lists travel as one JSON parameter: array parameters need the type lookup Workers turn off.
const list = (tx: TransactionSql, rows: { bucket: string; since?: Date }[]) =>
  tx`jsonb_to_recordset(${tx.json(rows.map((r) => ({ bucket: r.bucket, since: r.since?.toISOString() })))}) as l(bucket text, since timestamptz)`;

/**
 * Locks the buckets for the rest of the transaction, so parallel requests for one bucket queue here
 * instead of all passing the count. Keys are taken in one order, so two requests cannot deadlock.
 */
async function lockBuckets(tx: TransactionSql, buckets: { bucket: string }[]) {
  // Its own statement: a statement's snapshot is taken before it waits, so a count must come after.
  await tx`
    select pg_advisory_xact_lock(${LOCK_SPACE}, k)
    from (select distinct hashtext(l.bucket) as k from ${list(tx, buckets)} order by k offset 0) keys`;
}

/**
 * Claims one attempt in every bucket before the expensive check, or none when any limit refuses
 * (then the caller answers 429). A claim counts as an attempt until released.
 */
export async function claimAttempt(tx: TransactionSql, limits: Limit[], now: Date): Promise<Claim> {
  await lockBuckets(tx, limits);
  // Keep the table small: attempts older than a day never count.
  await tx`delete from rate_limit_events e using ${list(tx, limits)} where e.bucket = l.bucket and e.at < ${new Date(now.getTime() - DAY_MS)}`;
  const rows = await tx<{ bucket: string; n: number; first: Date | null; last: Date | null }[]>`
    select l.bucket, count(e.at)::int as n, min(e.at) as first, max(e.at) as last
    from ${list(tx, limits.map((l) => ({ bucket: l.bucket, since: new Date(now.getTime() - l.windowMs) })))}
    left join rate_limit_events e on e.bucket = l.bucket and e.at > l.since
    group by l.bucket`;
  const seen = new Map(rows.map((r) => [r.bucket, r]));
  const counts: number[] = [];
  for (const limit of limits) {
    const row = seen.get(limit.bucket) ?? { n: 0, first: null, last: null };
    const waitMs = waitBeforeNext(limit, row, now);
    if (waitMs > 0) return { ok: false, refusedBy: limit, waitMs };
    counts.push(row.n + 1);
  }
  await tx`insert into rate_limit_events (bucket, at) select l.bucket, ${now} from ${list(tx, limits)}`;
  return { ok: true, counts };
}

/** How long the next attempt in a bucket must wait: 0 when it may go now. */
function waitBeforeNext(limit: Limit, { n, first, last }: { n: number; first: Date | null; last: Date | null }, now: Date) {
  if ('max' in limit) return n >= limit.max && first ? first.getTime() + limit.windowMs - now.getTime() : 0;
  const spacing = limit.spacingMs(n);
  return spacing > 0 && last ? last.getTime() + spacing - now.getTime() : 0;
}

/**
 * Gives back the attempt claimed at `now` in each of `buckets` (it turned out fine); buckets named
 * in `clear` forget every attempt instead.
 */
export async function releaseAttempt(tx: TransactionSql, buckets: { bucket: string }[], now: Date, clear: string[] = []) {
  await lockBuckets(tx, buckets);
  const keep = buckets.filter((l) => !clear.includes(l.bucket));
  const wipe = buckets.filter((l) => clear.includes(l.bucket));
  await tx`delete from rate_limit_events e using ${list(tx, wipe)} where e.bucket = l.bucket`;
  // One row per bucket, not every attempt that happened in the same millisecond.
  await tx`
    delete from rate_limit_events where ctid in (
      select distinct on (e.bucket) e.ctid from rate_limit_events e join ${list(tx, keep)} on e.bucket = l.bucket
      where e.at = ${now})`;
}
