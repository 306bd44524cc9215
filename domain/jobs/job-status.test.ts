import { describe, expect, it } from 'vitest';
import {
  formatSalary,
  formatSalaryWithSymbol,
  isActive,
  isNew,
  isoDay,
  localDate,
  moreLabel,
  requirementChips,
} from './job-status.ts';

const HOUR = 60 * 60 * 1000;
const now = new Date('2025-06-15T12:00:00.000Z');
const before = (ms: number) => new Date(now.getTime() - ms);

describe('Active / Closed (deadline against today)', () => {
  it.each([
    ['2025-06-16', '2025-06-15', true],
    ['2025-06-15', '2025-06-15', true],
    ['2025-06-14', '2025-06-15', false],
    ['2024-12-31', '2025-01-01', false],
    ['2026-01-01', '2025-12-31', true],
    ['2025-06-15T00:00:00.000Z', '2025-06-15', true],
    ['2025-06-14T23:59:59.999Z', '2025-06-15', false],
  ])('deadline %s, today %s → active %s', (deadline, today, expected) => {
    expect(isActive(deadline, today)).toBe(expected);
  });
});

describe("'New' badge (within 48 hours)", () => {
  it.each([
    ['just now', 0, true],
    ['47 h 59', 48 * HOUR - 60_000, true],
    ['exactly 48 h', 48 * HOUR, true],
    ['48 h + 1 ms', 48 * HOUR + 1, false],
    ['3 days', 72 * HOUR, false],
    ['1 hour in the future (clock skew)', -HOUR, true],
  ])('%s → %s', (_label, ms, expected) => {
    expect(isNew(before(ms), now)).toBe(expected);
  });

  it('reads ISO strings; an unreadable date is not new', () => {
    expect(isNew('2025-06-14T12:00:00.000Z', now)).toBe(true);
    expect(isNew('2025-06-01T12:00:00.000Z', now)).toBe(false);
    expect(isNew('garbage', now)).toBe(false);
  });
});

describe('requirement chips', () => {
  it.each([
    [[], [], 0, ''],
    [['a'], ['a'], 0, ''],
    [['a', 'b', 'c'], ['a', 'b', 'c'], 0, ''],
    [['a', 'b', 'c', 'd'], ['a', 'b', 'c'], 1, '+1 more'],
    [['a', 'b', 'c', 'd', 'e', 'f', 'g'], ['a', 'b', 'c'], 4, '+4 more'],
  ])('%j → shown %j, +%i', (list, shown, more, label) => {
    const frozen = Object.freeze([...list]);
    expect(requirementChips(frozen)).toEqual({ shown, more });
    expect(moreLabel(more)).toBe(label);
  });
});

describe('salary display', () => {
  it.each([
    [{ range: '500000-800000', currency: 'INR' }, '500000 - 800000 INR'],
    [{ range: '90000-120000', currency: 'USD' }, '90000 - 120000 USD'],
    [{ range: '10000-20000' }, '10000 - 20000 INR'],
    [{ range: ' 10000 - 20000 ', currency: 'EUR' }, '10000 - 20000 EUR'],
    [{ range: 'Negotiable', currency: 'GBP' }, 'Negotiable GBP'],
    [{ range: '', currency: 'INR' }, 'INR'],
  ] as const)('%j → %s', (salary, expected) => {
    expect(formatSalary(salary)).toBe(expected);
  });

  it.each([
    [{ range: '500000-800000', currency: 'INR' }, '₹5,00,000 - ₹8,00,000'],
    [{ range: '90000-120000', currency: 'USD' }, '$90,000 - $120,000'],
    [{ range: '40000-60000', currency: 'EUR' }, '€40,000 - €60,000'],
    [{ range: '40000-60000', currency: 'GBP' }, '£40,000 - £60,000'],
    [{ range: 'Negotiable', currency: 'INR' }, 'Negotiable INR'],
  ] as const)('with its sign: %j → %s', (salary, expected) => {
    expect(formatSalaryWithSymbol(salary)).toBe(expected);
  });
});

describe('deadline as a local date', () => {
  it.each([
    ['2025-06-05', '5 Jun 2025'],
    ['2024-02-29', '29 Feb 2024'],
    ['2025-01-01', '1 Jan 2025'],
    ['2025-12-31', '31 Dec 2025'],
    ['2025-06-05T00:00:00.000Z', '5 Jun 2025'],
    ['not a date', 'not a date'],
    ['2025-02-30', '2025-02-30'],
  ])('%s → %s', (deadline, expected) => {
    expect(localDate(deadline)).toBe(expected);
  });

  it("writes every month as en-IN does, in the day's own terms (no time zone shift)", () => {
    const utc = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
    for (let month = 0; month < 12; month++) {
      const day = `2025-${String(month + 1).padStart(2, '0')}-30`.replace('02-30', '02-28');
      expect(localDate(day)).toBe(utc.format(Date.UTC(2025, month, month === 1 ? 28 : 30)));
    }
  });
});

describe('isoDay (what to pass as today)', () => {
  it.each([
    ['2025-06-15T20:00:00.000Z', 'UTC', '2025-06-15'],
    ['2025-06-15T20:00:00.000Z', 'Asia/Kolkata', '2025-06-16'],
    ['2025-06-15T02:00:00.000Z', 'America/New_York', '2025-06-14'],
    ['2024-12-31T23:59:59.999Z', 'UTC', '2024-12-31'],
  ])('%s in %s → %s', (instant, timeZone, expected) => {
    expect(isoDay(new Date(instant), timeZone)).toBe(expected);
  });

  it('uses the runtime time zone when none is given', () => {
    const d = new Date(2025, 0, 9, 12);
    expect(isoDay(d)).toBe('2025-01-09');
    expect(isoDay(new Date(2025, 11, 31, 23, 59))).toBe('2025-12-31');
    expect(isoDay(new Date(2025, 0, 1, 0, 0))).toBe('2025-01-01');
  });
});
