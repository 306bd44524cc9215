import { rankMentors, type Mentee, type RankedCard } from '#domain/mentorship/mentor-ranking.ts';

// Bundled into the bench's Chromium page: ranks the member's cards as /mentorship does offline
// (mentor-finder.tsx), with and without a topic, after one warm-up round that is not counted.
export function runMentorRanking(mentee: Mentee, cards: RankedCard[], rounds: number, shown: number) {
  const times: number[] = [];
  for (let r = 0; r <= rounds; r++) {
    for (const filters of [{}, { topic: 'Interview preparation' }]) {
      const start = performance.now();
      rankMentors(mentee, cards, filters, shown);
      if (r > 0) times.push(performance.now() - start);
    }
  }
  return times;
}
