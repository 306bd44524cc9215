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
/** Words alike enough share their first five letters ('interviews', 'interview'; 'science', 'scientist'), or are the same. */
const STEM = 5;
const stemOf = (word: string) => (word.length >= STEM ? word.slice(0, STEM) : null);
const listed = (xs: readonly string[]) => (xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`);

/** A card's fields, lower-cased once per card: the device ranks the same cards at every keystroke. */
type Prepared = { branch: string; course: string; city: string; company: string; name: string; topics: string[]; skills: string[]; year: number | null };
const prepared = new WeakMap<RankedCard, Prepared>();
function prepare(card: RankedCard): Prepared {
  let p = prepared.get(card);
  if (!p) {
    p = { branch: lower(card.branch), course: lower(card.course), city: lower(card.city), company: lower(card.companyName), name: lower(card.fullName), topics: card.topics.map(lower), skills: card.skills.map(lower), year: endYear(card.batch) };
    prepared.set(card, p);
  }
  return p;
}

/**
 * A card's words and their stems, for a typed goal: the costliest part of readying a card (its
 * text split into words), so it is done only once a goal is typed, or ahead of time on the device.
 */
type Words = { words: Set<string>; stems: Set<string> };
const cardWords = new WeakMap<RankedCard, Words>();
function wordsOfCard(card: RankedCard): Words {
  let w = cardWords.get(card);
  if (!w) {
    const words = new Set([...card.topics, card.position, card.companyName, ...card.skills].flatMap(wordsOf));
    w = { words, stems: new Set([...words].flatMap((word) => stemOf(word) ?? [])) };
    cardWords.set(card, w);
  }
  return w;
}

/** Readies a card for ranking ahead of time; `withWords` for a goal too (the device does it a slice at a time). */
export const prepareForRanking = (card: RankedCard, withWords = false): void => {
  prepare(card);
  if (withWords) wordsOfCard(card);
};

/** What the member asks, lower-cased once per ranking. */
type Asked = { branch: string; course: string; city: string; goal: { word: string; stem: string | null }[]; skills: Set<string>; year: number | null; wanted: string[]; filters: { topic: string; company: string; city: string; branch: string; q: string[] } };
function filtersOf({ topic = '', company = '', city = '', branch = '', q = '' }: Partial<MentorFilters>): Asked['filters'] {
  return { topic: lower(topic), company: lower(company), city: lower(city), branch: lower(branch), q: lower(q).split(/\s+/).filter(Boolean) };
}
function ask(mentee: Mentee, filters: Partial<MentorFilters>): Asked {
  return {
    branch: lower(mentee.branch),
    course: lower(mentee.course),
    city: lower(mentee.city),
    goal: [...new Set(wordsOf(mentee.goal ?? ''))].map((word) => ({ word, stem: stemOf(word) })),
    skills: new Set(mentee.skills.map(lower)),
    year: endYear(mentee.batch),
    wanted: [...(mentee.topics ?? []), ...(filters.topic ? [filters.topic] : [])].map(lower),
    filters: filtersOf(filters),
  };
}

function matches(p: Prepared, f: Asked['filters']): boolean {
  if (f.topic && !p.topics.some((t) => t.includes(f.topic))) return false;
  if (f.company && !p.company.includes(f.company)) return false;
  if (f.city && !p.city.includes(f.city)) return false;
  if (f.branch && p.branch !== f.branch) return false;
  return f.q.every((word) => p.name.includes(word));
}

/** The filters of the mentor list: a topic, a company, a city, a branch, and words of a name. */
export const matchesFilters = (card: RankedCard, filters: Partial<MentorFilters>): boolean => matches(prepare(card), filtersOf(filters));

/** One way the mentor fits the mentee, with its points; its words are written only for the cards shown. */
type Fit =
  | { points: number; kind: 'branch' | 'course' }
  | { points: number; kind: 'topics' | 'goal' | 'skills'; items: string[] }
  | { points: number; kind: 'city'; city: string }
  | { points: number; kind: 'batch'; gap: number };

function reasonOf(fit: Fit): string {
  switch (fit.kind) {
    case 'branch':
      return 'Same branch';
    case 'course':
      return 'Same course';
    case 'topics':
      return `Helps with ${listed(fit.items)}`;
    case 'goal':
      return `Fits your goal: ${listed(fit.items)}`;
    case 'skills':
      return `Knows ${listed(fit.items)} too`;
    case 'city':
      return `Also in ${fit.city}`;
    case 'batch':
      return `Graduated ${fit.gap} ${fit.gap === 1 ? 'year' : 'years'} before you`;
  }
}

/** How many of `xs` pass `test`, at most `max`; with `into`, those are kept there too. */
function firstPassing<T>(xs: readonly T[], test: (x: T, i: number) => boolean, max: number, into: T[] | null): number {
  let n = 0;
  for (let i = 0; i < xs.length && n < max; i++) {
    if (!test(xs[i]!, i)) continue;
    n++;
    into?.push(xs[i]!);
  }
  return n;
}

/**
 * How well the mentor fits the mentee: the points, and with `fits` each way it fits. Every card is
 * scored without `fits` (nothing made per card); only the cards shown are asked for their reasons.
 */
function fitOf(a: Asked, card: RankedCard, p: Prepared, fits: Fit[] | null): number {
  let score = 0;
  if (a.branch && p.branch === a.branch) {
    score += WEIGHTS.branch;
    fits?.push({ points: WEIGHTS.branch, kind: 'branch' });
  } else if (a.course && p.course === a.course) {
    score += WEIGHTS.course;
    fits?.push({ points: WEIGHTS.course, kind: 'course' });
  }
  if (a.wanted.length) {
    const topics: string[] | null = fits && [];
    const n = firstPassing(p.topics, (t) => a.wanted.some((w) => t.includes(w) || w.includes(t)), MAX_TOPICS, topics);
    score += WEIGHTS.topic * n;
    if (n && topics) fits?.push({ points: WEIGHTS.topic * n, kind: 'topics', items: topics });
  }
  if (a.goal.length) {
    const goal: Asked['goal'] | null = fits && [];
    const { words, stems } = wordsOfCard(card);
    const n = firstPassing(a.goal, ({ word, stem }) => words.has(word) || (stem !== null && stems.has(stem)), MAX_GOAL_WORDS, goal);
    score += WEIGHTS.goalWord * n;
    if (n && goal) fits?.push({ points: WEIGHTS.goalWord * n, kind: 'goal', items: goal.map((g) => g.word) });
  }
  if (a.skills.size) {
    const skills: string[] | null = fits && [];
    const n = firstPassing(card.skills, (_, i) => a.skills.has(p.skills[i]!), MAX_SKILLS, skills);
    score += WEIGHTS.skill * n;
    if (n && skills) fits?.push({ points: WEIGHTS.skill * n, kind: 'skills', items: skills });
  }
  if (a.city && p.city === a.city) {
    score += WEIGHTS.city;
    fits?.push({ points: WEIGHTS.city, kind: 'city', city: card.city });
  }
  if (p.year !== null && a.year !== null && p.year < a.year && a.year - p.year <= 10) {
    const gap = a.year - p.year;
    const points = gap <= 5 ? WEIGHTS.nearBatch : WEIGHTS.farBatch;
    score += points;
    fits?.push({ points, kind: 'batch', gap });
  }
  return score;
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
 * `filters.topic` counts as a topic the mentee wants, beside `mentee.topics`. `total` counts every
 * match; `mentors` holds the first `limit` of them, each with its score and reasons.
 */
export function rankMentors<C extends RankedCard>(
  mentee: Mentee,
  cards: readonly C[],
  filters: Partial<MentorFilters> = {},
  limit = Number.POSITIVE_INFINITY,
): { total: number; mentors: Ranked<C>[] } {
  const asked = ask(mentee, filters);
  const hits: { card: C; p: Prepared; score: number }[] = [];
  for (const card of cards) {
    const p = prepare(card);
    if (card.userId === mentee.userId || !matches(p, asked.filters)) continue;
    hits.push({ card, p, score: fitOf(asked, card, p, null) });
  }
  // Names by code point, not localeCompare: the same order on every device and the server, and quick.
  hits.sort(
    (a, b) =>
      Number(b.card.placesLeft > 0) - Number(a.card.placesLeft > 0) || b.score - a.score || b.card.placesLeft - a.card.placesLeft || (a.p.name < b.p.name ? -1 : a.p.name > b.p.name ? 1 : 0),
  );
  const mentors = hits.slice(0, limit).map(({ card, p, score }) => {
    const fits: Fit[] = [];
    fitOf(asked, card, p, fits);
    const work = workOf(card);
    const best = fits.sort((a, b) => b.points - a.points).slice(0, FIT_REASONS).map(reasonOf);
    return { ...card, score, reasons: [...best, ...(work ? [work] : []), placesText(card)] };
  });
  return { total: hits.length, mentors };
}
