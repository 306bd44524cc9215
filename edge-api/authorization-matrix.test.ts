import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createFsObjectStore } from './storage/fs-object-store.ts';
import { createTestDatabase, type TestDatabase } from './test/test-db.ts';
import { createTestApp } from './test/test-app.ts';
import { startLiveHub } from './live/start-live-hub.ts';
import { servedApiRoutes } from './test/served-routes.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, MEMBER_PASSWORD, insertAdmin, insertMember } from './test/people.ts';

type Who = 'visitor' | 'member' | 'admin';
type Row = { path: string; expect: Record<Who, number> };

const NO_ID = '00000000-0000-4000-8000-000000000000';
const all = (status: number) => ({ visitor: status, member: status, admin: status });
const signedIn = (member: number, admin: number) => ({ visitor: 401, member, admin });

/**
 * Every API route × {visitor, member, admin} → the status each gets for a request with an empty
 * JSON body. A route without a row here fails the test: new routes must be added with their rule.
 */
const MATRIX: Record<string, Row> = {
  'GET /api/health': { path: '/api/health', expect: all(200) },
  'POST /api/contactus': { path: '/api/contactus', expect: all(400) },
  'POST /api/users/auth': { path: '/api/users/auth', expect: all(400) },
  'POST /api/users/logout': { path: '/api/users/logout', expect: all(200) },
  'POST /api/users/refresh': { path: '/api/users/refresh', expect: all(401) },
  'POST /api/users': { path: '/api/users', expect: all(400) },
  'POST /api/users/verify/:value': { path: '/api/users/verify/999999999999', expect: all(404) },
  'POST /api/users/verify/:value/code': { path: '/api/users/verify/999999999999/code', expect: all(400) },
  // Open to anyone, as a login is; without a body, each refuses it.
  'POST /api/users/password/forgot': { path: '/api/users/password/forgot', expect: all(400) },
  'POST /api/users/password/reset': { path: '/api/users/password/reset', expect: all(400) },
  'PUT /api/users/password': { path: '/api/users/password', expect: signedIn(400, 400) },
  'POST /api/users/email': { path: '/api/users/email', expect: signedIn(400, 400) },
  'POST /api/users/email/verify': { path: '/api/users/email/verify', expect: signedIn(400, 400) },
  'POST /api/users/email/undo': { path: '/api/users/email/undo', expect: all(400) },
  // The admin is refused before the body is read: another admin closes an admin account.
  'DELETE /api/users/me': { path: '/api/users/me', expect: signedIn(400, 403) },
  'POST /api/users/me/keep': { path: '/api/users/me/keep', expect: signedIn(409, 409) },
  'GET /api/users/two-step': { path: '/api/users/two-step', expect: signedIn(200, 200) },
  'POST /api/users/totp/setup': { path: '/api/users/totp/setup', expect: signedIn(403, 200) },
  'POST /api/users/totp/confirm': { path: '/api/users/totp/confirm', expect: signedIn(403, 400) },
  'DELETE /api/users/totp': { path: '/api/users/totp', expect: signedIn(403, 400) },
  'POST /api/users/auth/second-step': { path: '/api/users/auth/second-step', expect: all(400) },
  'GET /api/admin/security': { path: '/api/admin/security', expect: { visitor: 401, member: 403, admin: 200 } },
  'PUT /api/admin/security': { path: '/api/admin/security', expect: { visitor: 401, member: 403, admin: 400 } },
  'GET /api/users/passkeys': { path: '/api/users/passkeys', expect: signedIn(200, 200) },
  'POST /api/users/passkeys/options': { path: '/api/users/passkeys/options', expect: signedIn(200, 200) },
  'POST /api/users/passkeys/confirm-options': { path: '/api/users/passkeys/confirm-options', expect: signedIn(409, 409) },
  'POST /api/users/passkeys': { path: '/api/users/passkeys', expect: signedIn(400, 400) },
  'PUT /api/users/passkeys/:id': { path: `/api/users/passkeys/${NO_ID}`, expect: signedIn(400, 400) },
  'DELETE /api/users/passkeys/:id': { path: `/api/users/passkeys/${NO_ID}`, expect: signedIn(404, 404) },
  'POST /api/users/auth/passkey/options': { path: '/api/users/auth/passkey/options', expect: all(200) },
  'POST /api/users/auth/passkey': { path: '/api/users/auth/passkey', expect: all(400) },
  'POST /api/users/export': { path: '/api/users/export', expect: signedIn(202, 202) },
  'GET /api/users/export': { path: '/api/users/export', expect: signedIn(200, 200) },
  'GET /api/users/export/:id/file': { path: `/api/users/export/${NO_ID}/file`, expect: signedIn(404, 404) },
  'GET /api/users/sessions': { path: '/api/users/sessions', expect: signedIn(200, 200) },
  'DELETE /api/users/sessions': { path: '/api/users/sessions', expect: signedIn(200, 200) },
  'DELETE /api/users/sessions/:id': { path: `/api/users/sessions/${NO_ID}`, expect: signedIn(404, 404) },
  'GET /api/users/profile': { path: '/api/users/profile', expect: signedIn(200, 200) },
  'GET /api/users/profiles/:rollNumber': { path: '/api/users/profiles/999999999999', expect: signedIn(200, 200) },
  'GET /api/users/:id': { path: '/api/users/00000000-0000-4000-8000-000000000000', expect: signedIn(404, 404) },
  'POST /api/users/addUserJobInfo': { path: '/api/users/addUserJobInfo', expect: { visitor: 401, member: 400, admin: 403 } },
  'PUT /api/users/updateJobInfo': { path: '/api/users/updateJobInfo', expect: { visitor: 401, member: 200, admin: 403 } },
  'POST /api/users/addUserSkills': { path: '/api/users/addUserSkills', expect: { visitor: 401, member: 400, admin: 403 } },
  'PUT /api/users/updateSkills': { path: '/api/users/updateSkills', expect: { visitor: 401, member: 200, admin: 403 } },
  'POST /api/users/addExtraInfo': { path: '/api/users/addExtraInfo', expect: { visitor: 401, member: 400, admin: 403 } },
  'PUT /api/users/updateAchievement': { path: '/api/users/updateAchievement', expect: { visitor: 401, member: 400, admin: 403 } },
  'PUT /api/users/updateExtracarricular': { path: '/api/users/updateExtracarricular', expect: { visitor: 401, member: 400, admin: 403 } },
  'PUT /api/users/updatePhone': { path: '/api/users/updatePhone', expect: { visitor: 401, member: 200, admin: 403 } },
  'PUT /api/users/notifications': { path: '/api/users/notifications', expect: { visitor: 401, member: 400, admin: 403 } },
  'PUT /api/users/privacy': { path: '/api/users/privacy', expect: { visitor: 401, member: 200, admin: 403 } },
  'PUT /api/users/resume': { path: '/api/users/resume', expect: { visitor: 401, member: 400, admin: 403 } },
  'DELETE /api/users/resume': { path: '/api/users/resume', expect: { visitor: 401, member: 200, admin: 403 } },
  'PUT /api/users/photo': { path: '/api/users/photo', expect: { visitor: 401, member: 400, admin: 403 } },
  'DELETE /api/users/photo': { path: '/api/users/photo', expect: { visitor: 401, member: 200, admin: 403 } },
  'GET /api/users/:id/resume': { path: `/api/users/${NO_ID}/resume`, expect: signedIn(404, 404) },
  'GET /api/users/:id/photo': { path: `/api/users/${NO_ID}/photo`, expect: signedIn(404, 404) },
  'POST /api/search': { path: '/api/search', expect: signedIn(400, 400) },
  'GET /api/people': { path: '/api/people', expect: signedIn(200, 200) },
  'GET /api/people/filters': { path: '/api/people/filters', expect: signedIn(200, 200) },
  'GET /api/connectUser': { path: '/api/connectUser', expect: signedIn(200, 403) },
  'GET /api/connectUser/requests': { path: '/api/connectUser/requests', expect: signedIn(200, 403) },
  'GET /api/connectUser/getStatus/:userId': { path: `/api/connectUser/getStatus/${NO_ID}`, expect: signedIn(404, 403) },
  'POST /api/connectUser/connect/:userId': { path: `/api/connectUser/connect/${NO_ID}`, expect: signedIn(404, 403) },
  'PUT /api/connectUser/accept/:connectionId': { path: `/api/connectUser/accept/${NO_ID}`, expect: signedIn(404, 403) },
  'PUT /api/connectUser/reject/:connectionId': { path: `/api/connectUser/reject/${NO_ID}`, expect: signedIn(404, 403) },
  'DELETE /api/connectUser/remove/:userId': { path: `/api/connectUser/remove/${NO_ID}`, expect: signedIn(404, 403) },
  'GET /api/push/key': { path: '/api/push/key', expect: signedIn(200, 403) },
  'POST /api/push/subscription': { path: '/api/push/subscription', expect: signedIn(400, 403) },
  'DELETE /api/push/subscription': { path: '/api/push/subscription', expect: signedIn(400, 403) },
  // Issue 29: the inbox is its member's (and the admin's own); settings and job alerts are members'.
  'GET /api/notifications': { path: '/api/notifications', expect: signedIn(200, 200) },
  'PUT /api/notifications/read-all': { path: '/api/notifications/read-all', expect: signedIn(200, 200) },
  'PUT /api/notifications/:id/read': { path: `/api/notifications/${NO_ID}/read`, expect: signedIn(404, 404) },
  'GET /api/notifications/settings': { path: '/api/notifications/settings', expect: { visitor: 401, member: 200, admin: 403 } },
  'PUT /api/notifications/settings': { path: '/api/notifications/settings', expect: { visitor: 401, member: 400, admin: 403 } },
  // One-click unsubscribe needs no session: the signed token is the proof (none here).
  'GET /api/notifications/unsubscribe': { path: '/api/notifications/unsubscribe', expect: all(303) },
  'POST /api/notifications/unsubscribe': { path: '/api/notifications/unsubscribe', expect: all(400) },
  'GET /api/jobAlerts': { path: '/api/jobAlerts', expect: { visitor: 401, member: 200, admin: 403 } },
  'POST /api/jobAlerts': { path: '/api/jobAlerts', expect: { visitor: 401, member: 400, admin: 403 } },
  'DELETE /api/jobAlerts/:id': { path: `/api/jobAlerts/${NO_ID}`, expect: { visitor: 401, member: 404, admin: 403 } },
  'GET /api/donation/summary': { path: '/api/donation/summary', expect: all(200) },
  'GET /api/donation/mine': { path: '/api/donation/mine', expect: signedIn(200, 403) },
  // Without Razorpay configured a valid body would be 409; the empty one is refused first.
  'POST /api/donation': { path: '/api/donation', expect: { visitor: 401, member: 400, admin: 403 } },
  // Checkout's callback and the webhook prove themselves by signature, not by session.
  'POST /api/donation/verify': { path: '/api/donation/verify', expect: all(303) },
  'POST /api/donation/webhook': { path: '/api/donation/webhook', expect: all(404) },
  'POST /api/donation/:reference/cancel': { path: '/api/donation/DN-0000000000/cancel', expect: { visitor: 401, member: 404, admin: 403 } },
  'GET /api/donation/:reference': { path: '/api/donation/DN-0000000000', expect: signedIn(404, 404) },
  'GET /api/jobDetail': { path: '/api/jobDetail', expect: all(200) },
  'GET /api/jobDetail/:jobId': { path: '/api/jobDetail/00000000-0000-4000-8000-000000000000', expect: signedIn(404, 404) },
  'POST /api/jobDetail': { path: '/api/jobDetail', expect: { visitor: 401, member: 400, admin: 403 } },
  'POST /api/sync/push': { path: '/api/sync/push', expect: signedIn(400, 400) },
  'GET /api/sync/pull': { path: '/api/sync/pull', expect: signedIn(200, 200) },
  'GET /api/sync/live': { path: '/api/sync/live', expect: signedIn(200, 200) },
  'GET /api/messages': { path: '/api/messages', expect: signedIn(200, 403) },
  'POST /api/messages': { path: '/api/messages', expect: signedIn(400, 403) },
  'PUT /api/messages/read-receipts': { path: '/api/messages/read-receipts', expect: signedIn(400, 403) },
  'PUT /api/messages/blocks/:userId': { path: `/api/messages/blocks/${NO_ID}`, expect: signedIn(404, 403) },
  'DELETE /api/messages/blocks/:userId': { path: `/api/messages/blocks/${NO_ID}`, expect: signedIn(200, 403) },
  'DELETE /api/messages/message/:messageId': { path: `/api/messages/message/${NO_ID}`, expect: signedIn(404, 403) },
  'POST /api/messages/message/:messageId/report': { path: `/api/messages/message/${NO_ID}/report`, expect: signedIn(400, 403) },
  'GET /api/messages/with/:userId': { path: `/api/messages/with/${NO_ID}`, expect: signedIn(200, 403) },
  'GET /api/messages/:conversationId': { path: `/api/messages/${NO_ID}`, expect: signedIn(404, 403) },
  'PUT /api/messages/:conversationId/read': { path: `/api/messages/${NO_ID}/read`, expect: signedIn(400, 403) },
  // Issue 34: Memory Lane, for members and the alumni office; who may add where is the album's rule.
  'GET /api/memories/albums': { path: '/api/memories/albums', expect: signedIn(200, 200) },
  'POST /api/memories/albums': { path: '/api/memories/albums', expect: signedIn(400, 400) },
  'GET /api/memories/albums/:id': { path: `/api/memories/albums/${NO_ID}`, expect: signedIn(404, 404) },
  'POST /api/memories/albums/:id/uploads': { path: `/api/memories/albums/${NO_ID}/uploads`, expect: signedIn(400, 400) },
  'GET /api/memories/uploads/:id': { path: `/api/memories/uploads/${NO_ID}`, expect: signedIn(404, 404) },
  'HEAD /api/memories/uploads/:id': { path: `/api/memories/uploads/${NO_ID}`, expect: signedIn(404, 404) },
  'PATCH /api/memories/uploads/:id': { path: `/api/memories/uploads/${NO_ID}`, expect: signedIn(400, 400) },
  'GET /api/memories/photos/:id': { path: `/api/memories/photos/${NO_ID}`, expect: signedIn(404, 404) },
  'PUT /api/memories/photos/:id/hidden': { path: `/api/memories/photos/${NO_ID}/hidden`, expect: { visitor: 401, member: 400, admin: 403 } },
  'PUT /api/memories/photos/:id/caption': { path: `/api/memories/photos/${NO_ID}/caption`, expect: signedIn(400, 400) },
  'PUT /api/memories/photos/:id/tags': { path: `/api/memories/photos/${NO_ID}/tags`, expect: signedIn(400, 400) },
  'DELETE /api/memories/photos/:id': { path: `/api/memories/photos/${NO_ID}`, expect: signedIn(404, 404) },
  'DELETE /api/memories/photos/:id/tags/me': { path: `/api/memories/photos/${NO_ID}/tags/me`, expect: { visitor: 401, member: 404, admin: 403 } },
  'GET /api/memories/photos/:id/:size': { path: `/api/memories/photos/${NO_ID}/small`, expect: signedIn(404, 404) },
  // Issue 54: mentorship, for members; the office's view is under /api/admin/mentorship.
  'GET /api/mentorship/mentors': { path: '/api/mentorship/mentors', expect: signedIn(200, 403) },
  'GET /api/mentorship/mine': { path: '/api/mentorship/mine', expect: signedIn(200, 403) },
  'PUT /api/mentorship/offer': { path: '/api/mentorship/offer', expect: signedIn(400, 403) },
  'POST /api/mentorship/requests': { path: '/api/mentorship/requests', expect: signedIn(400, 403) },
  'PUT /api/mentorship/requests/:id': { path: `/api/mentorship/requests/${NO_ID}`, expect: signedIn(400, 403) },
  'GET /api/mentorship/mentorships/:id': { path: `/api/mentorship/mentorships/${NO_ID}`, expect: signedIn(404, 403) },
  'GET /api/admin/mentorship': { path: '/api/admin/mentorship', expect: signedIn(403, 200) },
  'GET /api/admin/mentorship/export.csv': { path: '/api/admin/mentorship/export.csv', expect: signedIn(403, 200) },
  'PUT /api/admin/mentorship/mentors/:id/pause': { path: `/api/admin/mentorship/mentors/${NO_ID}/pause`, expect: signedIn(403, 400) },
  'POST /api/admin/mentorship/mentorships/:id/end': { path: `/api/admin/mentorship/mentorships/${NO_ID}/end`, expect: signedIn(403, 400) },
  // Issue 55: the operator's desk. The test app takes no backups (409), as a Postgres or Workers server.
  'GET /api/admin/system': { path: '/api/admin/system', expect: signedIn(403, 200) },
  'POST /api/admin/system/backups': { path: '/api/admin/system/backups', expect: signedIn(403, 409) },
  'GET /api/admin/system/backups/:name': { path: '/api/admin/system/backups/2026-11-22T09-00-00Z.tar.gz', expect: signedIn(403, 404) },
  'POST /api/admin/system/outbox/:id/retry': { path: '/api/admin/system/outbox/99999999/retry', expect: signedIn(403, 404) },
  'GET /api/query': { path: '/api/query', expect: signedIn(200, 200) },
  // Issue 33: the week's top helpers on /query, for members.
  'GET /api/query/top-helpers': { path: '/api/query/top-helpers', expect: { visitor: 401, member: 200, admin: 403 } },
  'POST /api/query/question': { path: '/api/query/question', expect: { visitor: 401, member: 400, admin: 403 } },
  'POST /api/query/answer/:answerId/comment': { path: `/api/query/answer/${NO_ID}/comment`, expect: signedIn(400, 400) },
  'POST /api/query/answer/:answerId/upvote': { path: `/api/query/answer/${NO_ID}/upvote`, expect: signedIn(404, 404) },
  'POST /api/query/answer/:answerId/downvote': { path: `/api/query/answer/${NO_ID}/downvote`, expect: signedIn(404, 404) },
  'GET /api/query/search': { path: '/api/query/search', expect: signedIn(400, 400) },
  'GET /api/query/:id': { path: `/api/query/${NO_ID}`, expect: signedIn(404, 404) },
  'POST /api/query/:id/upvote': { path: `/api/query/${NO_ID}/upvote`, expect: signedIn(404, 404) },
  'POST /api/query/:id/downvote': { path: `/api/query/${NO_ID}/downvote`, expect: signedIn(404, 404) },
  'POST /api/query/:id/answer': { path: `/api/query/${NO_ID}/answer`, expect: signedIn(400, 400) },
  'PUT /api/query/:id/status': { path: `/api/query/${NO_ID}/status`, expect: signedIn(400, 400) },
  'PUT /api/query/:id/accepted-answer': { path: `/api/query/${NO_ID}/accepted-answer`, expect: signedIn(404, 403) },
  'GET /api/events': { path: '/api/events', expect: signedIn(200, 200) },
  'GET /api/events/:id': { path: `/api/events/${NO_ID}`, expect: signedIn(404, 404) },
  'POST /api/events': { path: '/api/events', expect: signedIn(403, 400) },
  'PUT /api/events/:id': { path: `/api/events/${NO_ID}`, expect: signedIn(400, 400) },
  'POST /api/events/:id/cancel': { path: `/api/events/${NO_ID}/cancel`, expect: signedIn(403, 404) },
  'PUT /api/events/:id/hosts': { path: `/api/events/${NO_ID}/hosts`, expect: signedIn(403, 400) },
  'POST /api/events/:id/rsvp': { path: `/api/events/${NO_ID}/rsvp`, expect: { visitor: 401, member: 400, admin: 403 } },
  'POST /api/events/:id/check-in': { path: `/api/events/${NO_ID}/check-in`, expect: signedIn(400, 400) },
  'GET /api/events/:id/guests': { path: `/api/events/${NO_ID}/guests`, expect: signedIn(404, 404) },
  'GET /api/admin/donations': { path: '/api/admin/donations', expect: signedIn(403, 200) },
  'GET /api/admin/donations/export': { path: '/api/admin/donations/export', expect: signedIn(403, 200) },
  'GET /api/admin/funds': { path: '/api/admin/funds', expect: signedIn(403, 200) },
  'POST /api/admin/funds': { path: '/api/admin/funds', expect: signedIn(403, 400) },
  'PUT /api/admin/funds/:id': { path: `/api/admin/funds/${NO_ID}`, expect: signedIn(403, 400) },
  'GET /api/admin/all-Data': { path: '/api/admin/all-Data', expect: signedIn(403, 200) },
  'GET /api/admin/student/:id': { path: `/api/admin/student/${NO_ID}`, expect: signedIn(403, 404) },
  'DELETE /api/admin/student/:id': { path: `/api/admin/student/${NO_ID}`, expect: signedIn(403, 404) },
  'POST /api/admin/student/:id/password-reset': { path: `/api/admin/student/${NO_ID}/password-reset`, expect: signedIn(403, 404) },
  // The reason is read first: without a body, the admin is told to give one.
  'POST /api/admin/student/:id/account/deactivate': { path: `/api/admin/student/${NO_ID}/account/deactivate`, expect: signedIn(403, 400) },
  'POST /api/admin/student/:id/account/erase': { path: `/api/admin/student/${NO_ID}/account/erase`, expect: signedIn(403, 400) },
  'POST /api/admin/add-edit-Data': { path: '/api/admin/add-edit-Data', expect: signedIn(403, 400) },
  'POST /api/admin/upload-excel': { path: '/api/admin/upload-excel', expect: signedIn(403, 400) },
  // Issue 32: the audit log is read by admins only; no route writes it.
  'GET /api/admin/audit': { path: '/api/admin/audit', expect: signedIn(403, 200) },
  'GET /api/admin/moderation': { path: '/api/admin/moderation', expect: signedIn(403, 200) },
  'POST /api/admin/moderation': { path: '/api/admin/moderation', expect: signedIn(403, 400) },
  'PUT /api/admin/moderation/settings': { path: '/api/admin/moderation/settings', expect: signedIn(403, 400) },
  'POST /api/admin/announcements/audience': { path: '/api/admin/announcements/audience', expect: signedIn(403, 200) },
  'GET /api/admin/announcements/link-targets': { path: '/api/admin/announcements/link-targets', expect: signedIn(403, 200) },
  'GET /api/admin/announcements': { path: '/api/admin/announcements', expect: signedIn(403, 200) },
  'POST /api/admin/announcements': { path: '/api/admin/announcements', expect: signedIn(403, 400) },
  'POST /api/admin/announcements/:id/cancel': { path: `/api/admin/announcements/${NO_ID}/cancel`, expect: signedIn(403, 404) },
  'GET /api/admin/dashboard': { path: '/api/admin/dashboard', expect: signedIn(403, 200) },
  'POST /api/users/invitation': { path: '/api/users/invitation', expect: all(400) },
  'GET /api/invitations/unsubscribe': { path: '/api/invitations/unsubscribe', expect: all(303) },
  'POST /api/invitations/unsubscribe': { path: '/api/invitations/unsubscribe', expect: all(400) },
  'GET /api/admin/members/suspended': { path: '/api/admin/members/suspended', expect: signedIn(403, 200) },
  'POST /api/admin/members/:id/suspend': { path: `/api/admin/members/${NO_ID}/suspend`, expect: signedIn(403, 400) },
  'DELETE /api/admin/members/:id/suspend': { path: `/api/admin/members/${NO_ID}/suspend`, expect: signedIn(403, 404) },
};

