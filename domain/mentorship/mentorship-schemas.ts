import * as v from 'valibot';
import { isWebLink } from '../jobs/job-schema.ts';
import { noNul } from '../validation.ts';
import { MENTOR_CAPACITY_MAX, MENTOR_NOTE_MAX_CHARS, MENTOR_TOPIC_MAX_CHARS, MENTOR_TOPICS_MAX, MENTORSHIP_MESSAGES } from './mentorship.ts';

// The args of every mentorship write (issue 54), with the words a member sees. Forms and the
// server parse with the same schemas.

const id = (message: string) => v.pipe(v.string(message), v.uuid(message));
const text = (max: number, name: string) =>
  v.pipe(v.string(`${name} must be text`), v.trim(), noNul<string>(), v.maxLength(max, `${name} is at most ${max} characters`));

const TOPIC_MESSAGE = `A topic is 2 to ${MENTOR_TOPIC_MAX_CHARS} characters`;
const topic = v.pipe(v.string(TOPIC_MESSAGE), v.trim(), noNul<string>(), v.minLength(2, TOPIC_MESSAGE), v.maxLength(MENTOR_TOPIC_MAX_CHARS, TOPIC_MESSAGE));
/** Topics as typed, each once whatever its case. */
const topics = (min: number, max: number, message: string) =>
  v.pipe(
    v.array(topic, message),
    v.transform((list) => list.filter((t, i) => list.findIndex((u) => u.toLowerCase() === t.toLowerCase()) === i)),
    v.minLength(min, message),
    v.maxLength(max, `Choose at most ${max} topics`),
  );

/** PUT /api/mentorship/offer and saveMentorOffer: what a mentor helps with, and how many at once. */
export const MentorOfferSchema = v.object({
  topics: topics(1, MENTOR_TOPICS_MAX, 'Choose at least one topic you can help with'),
  capacity: v.pipe(
    v.number(`Choose how many mentees at once, 1 to ${MENTOR_CAPACITY_MAX}`),
    v.integer(`Choose how many mentees at once, 1 to ${MENTOR_CAPACITY_MAX}`),
    v.minValue(1, `Choose how many mentees at once, 1 to ${MENTOR_CAPACITY_MAX}`),
    v.maxValue(MENTOR_CAPACITY_MAX, `Choose how many mentees at once, 1 to ${MENTOR_CAPACITY_MAX}`),
  ),
  note: v.optional(text(MENTOR_NOTE_MAX_CHARS, 'How you like to help'), ''),
  paused: v.optional(v.boolean('Paused is true or false'), false),
});
export type MentorOffer = v.InferOutput<typeof MentorOfferSchema>;

export const GOAL_MIN_CHARS = 10;
export const GOAL_MAX_CHARS = 500;
const GOAL_MESSAGE = `Say what help you would like, and by when, in ${GOAL_MIN_CHARS} to ${GOAL_MAX_CHARS} characters`;

/** POST /api/mentorship/requests and requestMentor: the mentee's goal, and the topics it touches. */
export const MentorRequestSchema = v.object({
  id: id('A request needs an id'),
  mentorId: id(MENTORSHIP_MESSAGES.mentorNotFound),
  goal: v.pipe(v.string(GOAL_MESSAGE), v.trim(), noNul<string>(), v.minLength(GOAL_MIN_CHARS, GOAL_MESSAGE), v.maxLength(GOAL_MAX_CHARS, GOAL_MESSAGE)),
  topics: v.optional(topics(0, 5, 'Topics are a list'), []),
});

/** PUT /api/mentorship/requests/:id and answerMentorRequest: the mentor's answer, with a message. */
export const MentorAnswerSchema = v.object({
  requestId: id(MENTORSHIP_MESSAGES.requestGone),
  decision: v.picklist(['accept', 'decline'], "The decision is 'accept' or 'decline'"),
  message: v.optional(text(MENTOR_NOTE_MAX_CHARS, 'The message'), ''),
});

export const RequestIdSchema = v.object({ requestId: id(MENTORSHIP_MESSAGES.requestGone) });
const mentorshipId = id(MENTORSHIP_MESSAGES.notFound);

const MILESTONE_MESSAGE = 'A milestone is 2 to 120 characters';
export const MilestoneSchema = v.object({
  id: id('A milestone needs an id'),
  mentorshipId,
  title: v.pipe(v.string(MILESTONE_MESSAGE), v.trim(), noNul<string>(), v.minLength(2, MILESTONE_MESSAGE), v.maxLength(120, MILESTONE_MESSAGE)),
});
export const MilestoneDoneSchema = v.object({ milestoneId: id('Milestone not found'), done: v.boolean('Done is true or false') });

export const SESSION_MINUTES = [15, 30, 45, 60, 90, 120] as const;
const WHERE_MESSAGE = 'Give the session a link to join or a place to meet';
/** scheduleMentorSession: when, how long, and a link or a place (or both). */
export const SessionSchema = v.pipe(
  v.object({
    id: id('A session needs an id'),
    mentorshipId,
    startsAt: v.pipe(v.string('Choose a date and time'), v.isoTimestamp('Choose a date and time')),
    minutes: v.picklist(SESSION_MINUTES, 'Choose how long the session is'),
    link: v.optional(v.pipe(text(500, 'The link'), v.check((l) => l === '' || isWebLink(l), 'The link must start with http:// or https://')), ''),
    place: v.optional(text(200, 'The place'), ''),
  }),
  v.forward(v.check((s) => s.link !== '' || s.place !== '', WHERE_MESSAGE), ['link']),
);
export const SessionIdSchema = v.object({ sessionId: id('Session not found') });

const NOTE_MESSAGE = 'A note is 1 to 2,000 characters';
export const MentorshipNoteSchema = v.object({
  id: id('A note needs an id'),
  mentorshipId,
  body: v.pipe(v.string(NOTE_MESSAGE), v.trim(), noNul<string>(), v.minLength(1, NOTE_MESSAGE), v.maxLength(2000, NOTE_MESSAGE)),
});

export const EndMentorshipSchema = v.object({ mentorshipId, note: v.optional(text(MENTOR_NOTE_MAX_CHARS, 'The closing note'), '') });

const STARS_MESSAGE = 'Rate it from 1 to 5 stars';
export const RateMentorshipSchema = v.object({
  mentorshipId,
  stars: v.pipe(v.number(STARS_MESSAGE), v.integer(STARS_MESSAGE), v.minValue(1, STARS_MESSAGE), v.maxValue(5, STARS_MESSAGE)),
  comment: v.optional(text(1000, 'The comment'), ''),
});

/** GET /api/mentorship/mentors: the filters, all optional. */
export const MentorFiltersSchema = v.object({
  topic: v.optional(text(MENTOR_TOPIC_MAX_CHARS, 'Topic'), ''),
  q: v.optional(text(100, 'Search'), ''),
  city: v.optional(text(100, 'City'), ''),
  company: v.optional(text(100, 'Company'), ''),
  branch: v.optional(text(100, 'Branch'), ''),
});
export type MentorFilters = v.InferOutput<typeof MentorFiltersSchema>;
