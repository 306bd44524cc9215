import type { MentorCard } from './mentorship.ts';
import type { MentorFilters } from './mentorship-schemas.ts';

// Which mentors suit a member, best first, each with the reasons a person can read (issue 54).
// Pure: the server's GET /api/mentorship/mentors and the device's offline list run this same code
// on the same cards, so both rank alike and say the same words.

/** The member asking, as the ranking reads them. `goal` and `topics`: what they said they want. */
export type Mentee = {
  userId: string;
  branch: string;
  course: string;
  batch: string;
  city: string;
  skills: readonly string[];
  goal?: string;
  topics?: readonly string[];
};

export type RankedCard = Pick<
  MentorCard,
  'userId' | 'fullName' | 'branch' | 'course' | 'batch' | 'city' | 'position' | 'companyName' | 'skills' | 'topics' | 'capacity' | 'placesLeft'
>;
export type Ranked<C> = C & { score: number; reasons: string[] };

export const WEIGHTS = { branch: 30, course: 10, topic: 25, goalWord: 6, skill: 5, city: 10, nearBatch: 8, farBatch: 4 } as const;
const MAX_TOPICS = 2;
const MAX_GOAL_WORDS = 4;
const MAX_SKILLS = 4;
/** At most this many reasons of fit, then the mentor's work and their places. */
const FIT_REASONS = 3;

const STOP_WORDS = new Set(['and', 'the', 'for', 'with', 'about', 'from', 'into', 'that', 'this', 'want', 'would', 'like', 'help', 'how', 'get', 'my', 'need', 'before', 'after', 'by', 'end', 'year', 'next', 'month', 'months', 'weeks', 'some', 'more', 'learn']);
const lower = (s: string) => s.trim().toLowerCase();
const wordsOf = (s: string) => lower(s).split(/[^\p{L}\p{N}+#]+/u).filter((w) => w.length >= 3 && !STOP_WORDS.has(w));
/** The year a batch ends ('2016-2020' → 2020), if it says. */
const endYear = (batch: string) => {
  const years = batch.match(/\d{4}/g);
  return years ? Number(years[years.length - 1]) : null;
};
/** Words alike enough: the same, or one stem ('interviews', 'interview'; 'science', 'scientist'). */
const alike = (a: string, b: string) => {
  if (a === b) return true;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return i >= 5;
};
const listed = (xs: readonly string[]) => (xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`);

/** The filters of the mentor list: a topic, a company, a city, a branch, and words of a name. */
export function matchesFilters(card: RankedCard, filters: Partial<MentorFilters>): boolean {
  const { topic = '', company = '', city = '', branch = '', q = '' } = filters;
  if (topic && !card.topics.some((t) => lower(t).includes(lower(topic)))) return false;
  if (company && !lower(card.companyName).includes(lower(company))) return false;
  if (city && !lower(card.city).includes(lower(city))) return false;
  if (branch && lower(card.branch) !== lower(branch)) return false;
  const name = lower(card.fullName);
  return lower(q).split(/\s+/).every((word) => name.includes(word));
}

type Fit = { points: number; reason: string };

/** Each way the mentor fits the mentee, with its points and its words. */
function fitsOf(mentee: Mentee, card: RankedCard, wanted: readonly string[]): Fit[] {
  const fits: Fit[] = [];
  if (mentee.branch && lower(card.branch) === lower(mentee.branch)) fits.push({ points: WEIGHTS.branch, reason: 'Same branch' });
  else if (mentee.course && lower(card.course) === lower(mentee.course)) fits.push({ points: WEIGHTS.course, reason: 'Same course' });

  const topics = card.topics.filter((t) => wanted.some((w) => lower(t).includes(lower(w)) || lower(w).includes(lower(t)))).slice(0, MAX_TOPICS);
  if (topics.length) fits.push({ points: WEIGHTS.topic * topics.length, reason: `Helps with ${listed(topics.map(lower))}` });

  const theirs = [...new Set([...card.topics, card.position, card.companyName, ...card.skills].flatMap(wordsOf))];
  const goal = [...new Set(wordsOf(mentee.goal ?? ''))].filter((w) => theirs.some((t) => alike(w, t))).slice(0, MAX_GOAL_WORDS);
  if (goal.length) fits.push({ points: WEIGHTS.goalWord * goal.length, reason: `Fits your goal: ${listed(goal)}` });

  const mine = new Set(mentee.skills.map(lower));
  const skills = card.skills.filter((s) => mine.has(lower(s))).slice(0, MAX_SKILLS);
  if (skills.length) fits.push({ points: WEIGHTS.skill * skills.length, reason: `Knows ${listed(skills)} too` });

  if (mentee.city && lower(card.city) === lower(mentee.city)) fits.push({ points: WEIGHTS.city, reason: `Also in ${card.city}` });

  const [theirYear, myYear] = [endYear(card.batch), endYear(mentee.batch)];
  if (theirYear !== null && myYear !== null && theirYear < myYear) {
    const gap = myYear - theirYear;
    if (gap <= 10) fits.push({ points: gap <= 5 ? WEIGHTS.nearBatch : WEIGHTS.farBatch, reason: `Graduated ${gap} ${gap === 1 ? 'year' : 'years'} before you` });
  }
  return fits;
}

/** What the mentor does, as far as the viewer may see it ('' when they keep their work private). */
export function workOf(card: Pick<RankedCard, 'position' | 'companyName'>): string {
  if (card.position && card.companyName) return `Works as ${card.position} at ${card.companyName}`;
  if (card.companyName) return `Works at ${card.companyName}`;
  return card.position ? `Works as ${card.position}` : '';
}

export const placesText = ({ placesLeft, capacity }: Pick<RankedCard, 'placesLeft' | 'capacity'>) =>
  placesLeft > 0 ? `${placesLeft} of ${capacity} ${capacity === 1 ? 'place' : 'places'} free` : 'No places free now';

/**
 * The mentors for `mentee`, filtered, best first: mentors with a free place before those without,
 * then by how well they fit, then by free places, then by name. The mentee's own card is left out.
 * `filters.topic` counts as a topic the mentee wants, beside `mentee.topics`.
 */
export function rankMentors<C extends RankedCard>(mentee: Mentee, cards: readonly C[], filters: Partial<MentorFilters> = {}): Ranked<C>[] {
  const wanted = [...(mentee.topics ?? []), ...(filters.topic ? [filters.topic] : [])];
  const ranked: Ranked<C>[] = [];
  for (const card of cards) {
    if (card.userId === mentee.userId || !matchesFilters(card, filters)) continue;
    const fits = fitsOf(mentee, card, wanted).sort((a, b) => b.points - a.points);
    const work = workOf(card);
    const reasons = [...fits.slice(0, FIT_REASONS).map((f) => f.reason), ...(work ? [work] : []), placesText(card)];
    ranked.push({ ...card, score: fits.reduce((sum, f) => sum + f.points, 0), reasons });
  }
  return ranked.sort(
    (a, b) =>
      Number(b.placesLeft > 0) - Number(a.placesLeft > 0) ||
      b.score - a.score ||
      b.placesLeft - a.placesLeft ||
      a.fullName.localeCompare(b.fullName),
  );
}
