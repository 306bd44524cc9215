import { describe, expect, it } from 'vitest';
import { backupsToDelete, backupTime, nextRun, parseBackupAt } from './backup-retention.ts';

const named = (iso: string) => `${iso.slice(0, 19).replaceAll(':', '-')}Z.tar.gz`;
/** One archive a day at 02:30 UTC for `days` days up to 2026-12-07. */
const daily = (days: number) => Array.from({ length: days }, (_, i) => named(new Date(Date.UTC(2026, 11, 7 - i, 2, 30)).toISOString()));

describe('backupsToDelete', () => {
  it('keeps the last 7 days and the newest of each of the last 4 weeks, deletes the rest', () => {
    const names = daily(40);
    const deleted = backupsToDelete(names);
    const kept = names.filter((n) => !deleted.includes(n)).sort();
    expect(kept).toEqual([
      // the newest of the weeks from Mon 16 and Mon 23 Nov (those from 30 Nov and 7 Dec end among the daily ones)
      '2026-11-22T02-30-00Z.tar.gz',
      '2026-11-29T02-30-00Z.tar.gz',
      '2026-12-01T02-30-00Z.tar.gz',
      '2026-12-02T02-30-00Z.tar.gz',
      '2026-12-03T02-30-00Z.tar.gz',
      '2026-12-04T02-30-00Z.tar.gz',
      '2026-12-05T02-30-00Z.tar.gz',
      '2026-12-06T02-30-00Z.tar.gz',
      '2026-12-07T02-30-00Z.tar.gz',
    ]);
    expect(deleted[0]).toBe('2026-10-29T02-30-00Z.tar.gz'); // oldest first
  });

  it('keeps the newest of a day with several (a backup taken by hand), and never touches other files', () => {
    const names = [named('2026-12-07T02:30:00'), named('2026-12-07T15:04:05'), 'before-the-upgrade.tar.gz', 'notes.txt'];
    expect(backupsToDelete(names)).toEqual(['2026-12-07T02-30-00Z.tar.gz']);
  });

  it('keeps everything while there are fewer than a week of them', () => {
    expect(backupsToDelete(daily(5))).toEqual([]);
  });
});

describe('the schedule', () => {
  it('reads the time a default name gives, and nothing else', () => {
    expect(backupTime('2026-12-07T02-30-00Z.tar.gz')?.toISOString()).toBe('2026-12-07T02:30:00.000Z');
    expect(backupTime('2026-13-07T02-30-00Z.tar.gz')).toBeNull();
    expect(backupTime('../2026-12-07T02-30-00Z.tar.gz')).toBeNull();
  });

  it('runs next at the time of day given, today if it is still ahead, else tomorrow', () => {
    expect(nextRun('02:30', new Date('2026-12-07T01:00:00Z')).toISOString()).toBe('2026-12-07T02:30:00.000Z');
    expect(nextRun('02:30', new Date('2026-12-07T02:30:00Z')).toISOString()).toBe('2026-12-08T02:30:00.000Z');
  });

  it.each([
    [undefined, '02:30'],
    ['  04:05 ', '04:05'],
    ['off', null],
  ])('BACKUP_AT=%s → %s', (value, expected) => expect(parseBackupAt(value)).toBe(expected));

  it.each(['25:00', '3:00', 'midnight', '02:30:00'])('refuses BACKUP_AT=%s with the form it wants', (value) => {
    expect(() => parseBackupAt(value)).toThrow(/BACKUP_AT must be a time of day as HH:MM \(UTC\), e.g\. 02:30, or off/);
  });
});
