import { describe, expect, it } from 'vitest';
import { byCode, byName } from './compare-text.ts';

const collator = new Intl.Collator('en');
const sign = (n: number) => Math.sign(n);

describe('byName', () => {
  it('orders plain names as the collator does', () => {
    const names = ['Pune', 'pune', 'PUNE', 'Pu ne', 'Pune 2', 'Pune2', 'pUne', 'Bengaluru', 'bengaluru', '', ' ', 'a', 'A', 'ab', 'a b', 'Ab', 'aB', '10', '9', 'Z', 'z0'];
    // Random plain strings too: letters of both cases, digits and spaces, 0–6 long.
    let seed = 42;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const pool = 'aAbBzZ09 ';
    for (let i = 0; i < 400; i++) names.push(Array.from({ length: Math.floor(next() * 7) }, () => pool[Math.floor(next() * pool.length)]).join(''));
    for (const a of names) for (const b of names) expect([a, b, sign(byName(a, b))]).toEqual([a, b, sign(collator.compare(a, b))]);
  });

  it('leaves other text to the collator', () => {
    for (const [a, b] of [['Škoda', 'Skoda'], ['Zoë', 'Zoe'], ['o’brien', 'obrien'], ['c++', 'c#'], ['Ärzte', 'Bäcker']]) {
      expect(sign(byName(a!, b!))).toBe(sign(collator.compare(a!, b!)));
    }
  });
});

describe('byCode', () => {
  it('orders ISO times', () => {
    expect(['2026-11-28T10:00:00.000Z', '2025-01-01T00:00:00.000Z', '2026-11-28T09:59:59.999Z'].sort(byCode)).toEqual([
      '2025-01-01T00:00:00.000Z',
      '2026-11-28T09:59:59.999Z',
      '2026-11-28T10:00:00.000Z',
    ]);
  });
});
