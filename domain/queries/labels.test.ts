import { describe, expect, it } from 'vitest';
import { ANONYMOUS, answerCountLabel, askerName, categoryStyle, statusTone } from './labels.ts';
import { CATEGORIES, QUESTION_STATUSES } from './question-schema.ts';

describe('answer count label', () => {
  it.each([
    [0, 'No Answers'],
    [1, '1 Answer'],
    [2, '2 Answers'],
    [10, '10 Answers'],
    [1000, '1000 Answers'],
    // not a sensible count
    [-1, 'No Answers'],
    [Number.NaN, 'No Answers'],
    [Number.POSITIVE_INFINITY, 'No Answers'],
    [0.5, 'No Answers'],
    [1.9, '1 Answer'],
    [2.5, '2 Answers'],
  ])('%d → %s', (n, label) => {
    expect(answerCountLabel(n)).toBe(label);
  });
});

describe('asker name', () => {
  it.each([
    ['Asha Rao', 'Asha Rao'],
    ['  Asha Rao  ', 'Asha Rao'],
    ['A', 'A'],
    ['', ANONYMOUS],
    ['   ', ANONYMOUS],
    ['\t\n', ANONYMOUS],
    [null, ANONYMOUS],
    [undefined, ANONYMOUS],
  ])('%j → %s', (name, shown) => {
    expect(askerName(name)).toBe(shown);
  });

  it("says 'Anonymous'", () => {
    expect(ANONYMOUS).toBe('Anonymous');
  });
});

describe('category style', () => {
  it.each(CATEGORIES)('%s keeps its own style', (category) => {
    expect(categoryStyle(category)).toBe(category);
  });

  it.each([['Sports'], ['career'], ['GENERAL'], [' Career'], [''], [null], [undefined]])(
    'unknown %j falls back to General',
    (category) => {
      expect(categoryStyle(category)).toBe('General');
    },
  );
});

describe('status tone', () => {
  it('Open is green (open)', () => {
    expect(statusTone('Open')).toBe('open');
  });

  it.each(QUESTION_STATUSES.filter((s) => s !== 'Open'))('%s is red (other)', (status) => {
    expect(statusTone(status)).toBe('other');
  });

  it.each([['open'], ['OPEN'], [' Open'], ['Archived'], [''], [null], [undefined]])(
    '%j is red (other): only exactly Open is green',
    (status) => {
      expect(statusTone(status)).toBe('other');
    },
  );
});
