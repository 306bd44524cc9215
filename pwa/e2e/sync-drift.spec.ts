import type { BrowserContext, Page } from '@playwright/test';
import type { ApiQuestion } from '#domain/queries/query-rows.ts';
import { PUSH_MAX_BYTES } from '#domain/sync/protocol.ts';
import { expect, test } from './fixtures.ts';
import { jobArgs, postJobViaForm, serverCounts, signInReadyToPost, uniqueTitle, type Member } from './jobs-helpers.ts';
import { goOffline, goOnline } from './network.ts';
import { deleteMeta, enqueueDirectly, readMeta, readOutbox, writeMeta } from './local-store.ts';

// Sync v2: drift between a device and the server ends with every change on the server exactly once
// (docs/decisions/0019-replays-and-drift.md), through the real client engine.

// One member on purpose: each test is a device of its own (a fresh browser context) of the same member.
let member: Member | undefined;
test.beforeAll(async ({ newMember }) => {
  member = await newMember();
});
const me = () => member!;

type Push = { status: number; bytes: number; code?: string };
/** Every push the pages or the service worker make from now on, with its answer. */
function recordPushes(ctx: BrowserContext) {
  const pushes: Push[] = [];
  ctx.on('requestfinished', async (req) => {
    if (req.method() !== 'POST' || !req.url().endsWith('/api/sync/push')) return;
    const res = await req.response();
    const body = (await res?.json().catch(() => ({}))) as { code?: string };
    pushes.push({ status: res?.status() ?? 0, bytes: Buffer.byteLength(req.postData() ?? ''), code: body.code });
  });
  return pushes;
}

const drained = (page: Page) => expect.poll(async () => (await readOutbox(page)).filter((e) => e.status === 'pending'), { timeout: 30_000 }).toEqual([]);

// Online throughout: only the page's engine sends, so no service worker to install (ADR 0103).
test.describe('online', () => {
  test.use({ serviceWorkers: 'block' });

  test('the device counter falls back to 1: the next jobs go under a fresh client id, each once', async ({ page, context, server }) => {
    await signInReadyToPost(page, me());
    const before = uniqueTitle('Before the reset');
    await postJobViaForm(page, { title: before });
    await drained(page);
    const clientBefore = await readMeta<string>(page, `clientId:${me().id}`);

    // A partly restored IndexedDB: the counter starts again at 1, under the same client id.
    await writeMeta(page, `nextMutationId:${me().id}`, 1);
    const pushes = recordPushes(context);
    const after = [uniqueTitle('After the reset'), uniqueTitle('After the reset too')];
    for (const title of after) await postJobViaForm(page, { title });
    await drained(page);

    expect(await serverCounts(server.url, [before, ...after])).toEqual([1, 1, 1]);
    await expect.poll(() => pushes).toContainEqual(expect.objectContaining({ status: 409, code: 'client_state_mismatch' }));
    expect(await readMeta<string>(page, `clientId:${me().id}`)).not.toBe(clientBefore);
  });
});

test('the device loses its client id after a push whose answer never came: nothing lost, nothing doubled', async ({ page, context, server }) => {
  await signInReadyToPost(page, me());
  const earlier = uniqueTitle('Sent before');
  await postJobViaForm(page, { title: earlier }); // so the next ids do not start at 1
  await drained(page);
  await goOffline(context);
  const titles = [uniqueTitle('Lost id one'), uniqueTitle('Lost id two')];
  for (const title of titles) await postJobViaForm(page, { title });

  // The first push reaches the server, which applies it; the answer is lost, and so is the client id.
  let cut = false;
  await context.route('**/api/sync/push', async (route) => {
    if (cut) return route.continue();
    cut = true;
    await route.fetch();
    await deleteMeta(page, `clientId:${me().id}`);
    await route.abort('connectionreset');
  });
  const pushes = recordPushes(context);
  await goOnline(context);
  await drained(page);

  expect(cut).toBe(true);
  expect(await serverCounts(server.url, [earlier, ...titles])).toEqual([1, 1, 1]);
  await expect.poll(() => pushes).toContainEqual(expect.objectContaining({ status: 409, code: 'mutation_gap' }));
});

test('seven 9,600-character questions asked offline go in pushes under the cap and each lands once', async ({ page, context, server }) => {
  const { token } = await signInReadyToPost(page, me());
  await goOffline(context);
  const createdAt = new Date().toISOString();
  const questions = Array.from({ length: 7 }, (_, i) => ({
    id: crypto.randomUUID(),
    title: uniqueTitle(`Long question ${i + 1}`),
    content: `Details ${i + 1}. ${'A long account of the situation. '.repeat(300)}`.slice(0, 9_600),
    category: 'General',
  }));
  await enqueueDirectly(
    page,
    me().id,
    questions.map((q) => ({
      name: 'askQuestion',
      args: q,
      table: 'questions',
      row: { _id: q.id, title: q.title, content: q.content, category: q.category, status: 'Open', askedBy: me().fullName, askedById: me().id, createdAt, upvotes: 0, downvotes: 0, answerCount: 0 },
      label: `Question: ${q.title}`,
    })),
  );
  const pushes = recordPushes(context);
  await goOnline(context);
  await drained(page);

  // Each push is recorded once its answer has been read, which can come after the outbox drained.
  await expect.poll(() => pushes.length).toBeGreaterThanOrEqual(2);
  for (const p of pushes) expect(p).toMatchObject({ status: 200 });
  expect(Math.max(...pushes.map((p) => p.bytes))).toBeLessThanOrEqual(PUSH_MAX_BYTES);
  const res = await fetch(`${server.url}/api/query?limit=1000`, { headers: { Authorization: `Bearer ${token}` } });
  const listed = (await res.json()) as ApiQuestion[];
  expect(questions.map((q) => listed.filter((l) => l._id === q.id).length)).toEqual([1, 1, 1, 1, 1, 1, 1]);
});

test('a change too large to send even alone is refused on the device with the reason; the one after it still lands', async ({ page, context, server }) => {
  await signInReadyToPost(page, me());
  await goOffline(context);
  // Control characters travel as six-byte escapes: a full description and thirty full requirements
  // of them are over 64 KB, though every field is within its length limit.
  const huge = {
    ...jobArgs(uniqueTitle('Oversized job')),
    description: '\u0001'.repeat(5_000),
    requirements: Array.from({ length: 30 }, () => '\u0001'.repeat(200)),
  };
  const fine = jobArgs(uniqueTitle('Ordinary job'));
  const createdAt = new Date().toISOString();
  await enqueueDirectly(
    page,
    me().id,
    [huge, fine].map(({ id, ...fields }) => ({
      name: 'createJob',
      args: { id, ...fields },
      table: 'jobs',
      row: { _id: id, ...fields, status: 'active', createdAt, postedBy: me().id },
      label: `Job: ${fields.title}`,
    })),
  );
  const pushes = recordPushes(context);
  await goOnline(context);
  await drained(page);

  const refused = page.getByRole('list', { name: 'Changes that were not saved' }).getByRole('listitem');
  await expect(refused).toHaveCount(1);
  await expect(refused).toContainText(`Not saved: Job: ${huge.title}.`);
  await expect(refused).toContainText(/This change is too large to send \(\d+ KB; the limit is 64 KB\)\. Shorten it and try again\./);
  expect(await serverCounts(server.url, [huge.title, fine.title])).toEqual([0, 1]);
  expect(pushes.every((p) => p.status === 200)).toBe(true);
});
