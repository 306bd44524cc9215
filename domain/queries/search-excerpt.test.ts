import { expect, it } from 'vitest';
import { firstTermAt, searchExcerpt } from './search-excerpt.ts';

it('keeps a short text whole, with its spaces folded', () => {
  expect(searchExcerpt('Mock  interviews\nhelp.', ['interview'])).toBe('Mock interviews help.');
});

it('cuts a long text around the first word that starts with a term, at spaces', () => {
  const text = `${'Lorem ipsum dolor sit amet. '.repeat(10)}Prepare for interviews with a friend. ${'More words follow here. '.repeat(10)}`;
  const excerpt = searchExcerpt(text, ['prepar', 'interview']);
  expect(excerpt.startsWith('…')).toBe(true);
  expect(excerpt.endsWith('…')).toBe(true);
  expect(excerpt).toContain('Prepare for interviews');
  expect(excerpt.length).toBeLessThanOrEqual(202);
  expect(excerpt).not.toMatch(/…\S*[a-z]\S*… $/);
});

it('matches at the start of a word only, and starts at the top when nothing matches', () => {
  expect(firstTermAt('reinterview then interview', ['interview'])).toBe(17);
  expect(firstTermAt('nothing here', ['interview'])).toBe(-1);
  expect(searchExcerpt('x '.repeat(150), ['interview']).startsWith('x x')).toBe(true);
});
