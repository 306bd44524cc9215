import { useEffect, useState } from 'react';
import { prepareForRanking } from '#domain/mentorship/mentor-ranking.ts';
import type { MentorCard } from '#domain/mentorship/mentorship.ts';
import { inSlices } from '#pwa/lib/when-idle.ts';

const withWords = (card: MentorCard) => prepareForRanking(card, true);

/**
 * `mentors` once each card is readied for ranking, a slice per task after the screen has painted
 * (a college has thousands of cards); then, still a slice at a time, their words, so the first goal
 * typed ranks in milliseconds too. Until then, the cards readied before (the list as it was before
 * a sync changed it), or null the first time.
 */
export function usePreparedMentors(mentors: MentorCard[]): MentorCard[] | null {
  const [ready, setReady] = useState<MentorCard[] | null>(null);
  useEffect(() => {
    let cancel = inSlices(mentors, prepareForRanking, () => {
      setReady(mentors);
      cancel = inSlices(mentors, withWords, () => undefined);
    });
    return () => cancel();
  }, [mentors]);
  return ready;
}
