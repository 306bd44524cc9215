// Reputation (issue 33, docs/decisions/0114-reputation-and-mentions.md): computed by the server from
// votes, answers and accepted answers; these are the words and shapes the screens and API share.

import { countText } from '../count-text.ts';

/** What each happening is worth; the SQL view `reputation_points` (migration 0033) applies them. */
export const REPUTATION_POINTS = {
  questionUpvote: 5,
  answerUpvote: 10,
  answerAccepted: 15,
  answerPosted: 2,
  downvote: -2,
} as const;

/** GET /api/query/top-helpers: the week's most helpful members, most points first. */
export type TopHelper = { _id: string; fullName: string; rollNumber: string; points: number };
export type TopHelpers = { since: string; helpers: TopHelper[] };

/** "1 point", "1,250 points". */
export const pointsText = (n: number) => `${countText(n)} point${n === 1 ? '' : 's'}`;

const P = REPUTATION_POINTS;
/** How the figure is made, in words (a title on the badge and the top helpers). */
export const REPUTATION_HELP =
  `Reputation: +${P.questionUpvote} for an upvote on your question, +${P.answerUpvote} on your answer, +${P.answerAccepted} when your answer is accepted, ` +
  `+${P.answerPosted} for each answer, −${-P.downvote} for each downvote.`;
