import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Dashboard } from '#domain/dashboard/dashboard.ts';
import { hashedUuid } from '#domain/hashed-uuid.ts';
import { OFFICE_MESSAGES as M } from '#domain/mentorship/mentorship-office.ts';
import { mentorshipKey } from '#domain/mentorship/mentorship.ts';
import { useSyncFixture } from '../test/sync-fixture.ts';

// The alumni office's desk (issue 54): the figures, the ratings it alone reads, the CSV, and the
// two actions it may take, each audit-logged and told to the members.

const fx = useSyncFixture();

/** Member a mentors member b: an offer, a request and its acceptance; the mentorship's id. */
async function pair(goal = 'Move from civil engineering to data analysis this year') {
  await fx.queued('a', 'saveMentorOffer', { topics: ['Switching fields'], capacity: 3, note: '' });
  const requestId = randomUUID();
  expect(await fx.queued('b', 'requestMentor', { id: requestId, mentorId: fx.userId.a, goal, topics: [] })).toMatchObject({ status: 'applied' });
  expect(await fx.queued('a', 'answerMentorRequest', { requestId, decision: 'accept', message: '' })).toMatchObject({ status: 'applied' });
  return hashedUuid(mentorshipKey(requestId));
}
const overview = async () => (await fx.api().call('GET', '/api/admin/mentorship', undefined, fx.auth.admin)).json;

describe("the office's desk", () => {
  it('counts the programme, reads ratings the mentor never sees, and exports formula-safe CSV', async () => {
    const id = await pair('=HYPERLINK("http://evil.example") teach me SQL');
    await fx.queued('b', 'scheduleMentorSession', { id: randomUUID(), mentorshipId: id, startsAt: '2026-11-20T10:00:00.000Z', minutes: 30, link: '', place: 'Library' });
    let view = await overview();
    expect(view.counts).toMatchObject({ mentors: 1, mentees: 1, activePairs: 1, ratings: 0 });
    expect(view.sessionsByMonth.at(-1)).toEqual({ month: '2026-11', sessions: 1 });
    // The dashboard's chart counts the same: the pair begun this month, and its session.
    const figures = (await fx.api().call('GET', '/api/admin/dashboard?fresh=1', undefined, fx.auth.admin)).json as Dashboard;
    expect(figures.mentorship.slice(-2)).toEqual([{ month: '2026-10', started: 0, sessions: 0 }, { month: '2026-11', started: 1, sessions: 1 }]);
    expect(view.pairs[0]).toMatchObject({ _id: id, mentorId: fx.userId.a, menteeId: fx.userId.b });

    await fx.queued('a', 'endMentorship', { mentorshipId: id, note: '' });
    await fx.queued('b', 'rateMentorship', { mentorshipId: id, stars: 3, comment: 'Kind, but often late' });
    view = await overview();
    expect(view).toMatchObject({ averageRating: 3, counts: { ratings: 1, activePairs: 0 } });
    expect(view.ratings[0]).toMatchObject({ mentorshipId: id, stars: 3, comment: 'Kind, but often late' });
    const mentorReads = JSON.stringify([(await fx.api().call('GET', `/api/mentorship/mentorships/${id}`, undefined, fx.auth.a)).json, (await fx.api().call('GET', '/api/mentorship/mine', undefined, fx.auth.a)).json]);
    expect(mentorReads).not.toContain('often late');
    expect(mentorReads).not.toContain('"stars"');

    const csv = await fx.api().call('GET', '/api/admin/mentorship/export.csv', undefined, fx.auth.admin);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.text).toContain(`"'=HYPERLINK(""http://evil.example"") teach me SQL"`);
    expect(csv.text).toContain(',3,"Kind, but often late"');
  });

  it('pauses a mentor (audit-logged, the mentor told) and ends a pairing, telling both members', async () => {
    const id = await pair();
    const paused = await fx.api().call('PUT', `/api/admin/mentorship/mentors/${fx.userId.a}/pause`, { paused: true, reason: 'Complaints about no-shows' }, fx.auth.admin);
    expect(paused).toMatchObject({ status: 200, json: { message: M.paused } });
    const asked = await fx.api().call('POST', '/api/mentorship/requests', { mentorId: fx.userId.a, goal: 'Another request to a paused mentor' }, fx.auth.b);
    expect(asked.status).toBe(404);
    const own = (await fx.api().call('GET', '/api/mentorship/mine', undefined, fx.auth.a)).json.offer;
    expect(own).toMatchObject({ paused: true, pausedByOffice: true });

    expect((await fx.api().call('POST', `/api/admin/mentorship/mentorships/${id}/end`, { reason: '' }, fx.auth.admin)).status).toBe(400);
    const ended = await fx.api().call('POST', `/api/admin/mentorship/mentorships/${id}/end`, { reason: 'At the mentee’s request' }, fx.auth.admin);
    expect(ended).toMatchObject({ status: 200, json: { message: M.ended } });
    expect((await fx.api().call('POST', `/api/admin/mentorship/mentorships/${id}/end`, { reason: 'Again' }, fx.auth.admin)).status).toBe(409);
    const whole = (await fx.api().call('GET', `/api/mentorship/mentorships/${id}`, undefined, fx.auth.b)).json;
    expect(whole.mentorship).toMatchObject({ status: 'ended', endedBy: 'office' });

    const audit = (await fx.api().call('GET', '/api/admin/audit', undefined, fx.auth.admin)).json.entries as { action: string; targetId: string; reason: string }[];
    expect(audit.filter((e) => e.action.startsWith('mentorship.')).map((e) => [e.action, e.targetId])).toEqual([
      ['mentorship.end', id],
      ['mentorship.pause', fx.userId.a],
    ]);
    for (const who of ['a', 'b'] as const) {
      const inbox = (await fx.api().call('GET', '/api/notifications', undefined, fx.auth[who])).json.notifications as { kind: string; url: string }[];
      expect(inbox.some((n) => n.kind === 'mentorship-update' && n.url === `/mentorship/${id}`)).toBe(true);
    }
  });

  it('is for admins only', async () => {
    for (const [method, path] of [['GET', '/api/admin/mentorship'], ['GET', '/api/admin/mentorship/export.csv'], ['PUT', `/api/admin/mentorship/mentors/${fx.userId.a}/pause`]] as const) {
      expect((await fx.api().call(method, path, method === 'PUT' ? { paused: false, reason: 'x' } : undefined, fx.auth.a)).status).toBe(403);
    }
  });
});
