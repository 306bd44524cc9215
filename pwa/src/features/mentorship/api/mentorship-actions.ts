import { hashedUuid } from '#domain/hashed-uuid.ts';
import { MENTORSHIP_MESSAGES as M, mentorshipKey, REQUEST_EXPIRY_MS, type MentorCard, type MentorRequest, type Mentorship, type MentorshipPerson } from '#domain/mentorship/mentorship.ts';
import type { MentorOffer } from '#domain/mentorship/mentorship-schemas.ts';
import type { SessionArgs } from '#domain/mentorship/mentorship-mutations.ts';
import { enqueue } from '#pwa/sync/enqueue.ts';
import { localDb } from '#pwa/sync/local-db.ts';
import { localSaveFailure } from '#pwa/sync/storage-error.ts';

// Each mentorship write is a queued mutation (docs/adding-a-synced-write.md): the rows change on
// this device at once, online or not, and the engine sends them once. A refusal arrives later with
// its reason, through the sync status bar. Each answers as a form's action does (useSubmit).

const FAILED = 'This could not be saved on this device. Please try again.';
type Outcome = { ok: true; message: string } | { ok: false; message: string };

async function saved(action: () => Promise<unknown>, message: string): Promise<Outcome> {
  try {
    await action();
    return { ok: true, message };
  } catch (error) {
    return { ok: false, message: localSaveFailure(error, FAILED) };
  }
}
const now = () => new Date().toISOString();
const personOf = (card: Pick<MentorCard, 'userId' | 'fullName' | 'profilePicture' | 'batch' | 'branch'>): MentorshipPerson => ({
  _id: card.userId,
  fullName: card.fullName,
  profilePicture: card.profilePicture,
  batch: card.batch,
  branch: card.branch,
});

/** Saves the member's offer; their own card shows it at once. */
export const saveOffer = (me: MentorCard, offer: MentorOffer) =>
  saved(
    () =>
      enqueue({
        userId: me.userId,
        name: 'saveMentorOffer',
        args: offer,
        writes: [{ table: 'mentors', key: me.userId, value: { ...me, ...offer, placesLeft: Math.max(0, offer.capacity - me.active), paused: offer.paused, updatedAt: now() } }],
        label: 'Mentoring offer',
      }),
    M.offerSaved,
  );

export const askMentor = (meId: string, mentor: MentorCard, goal: string, topics: string[]) =>
  saved(async () => {
    const id = crypto.randomUUID();
    const created = now();
    const request: MentorRequest = {
      _id: id,
      direction: 'sent',
      mentorId: mentor.userId,
      menteeId: meId,
      other: personOf(mentor),
      goal,
      topics,
      status: 'open',
      message: '',
      createdAt: created,
      expiresAt: new Date(Date.parse(created) + REQUEST_EXPIRY_MS).toISOString(),
      answeredAt: null,
      mentorshipId: null,
    };
    await enqueue({ userId: meId, name: 'requestMentor', args: { id, mentorId: mentor.userId, goal, topics }, writes: [{ table: 'mentorRequests', key: id, value: request }], label: `Request to ${mentor.fullName}` });
  }, M.requestSent);

/** Accepting opens the mentorship here at once, under the id the server will give it. */
export const answerRequest = (meId: string, request: MentorRequest, decision: 'accept' | 'decline', message: string) =>
  saved(async () => {
    const answeredAt = now();
    const mentorshipId = decision === 'accept' ? await hashedUuid(mentorshipKey(request._id)) : null;
    const answered: MentorRequest = { ...request, status: decision === 'accept' ? 'accepted' : 'declined', message, answeredAt, mentorshipId };
    const writes = [{ table: 'mentorRequests' as const, key: request._id, value: answered }];
    const mine = mentorshipId && (await localDb.mentors.get(meId));
    const pair: Mentorship | null = mentorshipId
      ? { _id: mentorshipId, side: 'mentor', mentorId: meId, menteeId: request.menteeId, other: request.other, goal: request.goal, topics: request.topics, status: 'active', startedAt: answeredAt, endedAt: null, endedBy: null, closingNote: '', updatedAt: answeredAt }
      : null;
    await enqueue({
      userId: meId,
      name: 'answerMentorRequest',
      args: { requestId: request._id, decision, message },
      writes: [
        ...writes,
        ...(pair ? [{ table: 'mentorships' as const, key: pair._id, value: pair }] : []),
        ...(mine ? [{ table: 'mentors' as const, key: meId, value: { ...mine, active: mine.active + 1, placesLeft: Math.max(0, mine.placesLeft - 1) } }] : []),
      ],
      label: `${decision === 'accept' ? 'Accept' : 'Decline'} ${request.other.fullName}`,
    });
  }, decision === 'accept' ? M.accepted : M.declined);

