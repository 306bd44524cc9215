import type { PokeNotice, RevokeNotice } from '#domain/sync/live.ts';

// What arrives on channel 'sync_poke': a poke (migration 0023) or a revocation (migration 0040).

/** A revocation from migration 0040, or undefined for anything else on the channel. */
export function parseRevokeNotice(payload: string): RevokeNotice | undefined {
  try {
    const p = JSON.parse(payload) as Partial<RevokeNotice> | null;
    return Array.isArray(p?.revoke) ? { revoke: p.revoke.filter((id): id is string => typeof id === 'string') } : undefined;
  } catch {
    return undefined;
  }
}

/** A NOTIFY payload from migration 0023, or undefined for anything else on the channel. */
export function parsePokeNotice(payload: string): PokeNotice | undefined {
  try {
    const p = JSON.parse(payload) as Partial<PokeNotice>;
    if (typeof p.table !== 'string' || !Number.isSafeInteger(p.version) || !Array.isArray(p.to)) return undefined;
    return { table: p.table, version: p.version!, to: p.to.filter((t): t is string => typeof t === 'string') };
  } catch {
    return undefined;
  }
}
