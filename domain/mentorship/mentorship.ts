import type { PersonCard } from '../people/person-card.ts';

// Mentorship (issue 54, docs/decisions/0146-mentorship.md): alumni offer topics and places, members
// ask with a goal, a mentor answers, and the pair keeps milestones, sessions and notes. One
// definition of each wire type, used by the server, IndexedDB, the screens and the tests.

/** The topics every mentor form offers; a mentor adds free tags beside them. */
export const MENTOR_TOPICS = ['Career in an industry', 'Interview preparation', 'Higher studies abroad', 'Entrepreneurship', 'Switching fields'] as const;
export const MENTOR_CAPACITY_MAX = 10;
export const MENTOR_TOPICS_MAX = 12;
export const MENTOR_TOPIC_MAX_CHARS = 40;
export const MENTOR_NOTE_MAX_CHARS = 500;
/** Requests a mentee may have waiting at once. */
export const OPEN_REQUESTS_MAX = 3;
/** A request not answered in this many days expires, freeing the mentee to ask another. */
export const REQUEST_EXPIRY_DAYS = 14;
export const REQUEST_EXPIRY_MS = REQUEST_EXPIRY_DAYS * 86_400_000;

/** Who a mentorship card or request shows on the other side. */
export type MentorshipPerson = { _id: string; fullName: string; profilePicture: string | null; batch: string; branch: string };

/**
 * A mentor as members' devices keep them (the synced table `mentors`, keyed by the mentor's user
 * id): their offer and who they are, as the viewer may see them. Work ('position', 'companyName')
 * is '' when the mentor keeps it from the viewer (ADR 0100). A paused mentor reaches only their own
 * devices (`paused` is theirs alone); everyone else's devices drop the card.
 */
export type MentorCard = Omit<PersonCard, 'rollNumber' | 'reputation'> & {
  userId: string;
  skills: string[];
  topics: string[];
  note: string;
  capacity: number;
  /** Mentees now: active mentorships. */
  active: number;
  placesLeft: number;
  /** On the mentor's own card only: they paused it, or the office did. */
  paused?: boolean;
  pausedByOffice?: boolean;
  updatedAt: string;
};

export type RequestStatus = 'open' | 'accepted' | 'declined' | 'expired' | 'withdrawn';

/** A request as its two members' devices keep it (the synced table `mentorRequests`), seen from the viewer's side. */
export type MentorRequest = {
  _id: string;
  /** 'sent': the viewer asked (the mentee); 'received': the viewer is the mentor asked. */
  direction: 'sent' | 'received';
  mentorId: string;
  menteeId: string;
  other: MentorshipPerson;
  goal: string;
  topics: string[];
  status: RequestStatus;
  /** The mentor's answer, or the reason it was closed. */
  message: string;
  createdAt: string;
  expiresAt: string;
  answeredAt: string | null;
  /** The mentorship an accepted request began. */
  mentorshipId: string | null;
};

export type MentorshipStatus = 'active' | 'ended';

/** A mentorship as its two members' devices keep it (the synced table `mentorships`). */
export type Mentorship = {
  _id: string;
  /** The viewer's side of it. */
  side: 'mentor' | 'mentee';
  mentorId: string;
  menteeId: string;
  other: MentorshipPerson;
  goal: string;
  topics: string[];
  status: MentorshipStatus;
  startedAt: string;
  endedAt: string | null;
  endedBy: 'mentor' | 'mentee' | 'office' | null;
  closingNote: string;
  /** The mentee's own: whether they have rated it. The mentor never sees a rating. */
  rated?: boolean;
  updatedAt: string;
};

export type MentorshipMilestone = { _id: string; mentorshipId: string; title: string; done: boolean; doneAt: string | null; doneBy: string | null; createdBy: string; createdAt: string };

export type MentorshipSession = {
  _id: string;
  mentorshipId: string;
  /** An instant (ISO 8601, UTC); screens show it in the member's own time zone. */
  startsAt: string;
  minutes: number;
  /** An online session's link, '' for one in person. */
  link: string;
  /** Where an in-person session is, '' for one online. */
  place: string;
  createdBy: string;
  cancelled: boolean;
  createdAt: string;
};

export type MentorshipNote = { _id: string; mentorshipId: string; authorId: string; body: string; createdAt: string };

/** GET /api/mentorship/mentors: a card with its place in the ranking and why. */
export type SuggestedMentor = MentorCard & { score: number; reasons: string[] };

/** GET /api/mentorship/mine. */
export type MyMentorship = {
  offer: MentorCard | null;
  requests: MentorRequest[];
  mentorships: Mentorship[];
};

/** The id of the mentorship an accepted request begins: the same on the device and the server. */
export const mentorshipKey = (requestId: string) => `mentorship:${requestId}`;

export const MENTORSHIP_MESSAGES = {
  offerSaved: 'Your mentoring offer is saved',
  mentorNotFound: 'This mentor is not taking requests now',
  self: 'You cannot ask yourself to mentor you',
  tooManyOpen: `You have ${OPEN_REQUESTS_MAX} requests waiting for an answer. Wait for one, or withdraw one, before asking another mentor.`,
  alreadyAsked: 'You have already asked this mentor: wait for their answer',
  alreadyMentored: 'This member already mentors you',
  requestSent: 'Your request is sent',
  requestGone: 'This request was withdrawn, answered or has expired',
  notYourRequest: 'Only the mentor asked can answer this request',
  noPlaces: 'All your places are taken: end a mentorship or offer more places first',
  accepted: 'You are now mentoring this member',
  declined: 'Request declined',
  withdrawn: 'Request withdrawn',
  notFound: 'Mentorship not found',
  ended: 'This mentorship has ended',
  onlyMentee: 'Only the mentee rates a mentorship',
  notEnded: 'A mentorship is rated once it has ended',
  alreadyRated: 'You have already rated this mentorship',
  studentsCannotMentor: 'Mentoring is offered by alumni',
} as const;
