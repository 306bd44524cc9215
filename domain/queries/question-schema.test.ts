import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { AskQuestionSchema, PostAnswerArgsSchema, PostCommentArgsSchema } from './question-schema.ts';
import { parseWith } from '../validation.ts';

const ok = { title: 'How do I prepare for campus placements?', content: 'Which skills matter most in the first round?' };
const messageFor = (input: Record<string, unknown>) => {
  const r = parseWith(AskQuestionSchema, { ...ok, ...input });
  return r.ok ? undefined : r.message;
};

describe('question rules', () => {
  it('accepts a question, trims it, and defaults the category to General', () => {
    expect(parseWith(AskQuestionSchema, { title: `  ${ok.title} `, content: ok.content })).toEqual({
      ok: true,
      value: { ...ok, category: 'General' },
    });
  });

  it.each([
    [{ title: '' }, 'Please enter a question title'],
    [{ title: '   ' }, 'Please enter a question title'],
    [{ title: 'Why?' }, 'Title must be at least 5 characters'],
    [{ content: '' }, 'Please provide question details'],
    [{ content: 'Too short' }, 'Description must be at least 10 characters'],
    [{ category: 'Sports' }, 'Choose a category'],
  ])('%j → %s', (input, message) => {
    expect(messageFor(input)).toBe(message);
  });

  it.each(['Career', 'Technical', 'Academic', 'General'])('accepts the category %s', (category) => {
    expect(messageFor({ category })).toBeUndefined();
  });
});

describe('answers and comments', () => {
  it('trims the text and refuses an empty one', () => {
    const base = { id: randomUUID(), questionId: randomUUID() };
    expect(parseWith(PostAnswerArgsSchema, { ...base, answer: '  Start with aptitude tests.  ' })).toMatchObject({
      ok: true,
      value: { answer: 'Start with aptitude tests.' },
    });
    const empty = parseWith(PostAnswerArgsSchema, { ...base, answer: '   ' });
    expect(empty.ok ? '' : empty.message).toBe('Please write an answer');
    const comment = parseWith(PostCommentArgsSchema, { id: randomUUID(), answerId: randomUUID(), content: ' ' });
    expect(comment.ok ? '' : comment.message).toBe('Please write a comment');
  });
});