let db: TestDatabase;
let member: { rollNumber: string };
const sharedTokens: Record<'member' | 'admin', string> = { member: '', admin: '' };

async function login(who: 'member' | 'admin'): Promise<string> {
  const creds =
    who === 'admin'
      ? { rollNumberOrEmail: ADMIN_EMAIL, password: ADMIN_PASSWORD, role: 'Admin' }
      : { rollNumberOrEmail: member.rollNumber, password: MEMBER_PASSWORD, role: 'Student / Alumni' };
  return (await createTestApp(db.sql).call('POST', '/api/users/auth', creds)).json.token as string;
}

let live: Awaited<ReturnType<typeof startLiveHub>>;

beforeAll(async () => {
  db = await createTestDatabase();
  live = await startLiveHub(db);
  await insertAdmin(db.sql);
  member = await insertMember(db.sql);
  sharedTokens.member = await login('member');
  sharedTokens.admin = await login('admin');
});
afterAll(async () => {
  await live?.stop();
  await db?.close();
});

it('has a row for every route the API serves', () => {
  const { app } = createTestApp(db.sql);
  expect(servedApiRoutes(app).sort()).toEqual(Object.keys(MATRIX).sort());
});

it.each(Object.entries(MATRIX))('%s', async (route, row) => {
  // A folder store, so the routes that keep files answer as they would on a server.
  const { call } = createTestApp(db.sql, { live: live.channel, objects: createFsObjectStore(mkdtempSync(join(tmpdir(), 'matrix-'))) });
  const method = route.split(' ')[0]!;
  // Logout revokes its session, so it gets fresh ones; the other rows share one session per role.
  const tokenFor = async (who: Who) => {
    if (who === 'visitor') return undefined;
    if (route !== 'POST /api/users/logout') return sharedTokens[who];
    return login(who);
  };
  const got: Record<string, number> = {};
  for (const who of ['visitor', 'member', 'admin'] as const) {
    const token = await tokenFor(who);
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    const res = await call(method, row.path, method === 'GET' || method === 'HEAD' ? undefined : {}, headers);
    got[who] = res.status;
  }
  expect(got).toEqual(row.expect);
});
