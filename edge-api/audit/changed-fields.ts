import { canonicalJson } from '#domain/sync/canonical-json.ts';

/**
 * What an edit changed, for an audit line's before/after: each side holds only the fields whose
 * values differ (compared as canonical JSON, so key order in stored JSON does not count).
 * undefined when nothing did: an edit that changes nothing, or a replay, writes no line.
 */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: T,
): { before: Partial<T>; after: Partial<T> } | undefined {
  const keys = Object.keys(after).filter((k) => canonicalJson(before[k] ?? null) !== canonicalJson(after[k] ?? null));
  if (!keys.length) return undefined;
  const pick = (from: T) => Object.fromEntries(keys.map((k) => [k, from[k] ?? null])) as Partial<T>;
  return { before: pick(before), after: pick(after) };
}
