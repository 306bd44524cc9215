// The admin dashboard's figures (issue 32, ADR 0111): one wire type for the server, the screen and tests.
// Weeks start on Monday and months on the 1st, in UTC; amounts are whole rupees.

/** How many weeks the weekly figures cover, this week included. */
export const DASHBOARD_WEEKS = 12;
/** How many months the donations cover, this month included. */
export const DASHBOARD_MONTHS = 12;
/** The figures are computed at most this often; a reload within it reads the kept ones. */
export const DASHBOARD_CACHE_MS = 5 * 60_000;

export type BatchSignup = { batch: string; roster: number; signedUp: number };
export type WeeklyActive = { week: string; active: number };
export type WeeklyQuestions = { week: string; asked: number; answered: number; medianHoursToFirstAnswer: number | null };
export type WeeklyJobs = { week: string; posted: number };
export type EventTurnout = { id: string; title: string; startsAt: string; going: number; checkedIn: number; capacity: number | null };
export type MonthlyDonations = { month: string; byFund: Record<string, number> };
/** Mentorships that began in the month, and mentoring sessions held in it (not cancelled, already begun): issue 54. */
export type MonthlyMentorship = { month: string; started: number; sessions: number };
export type AnnouncementReach = { id: string; title: string; sentAt: string; reached: number; opened: number; pushed: number; emailed: number; failed: number };

export type Dashboard = {
  /** When these figures were computed (they are kept for DASHBOARD_CACHE_MS). */
  computedAt: string;
  membersByBatch: BatchSignup[];
  weeklyActive: WeeklyActive[];
  questions: WeeklyQuestions[];
  /** Over the weeks shown: asked, answered, and the median hours to a first answer. */
  questionTotals: Omit<WeeklyQuestions, 'week'>;
  jobsPosted: WeeklyJobs[];
  /** Events of the last 90 days and the next 30, by start. */
  events: EventTurnout[];
  /** Kept donations (paid less refunds) per fund per month; `funds` in the funds' order. */
  donations: { funds: string[]; months: MonthlyDonations[] };
  /** The last sent announcements, newest first. */
  announcements: AnnouncementReach[];
  /** The mentorship programme per month, oldest first (DASHBOARD_MONTHS of them). */
  mentorship: MonthlyMentorship[];
};
