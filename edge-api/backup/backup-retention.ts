// Which of DATA_DIR/backups the daily schedule keeps (issue 55): the newest of each of the last 7
// days that have one, and the newest of each of the last 4 ISO weeks that have one. Only archives
// named as the schedule and `npm run backup` name them by default are ever deleted.

const NAMED = /^(\d{4})-(\d{2})-(\d{2})T(\d{2})-(\d{2})-(\d{2})Z\.tar\.gz$/;
export const DAILY_KEPT = 7;
export const WEEKLY_KEPT = 4;

/** The time a default-named archive was taken, or null for any other file. */
export function backupTime(name: string): Date | null {
  const m = NAMED.exec(name);
  if (!m) return null;
  const time = new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}Z`);
  return Number.isNaN(time.getTime()) ? null : time;
}

/** The Monday (UTC) of the ISO week `time` falls in, as a day string. */
const weekOf = (time: Date) => {
  const monday = new Date(time);
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  return monday.toISOString().slice(0, 10);
};

/** The default-named archives among `names` that the schedule deletes, oldest first. */
export function backupsToDelete(names: readonly string[]): string[] {
  const dated = names.flatMap((name) => {
    const time = backupTime(name);
    return time ? [{ name, time }] : [];
  });
  dated.sort((a, b) => b.time.getTime() - a.time.getTime()); // newest first
  const keep = new Set<string>();
  const newestOf = (key: (t: Date) => string, count: number) => {
    const seen = new Set<string>();
    for (const { name, time } of dated) {
      const k = key(time);
      if (seen.has(k)) continue;
      if (seen.size === count) break;
      seen.add(k);
      keep.add(name);
    }
  };
  newestOf((t) => t.toISOString().slice(0, 10), DAILY_KEPT);
  newestOf(weekOf, WEEKLY_KEPT);
  return dated.filter(({ name }) => !keep.has(name)).map(({ name }) => name).reverse();
}

/** The next time of day `at` ('03:00', UTC) after `now`. */
export function nextRun(at: string, now: Date): Date {
  const [h, m] = at.split(':').map(Number) as [number, number];
  const next = new Date(now);
  next.setUTCHours(h, m, 0, 0);
  if (next <= now) next.setUTCDate(next.getUTCDate() + 1);
  return next;
}

/** BACKUP_AT: 'HH:MM' in UTC (default 02:30), or 'off'. Anything else is refused at start. */
export function parseBackupAt(value: string | undefined): string | null {
  const text = value?.trim() || '02:30';
  if (text === 'off') return null;
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text);
  if (!m) throw new Error(`BACKUP_AT must be a time of day as HH:MM (UTC), e.g. 02:30, or off; not ${JSON.stringify(text)}`);
  return text;
}
