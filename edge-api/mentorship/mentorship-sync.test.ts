import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashedUuid } from '#domain/hashed-uuid.ts';
import { MENTORSHIP_MESSAGES as M, mentorshipKey } from '#domain/mentorship/mentorship.ts';
import { signedInMember } from '../test/people.ts';
import { expireAllRequests, remindSessions } from './mentorship-jobs.ts';
import { useSyncFixture } from '../test/sync-fixture.ts';

// Mentorship's synced writes as devices replay them (issue 54), and its tables as each member's
// devices pull them: the pair sees its mentorship, nobody else does, and the mentor never learns
// the rating.

const fx = useSyncFixture();

describe('mentorship through sync', () => {
  it('a request, an answer, a milestone, a session and a note each land once, for the two members only', async () => {
    const mentor = 'a' as const;
    const mentee = 'b' as const;
    const third = await signedInMember(fx.db.sql);
    const start = { a: (await fx.pullAll('a', 0)).cursor, b: (await fx.pullAll('b', 0)).cursor };

    expect(await fx.queued(mentor, 'saveMentorOffer', { topics: ['Interview preparation'], capacity: 2, note: '' })).toMatchObject({ status: 'applied' });
    const requestId = randomUUID();
    const request = { id: requestId, mentorId: fx.userId.a, goal: 'Crack a product company interview by June', topics: [] };
    expect(await fx.queued(mentee, 'requestMentor', request)).toMatchObject({ status: 'applied' });
    expect(await fx.queued(mentee, 'requestMentor', request)).toMatchObject({ status: 'applied' }); // a replay under a new mutation id
    expect(await fx.queued(mentor, 'answerMentorRequest', { requestId, decision: 'accept', message: 'Happy to help' })).toMatchObject({ status: 'applied' });
    const mentorshipId = await hashedUuid(mentorshipKey(requestId));

    const milestone = { id: randomUUID(), mentorshipId, title: 'Mock interview done' };
    const session = { id: randomUUID(), mentorshipId, startsAt: '2026-12-10T12:30:00.000Z', minutes: 45, link: 'https://meet.example.com/abc', place: '' };
    const note = { id: randomUUID(), mentorshipId, body: 'Read the system design primer first.' };
    for (const [name, args] of [['addMilestone', milestone], ['scheduleMentorSession', session], ['addMentorshipNote', note]] as const) {
      expect(await fx.queued(mentee, name, args)).toMatchObject({ status: 'applied' });
      expect(await fx.queued(mentee, name, args)).toMatchObject({ status: 'applied' });
    }
    expect(await fx.queued(mentor, 'setMilestoneDone', { milestoneId: milestone.id, done: true })).toMatchObject({ status: 'applied' });
    const counts = await fx.db.sql`
      select (select count(*)::int from mentor_requests where id = ${requestId}) as requests,
        (select count(*)::int from mentorship_milestones where mentorship_id = ${mentorshipId}) as milestones,
        (select count(*)::int from mentorship_sessions where mentorship_id = ${mentorshipId}) as sessions,
        (select count(*)::int from mentorship_notes where mentorship_id = ${mentorshipId}) as notes`;
    expect(counts[0]).toEqual({ requests: 1, milestones: 1, sessions: 1, notes: 1 });

    const atMentor = await fx.pullAll('a', start.a);
    expect(atMentor.rows.get(`mentorRequests:${requestId}`)).toMatchObject({ direction: 'received', status: 'accepted', mentorshipId, other: { _id: fx.userId.b } });
    expect(atMentor.rows.get(`mentorships:${mentorshipId}`)).toMatchObject({ side: 'mentor', status: 'active' });
    expect(atMentor.rows.get(`mentorshipMilestones:${milestone.id}`)).toMatchObject({ done: true, doneBy: fx.userId.a });
    expect(atMentor.rows.get(`mentorshipSessions:${session.id}`)).toMatchObject({ minutes: 45, link: session.link });
    expect(atMentor.rows.get(`mentorshipNotes:${note.id}`)).toMatchObject({ authorId: fx.userId.b, body: note.body });
    expect(atMentor.rows.get(`mentors:${fx.userId.a}`)).toMatchObject({ active: 1, placesLeft: 1, paused: false });
    const atMentee = await fx.pullAll('b', start.b);
    expect(atMentee.rows.get(`mentorships:${mentorshipId}`)).toMatchObject({ side: 'mentee', rated: false, other: { _id: fx.userId.a } });
    expect(atMentee.rows.get(`mentors:${fx.userId.a}`)).not.toHaveProperty('paused');

    // A third member: the mentor's card, nothing of the pair.
    const theirs = await fx.api().call('GET', '/api/sync/pull?cursor=0', undefined, third.auth);
    const tables = Object.entries(theirs.json.changes as Record<string, unknown[]>).filter(([, rows]) => rows.length).map(([t]) => t);
    expect(tables).toContain('mentors');
    expect(tables.filter((t) => t.startsWith('mentorship') || t === 'mentorRequests')).toEqual([]);
    expect((await fx.api().call('GET', `/api/mentorship/mentorships/${mentorshipId}`, undefined, third.auth)).status).toBe(404);
    const pushed = await fx.api().call('POST', '/api/sync/push', { clientId: randomUUID(), mutations: [{ id: 1, name: 'addMentorshipNote', args: { id: randomUUID(), mentorshipId, body: 'Hi' } }] }, third.auth);
    expect(pushed.json.results[0]).toMatchObject({ status: 'rejected', message: M.notFound });

    // The end, and the rating: the mentee's own; the mentor's devices never carry it.
    expect(await fx.queued(mentor, 'rateMentorship', { mentorshipId, stars: 5, comment: '' })).toMatchObject({ status: 'rejected', message: M.onlyMentee });
    expect(await fx.queued(mentee, 'rateMentorship', { mentorshipId, stars: 5, comment: '' })).toMatchObject({ status: 'rejected', message: M.notEnded });
    expect(await fx.queued(mentor, 'endMentorship', { mentorshipId, note: 'Good luck!' })).toMatchObject({ status: 'applied' });
    expect(await fx.queued(mentee, 'rateMentorship', { mentorshipId, stars: 4, comment: 'Sessions were short' })).toMatchObject({ status: 'applied' });
    expect(await fx.queued(mentee, 'addMilestone', { id: randomUUID(), mentorshipId, title: 'Too late' })).toMatchObject({ status: 'rejected', message: M.ended });
    const afterEnd = await fx.pullAll('b', atMentee.cursor);
    expect(afterEnd.rows.get(`mentorships:${mentorshipId}`)).toMatchObject({ status: 'ended', endedBy: 'mentor', closingNote: 'Good luck!', rated: true });
    const mentorSide = await fx.pullAll('a', atMentor.cursor);
    expect(mentorSide.rows.get(`mentorships:${mentorshipId}`)).not.toHaveProperty('rated');
    expect(JSON.stringify([...mentorSide.rows.values()])).not.toContain('Sessions were short');
    expect(mentorSide.rows.get(`mentors:${fx.userId.a}`)).toMatchObject({ active: 0, placesLeft: 2 });
  });

  it("pausing an offer drops the card from others' devices and keeps it on the mentor's", async () => {
    const cursor = { a: (await fx.pullAll('a', 0)).cursor, b: (await fx.pullAll('b', 0)).cursor };
    expect(await fx.queued('a', 'saveMentorOffer', { topics: ['Entrepreneurship'], capacity: 2, note: '', paused: true })).toMatchObject({ status: 'applied' });
    expect((await fx.pullAll('b', cursor.b)).deleted).toContainEqual({ table: 'mentors', id: fx.userId.a });
    expect((await fx.pullAll('a', cursor.a)).rows.get(`mentors:${fx.userId.a}`)).toMatchObject({ paused: true, pausedByOffice: false });
  });

  it("the timers: a request past 14 days expires for both devices; a session is recalled to both, once, the day before", async () => {
    await fx.queued('a', 'saveMentorOffer', { topics: ['Entrepreneurship'], capacity: 3, note: '' });
    const [late, kept] = [randomUUID(), randomUUID()];
    const now = fx.clock.now();
    expect(await fx.queued('b', 'requestMentor', { id: late, mentorId: fx.userId.a, goal: 'Write a business plan by spring', topics: [] })).toMatchObject({ status: 'applied' });
    await fx.db.sql`update mentor_requests set created_at = created_at - interval '15 days', expires_at = ${new Date(now.getTime() - 60_000)} where id = ${late}`;
    const cursor = (await fx.pullAll('a', 0)).cursor;
    await expireAllRequests(fx.db.sql, now);
    expect((await fx.pullAll('a', cursor)).rows.get(`mentorRequests:${late}`)).toMatchObject({ status: 'expired' });

    expect(await fx.queued('b', 'requestMentor', { id: kept, mentorId: fx.userId.a, goal: 'Write a business plan by spring', topics: [] })).toMatchObject({ status: 'applied' });
    expect(await fx.queued('a', 'answerMentorRequest', { requestId: kept, decision: 'accept', message: '' })).toMatchObject({ status: 'applied' });
    const mentorshipId = await hashedUuid(mentorshipKey(kept));
    const soon = { id: randomUUID(), mentorshipId, startsAt: new Date(now.getTime() + 20 * 3_600_000).toISOString(), minutes: 60, link: '', place: 'Cafe Coffee Day, FC Road' };
    const later = { ...soon, id: randomUUID(), startsAt: new Date(now.getTime() + 3 * 86_400_000).toISOString() };
    for (const session of [soon, later]) expect(await fx.queued('a', 'scheduleMentorSession', session)).toMatchObject({ status: 'applied' });
    const opts = { secret: 'test-secret-test-secret-test-secret-0123', appUrl: 'http://localhost:8080' };
    await remindSessions(fx.db.sql, now, opts);
    await remindSessions(fx.db.sql, now, opts); // a second run (a second dispatcher) finds it reminded
    const reminders = await fx.db.sql<{ user_id: string; count: number }[]>`
      select user_id, count from notifications where group_key = ${`mentorship-session:${soon.id}`}`;
    expect(reminders.map((r) => [r.user_id, r.count]).sort()).toEqual([[fx.userId.a, 1], [fx.userId.b, 1]].sort());
  });
});
