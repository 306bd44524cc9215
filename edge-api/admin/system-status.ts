import type { Sql } from 'postgres';
import { BACKUPS_ELSEWHERE, type SystemStatus } from '#domain/admin/system-status.ts';
import { appliedMigration } from '../db/applied-migration.ts';
import type { ObjectStore } from '../storage/object-store.ts';
import type { BackupDesk } from '../backup/backup-desk.ts';

/** What the server knows of itself beyond the database (node.ts gives it; Workers give less). */
export type SystemDeps = { version: string; databaseKind: 'pglite' | 'postgres'; startedAt?: Date; backups?: BackupDesk };

const LARGEST = 8;

/** The figures of GET /api/admin/system, read now. */
export async function systemStatus(sql: Sql, deps: SystemDeps, objects: ObjectStore | undefined, now: Date): Promise<SystemStatus> {
  const [[size], tables, byKind, failures, migration, stored, latest] = await Promise.all([
    sql<{ bytes: string }[]>`select pg_database_size(current_database())::text as bytes`,
    sql<{ name: string; bytes: string }[]>`
      select c.relname as name, pg_total_relation_size(c.oid)::text as bytes
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' order by pg_total_relation_size(c.oid) desc, c.relname limit ${LARGEST}`,
    sql<{ kind: string; waiting: number; failing: number; oldest: Date | null }[]>`
      select kind, (count(*) filter (where last_error is null))::int as waiting, (count(*) filter (where last_error is not null))::int as failing, min(created_at) as oldest
      from outbox where sent_at is null group by kind order by kind`,
    sql<{ id: string; kind: string; attempts: number; last_error: string; next_attempt_at: Date; created_at: Date }[]>`
      select id::text, kind, attempts, last_error, next_attempt_at, created_at from outbox
      where sent_at is null and last_error is not null order by next_attempt_at, id limit 20`,
    appliedMigration(sql),
    objects ? objects.list('') : Promise.resolve(null),
    deps.backups ? deps.backups.latest(5) : Promise.resolve([]),
  ]);
  const rows = await Promise.all(tables.map(async (t) => (await sql<{ n: number }[]>`select count(*)::int as n from ${sql(t.name)}`)[0]!.n));
  const oldest = byKind.map((k) => k.oldest).filter((d): d is Date => !!d).sort((a, b) => a.getTime() - b.getTime())[0];
  return {
    version: deps.version,
    migration,
    startedAt: deps.startedAt?.toISOString() ?? null,
    uptimeSeconds: deps.startedAt ? Math.max(0, Math.round((now.getTime() - deps.startedAt.getTime()) / 1000)) : null,
    database: { kind: deps.databaseKind, bytes: Number(size!.bytes), largestTables: tables.map((t, i) => ({ name: t.name, bytes: Number(t.bytes), rows: rows[i]! })) },
    objects: stored && { count: stored.length, bytes: stored.reduce((a, o) => a + o.size, 0) },
    outbox: {
      waiting: byKind.reduce((a, k) => a + k.waiting, 0),
      failing: byKind.reduce((a, k) => a + k.failing, 0),
      oldestAt: oldest?.toISOString() ?? null,
      byKind: byKind.map(({ kind, waiting, failing }) => ({ kind, waiting, failing })),
      failures: failures.map((f) => ({ id: f.id, kind: f.kind, attempts: f.attempts, error: f.last_error, nextAttemptAt: f.next_attempt_at.toISOString(), createdAt: f.created_at.toISOString() })),
    },
    backups: { canTake: !!deps.backups, note: deps.backups ? null : BACKUPS_ELSEWHERE, latest },
  };
}