export const withdrawRequest = (meId: string, request: MentorRequest) =>
  saved(
    () =>
      enqueue({
        userId: meId,
        name: 'withdrawMentorRequest',
        args: { requestId: request._id },
        writes: [{ table: 'mentorRequests', key: request._id, value: { ...request, status: 'withdrawn', answeredAt: now() } }],
        label: `Withdraw request to ${request.other.fullName}`,
      }),
    M.withdrawn,
  );

export const addMilestone = (meId: string, mentorshipId: string, title: string) =>
  saved(async () => {
    const id = crypto.randomUUID();
    const value = { _id: id, mentorshipId, title, done: false, doneAt: null, doneBy: null, createdBy: meId, createdAt: now() };
    await enqueue({ userId: meId, name: 'addMilestone', args: { id, mentorshipId, title }, writes: [{ table: 'mentorshipMilestones', key: id, value }], label: `Milestone: ${title}` });
  }, 'Milestone added');

export const tickMilestone = async (meId: string, milestoneId: string, done: boolean) => {
  const milestone = await localDb.mentorshipMilestones.get(milestoneId);
  if (!milestone) return { ok: false as const, message: 'Milestone not found' };
  const value = { ...milestone, done, doneAt: done ? now() : null, doneBy: done ? meId : null };
  return saved(
    () => enqueue({ userId: meId, name: 'setMilestoneDone', args: { milestoneId, done }, writes: [{ table: 'mentorshipMilestones', key: milestoneId, value }], label: `Milestone: ${milestone.title}` }),
    done ? 'Milestone reached' : 'Milestone reopened',
  );
};

export const scheduleSession = (meId: string, session: SessionArgs) =>
  saved(async () => {
    const value = { _id: session.id, ...session, createdBy: meId, cancelled: false, createdAt: now() };
    await enqueue({ userId: meId, name: 'scheduleMentorSession', args: session, writes: [{ table: 'mentorshipSessions', key: session.id, value }], label: 'Mentoring session' });
  }, 'Session scheduled');

export const cancelSession = async (meId: string, sessionId: string) => {
  const session = await localDb.mentorshipSessions.get(sessionId);
  if (!session) return { ok: false as const, message: 'Session not found' };
  return saved(
    () => enqueue({ userId: meId, name: 'cancelMentorSession', args: { sessionId }, writes: [{ table: 'mentorshipSessions', key: sessionId, value: { ...session, cancelled: true } }], label: 'Cancel session' }),
    'Session cancelled',
  );
};

export const addNote = (meId: string, mentorshipId: string, body: string) =>
  saved(async () => {
    const id = crypto.randomUUID();
    await enqueue({ userId: meId, name: 'addMentorshipNote', args: { id, mentorshipId, body }, writes: [{ table: 'mentorshipNotes', key: id, value: { _id: id, mentorshipId, authorId: meId, body, createdAt: now() } }], label: 'Note' });
  }, 'Note added');

export const endMentorship = (meId: string, pair: Mentorship, note: string) =>
  saved(
    () =>
      enqueue({
        userId: meId,
        name: 'endMentorship',
        args: { mentorshipId: pair._id, note },
        writes: [{ table: 'mentorships', key: pair._id, value: { ...pair, status: 'ended', endedAt: now(), endedBy: pair.side, closingNote: note } }],
        label: `End mentorship with ${pair.other.fullName}`,
      }),
    'Mentorship ended',
  );

export const rateMentorship = (meId: string, pair: Mentorship, stars: number, comment: string) =>
  saved(
    () =>
      enqueue({
        userId: meId,
        name: 'rateMentorship',
        args: { mentorshipId: pair._id, stars, comment },
        writes: [{ table: 'mentorships', key: pair._id, value: { ...pair, rated: true } }],
        label: 'Rating',
      }),
    'Thank you: your rating goes to the alumni office',
  );
