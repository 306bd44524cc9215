import { describe, expect, it } from 'vitest';
import { applyVote, nextVote, type VoteValue } from './votes.ts';

describe('votes', () => {
  it.each([
    [0, 'up', 1],
    [0, 'down', -1],
    [1, 'up', 0],
    [-1, 'down', 0],
    [1, 'down', -1],
    [-1, 'up', 1],
  ] as const)('from %i, clicking %s gives %i', (current, clicked, next) => {
    expect(nextVote(current, clicked)).toBe(next);
  });

  it('toggling five times ends liked, and the counts follow every step', () => {
    let vote: VoteValue = 0;
    let counts = { upvotes: 3, downvotes: 1 };
    for (let i = 0; i < 5; i++) {
      const next = nextVote(vote, 'up');
      counts = applyVote(counts, vote, next);
      vote = next;
    }
    expect(vote).toBe(1);
    expect(counts).toEqual({ upvotes: 4, downvotes: 1 });
  });

  it('switching from a downvote to an upvote moves one count to the other', () => {
    expect(applyVote({ upvotes: 0, downvotes: 2 }, -1, 1)).toEqual({ upvotes: 1, downvotes: 1 });
  });
});
