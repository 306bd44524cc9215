import { describe, expect, it } from 'vitest';
import { oneOf, shapeProblems, type Shape } from './shape.ts';

const question = {
  _id: 'str',
  askedBy: { fullName: 'str' },
  upvotes: ['str'],
  salary: { range: 'str', currency: 'str' },
  profilePicture: 'str|null',
} as const satisfies Shape;

const fitting = {
  _id: 'q1',
  askedBy: { fullName: 'Asha Rao', _id: 'u1' },
  upvotes: ['u1', 'u2'],
  salary: { range: '10000-20000', currency: 'INR' },
  profilePicture: null,
  extra: 'extra fields are allowed',
};

describe('shapeProblems', () => {
  it('finds nothing wrong with a value that fits, extra fields included', () => {
    expect(shapeProblems(fitting, question)).toEqual([]);
    expect(shapeProblems({ ...fitting, profilePicture: 'https://x/p.png' }, question)).toEqual([]);
  });

  it('names a missing field', () => {
    const { _id: _, ...withoutId } = fitting;
    expect(shapeProblems(withoutId, question)).toEqual(['_id: missing (expected string)']);
  });

  it('names a wrong type', () => {
    expect(shapeProblems({ ...fitting, askedBy: 'Asha' }, question)).toEqual(['askedBy: expected object, got string "Asha"']);
    expect(shapeProblems({ ...fitting, upvotes: 3 }, question)).toEqual(['upvotes: expected list, got number 3']);
  });

  it('names a wrong element type in a list, with its index', () => {
    expect(shapeProblems({ ...fitting, upvotes: ['u1', 7] }, question)).toEqual(['upvotes[1]: expected string, got number 7']);
  });

  it('names a null where an object is expected', () => {
    expect(shapeProblems({ ...fitting, salary: null }, question)).toEqual(['salary: expected object, got null']);
  });

  it('reports every problem at once, with nested paths', () => {
    expect(shapeProblems({ ...fitting, _id: 1, salary: { range: 10 }, profilePicture: 5 }, question)).toEqual([
      '_id: expected string, got number 1',
      'salary.range: expected string, got number 10',
      'salary.currency: missing (expected string)',
      'profilePicture: expected string or null, got number 5',
    ]);
  });

  it('checks the response itself and lists of objects', () => {
    expect(shapeProblems({ message: 'hi' }, ['obj'])).toEqual(['(response): expected list, got object {message}']);
    expect(shapeProblems([{ a: 1 }, { a: '1' }], [{ a: 'num' }])).toEqual(['[1].a: expected number, got string "1"']);
  });

  it('checks enumerations with oneOf', () => {
    const shape = { status: oneOf('active', 'inactive') };
    expect(shapeProblems({ status: 'active' }, shape)).toEqual([]);
    expect(shapeProblems({ status: 'open' }, shape)).toEqual(['status: expected one of "active", "inactive", got string "open"']);
  });
});
