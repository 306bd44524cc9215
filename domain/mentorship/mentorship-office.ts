import * as v from 'valibot';
import { noNul } from '../validation.ts';

// The alumni office's view of the programme (issue 54): GET /api/admin/mentorship, its CSV, and
// the two actions it may take, each audit-logged and told to the members concerned.

/** Requests waiting longer than this are listed for the office to chase. */
export const WAITING_FLAG_DAYS = 7;
export const OFFICE_LIST_MAX = 100;

export type OfficeMentor = { userId: string; fullName: string; capacity: number; active: number; paused: boolean; pausedByOffice: boolean; topics: string[] };
export type OfficePair = { _id: string; mentorId: string; mentorName: string; menteeId: string; menteeName: string; goal: string; startedAt: string };
export type OfficeWaiting = { _id: string; mentorName: string; menteeName: string; goal: string; createdAt: string };
/** A rating with its comment: the office reads them; the mentor never does. */
export type OfficeRating = { mentorshipId: string; mentorName: string; menteeName: string; stars: number; comment: string; ratedAt: string };

export type MentorshipOverview = {
  counts: {
    mentors: number;
    pausedMentors: number;
    mentees: number;
    activePairs: number;
    waitingOverAWeek: number;
    expired: number;
    declined: number;
    ratings: number;
  };
  /** 1–5 over every rating, one decimal; null before the first. */
  averageRating: number | null;
  /** Sessions held (not cancelled, already begun) in each of the last 12 months, oldest first ('2026-12'). */
  sessionsByMonth: { month: string; sessions: number }[];
  mentors: OfficeMentor[];
  pairs: OfficePair[];
  waiting: OfficeWaiting[];
  ratings: OfficeRating[];
};

export const MENTORSHIP_CSV_HEADER = ['Mentorship ID', 'Mentor', 'Mentee', 'Goal', 'Status', 'Started', 'Ended', 'Ended by', 'Sessions held', 'Milestones done', 'Milestones', 'Stars', 'Comment'];

const REASON_MESSAGE = 'Please say why, in at most 500 characters';
const reason = v.pipe(v.string(REASON_MESSAGE), v.trim(), noNul<string>(), v.nonEmpty(REASON_MESSAGE), v.maxLength(500, REASON_MESSAGE));

/** PUT /api/admin/mentorship/mentors/:id/pause. */
export const OfficePauseSchema = v.object({ paused: v.boolean('Paused is true or false'), reason });
/** POST /api/admin/mentorship/mentorships/:id/end. */
export const OfficeEndSchema = v.object({ reason });

export const OFFICE_MESSAGES = {
  paused: 'The mentor is paused: they take no new requests',
  unpaused: 'The mentor takes requests again',
  ended: 'The mentorship is ended; both members are told',
  mentorNotFound: 'This member offers no mentoring',
  pairNotFound: 'Mentorship not found',
  alreadyEnded: 'This mentorship has already ended',
} as const;
