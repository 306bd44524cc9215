import { DASHBOARD_MONTHS, DASHBOARD_WEEKS } from '#domain/dashboard/dashboard.ts';

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' of the Monday (UTC) of `at`'s week. */
export function weekOf(at: Date): string {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

/** The Mondays of the weeks the dashboard shows, oldest first, ending with `now`'s week. */
export function dashboardWeeks(now: Date): string[] {
  const last = new Date(`${weekOf(now)}T00:00:00Z`).getTime();
  return Array.from({ length: DASHBOARD_WEEKS }, (_, i) => new Date(last - (DASHBOARD_WEEKS - 1 - i) * 7 * DAY_MS).toISOString().slice(0, 10));
}

/** 'YYYY-MM' of the months the dashboard shows, oldest first, ending with `now`'s month. */
export function dashboardMonths(now: Date): string[] {
  return Array.from({ length: DASHBOARD_MONTHS }, (_, i) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (DASHBOARD_MONTHS - 1 - i), 1)).toISOString().slice(0, 7));
}

/** Rows keyed by week (or month), one per key of `keys`, with `empty` where SQL had none. */
export function fillFrame<T>(keys: string[], rows: Map<string, T>, empty: (key: string) => T): T[] {
  return keys.map((k) => rows.get(k) ?? empty(k));
}

/** The instant a 'YYYY-MM-DD' day or 'YYYY-MM' month starts, in UTC. */
export const startOf = (key: string) => new Date(`${key.length === 7 ? `${key}-01` : key}T00:00:00Z`);
