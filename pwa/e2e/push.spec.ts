import { startPushService } from '#api/test/push-service.ts';
import type { PersonCard } from '#domain/people/person-card.ts';
// eslint-disable-next-line no-restricted-imports -- the root config has no alias
import { fullBrowser } from '../../playwright.config.ts';
import { mainNav, postJson } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import { clickNotification, deliverPush, signInWithPushOn } from './push-helpers.ts';
import { apiLogin } from './jobs-helpers.ts';
import { goOffline, goOnline } from './network.ts';
import { readOutbox } from './local-store.ts';

// Issue 13: the member turns notifications on, another member's request goes out as a real Web
// Push message (checked and decrypted by a push service of our own), and the service worker shows
// it and opens /network. Headless Chromium cannot subscribe to a real push service, so this one
// test stubs `pushManager.subscribe` to hand back a subscription at our local push service.
// The full browser: the headless shell the other files use refuses the notification permission.
test.use(fullBrowser);

/** The ids of the members the token's owner is connected with. */
async function connectedTo(baseUrl: string, token: string) {
  const res = await fetch(`${baseUrl}/api/connectUser`, { headers: { Authorization: `Bearer ${token}` } });
  return ((await res.json()) as PersonCard[]).map((p) => p._id);
}

test('Notify me, then a request: the server pushes it, the worker shows it and its click opens /network', async ({ page, context, server, newMember }) => {
  test.setTimeout(120_000);
  const service = await startPushService();
  try {
    const ben = await newMember({ first: 'Ben', last: 'Notified' });
    const asha = await newMember({ first: 'Asha', last: 'Asker' });
    await signInWithPushOn(page, server.url, ben, service.subscribe('ben-phone'), '/profile', 'Notifications');

    // Asha asks; the server's dispatcher sends the push, which our push service checks and decrypts.
    const { token } = await apiLogin(server.url, asha.rollNumber, asha.password);
    const sent = await fetch(`${server.url}/api/connectUser/connect/${ben.id}`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect(sent.status).toBe(201);
    await expect.poll(() => service.received.length, { timeout: 20_000 }).toBe(1);
    expect(service.problems).toEqual([]);
    const message = service.received[0]!.message as Record<string, string>;
    expect(message).toEqual({ title: 'New connection request', body: `${asha.fullName} wants to connect`, url: '/network', tag: 'connection-request', accept: { connectionId: expect.any(String) } });

    // The same payload, delivered to the browser's service worker as a push service would.
    await deliverPush(context, page, server.url, message);
    const shown = () =>
      page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag })));
    // The worker wakes, decrypts nothing (CDP hands it the payload) and shows it: past 10 s on a loaded machine.
    await expect.poll(shown, { timeout: 20_000 }).toEqual([{ title: 'New connection request', body: `${asha.fullName} wants to connect`, tag: 'connection-request' }]);
    // The open app pulled on the worker's word: the bell shows the request without a reload.
    await expect(page.getByRole('button', { name: 'Connection requests, 1 waiting' })).toBeVisible();

    // A click on the notification (dispatched in the worker with the notification it shows).
    await clickNotification(context);
    await expect(page).toHaveURL(`${server.url}/network`);
    await expect(page.getByRole('listitem').filter({ hasText: asha.fullName })).toBeVisible();
  } finally {
    await service.close();
  }
});

test('three messages while the app is closed: one notification for the conversation, with the count, whose click opens the thread', async ({ page, context, server, newMember }) => {
  test.setTimeout(120_000);
  const service = await startPushService();
  try {
    const ben = await newMember({ first: 'Ben', last: 'Pushed' });
    const asha = await newMember({ first: 'Asha', last: 'Writes' });
    const [a, b] = [await apiLogin(server.url, asha.rollNumber, asha.password), await apiLogin(server.url, ben.rollNumber, ben.password)];
    const sent = await postJson<{ connectionId: string }>(`${server.url}/api/connectUser/connect/${ben.id}`, undefined, a.token);
    await fetch(`${server.url}/api/connectUser/accept/${sent.connectionId}`, { method: 'PUT', headers: { authorization: `Bearer ${b.token}` } });
    await signInWithPushOn(page, server.url, ben, service.subscribe('ben-phone-messages'), '/profile', 'Notifications');
    await page.goto('/about'); // away from the thread, as with the app in the background

    for (const text of ['Are you coming?', 'The meet is at 10.', 'Bring your batch photo!']) {
      await postJson(`${server.url}/api/messages`, { id: crypto.randomUUID(), toUserId: ben.id, text }, a.token);
    }
    await expect.poll(() => service.received.length, { timeout: 20_000 }).toBe(3);
    expect(service.problems).toEqual([]);
    // Push services do not keep order: here the newest comes first, and the two older ones change nothing.
    const newestFirst = service.received.map((r) => r.message as { order: number }).sort((x, y) => y.order - x.order);
    for (const message of newestFirst) await deliverPush(context, page, server.url, message);
    const shown = () =>
      page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag })));
    // One notification for the conversation, its words those of the newest push.
    const conversation = (service.received[0]!.message as { url: string }).url.split('/').pop();
    await expect.poll(shown).toEqual([{ title: asha.fullName, body: `3 new messages from ${asha.fullName}`, tag: `message:${conversation}` }]);

    await clickNotification(context);
    await expect(page).toHaveURL(`${server.url}/messages/${conversation}`);
    await expect(page.getByRole('list', { name: 'Messages' }).getByRole('listitem')).toHaveText([/Are you coming\?/, /The meet is at 10\./, /Bring your batch photo!/]);
  } finally {
    await service.close();
  }
});

test("a connection request's 'Accept' on its notification, offline: queued by the worker, and the connection exists once back online", async ({ page, context, server, newMember }) => {
  test.setTimeout(120_000);
  const service = await startPushService();
  try {
    const ben = await newMember({ first: 'Ben', last: 'Accepter' });
    const asha = await newMember({ first: 'Asha', last: 'Requester' });
    await signInWithPushOn(page, server.url, ben, service.subscribe('ben-phone'), '/settings/notifications', 'This device');

    const { token } = await apiLogin(server.url, asha.rollNumber, asha.password);
    const sent = await fetch(`${server.url}/api/connectUser/connect/${ben.id}`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect(sent.status).toBe(201);
    await expect.poll(() => service.received.length, { timeout: 20_000 }).toBe(1);
    const message = service.received[0]!.message as { accept?: { connectionId: string } };
    expect(message.accept?.connectionId).toEqual(expect.any(String));

    // Delivered to the worker as a push service would; it shows the request with 'Accept'.
    await deliverPush(context, page, server.url, message);
    const shown = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
          tag: n.tag,
          actions: ((n as Notification & { actions?: { action: string; title: string }[] }).actions ?? []).map(({ action, title }) => ({ action, title })),
        })),
      );
    // As long as the push service's own wait above: the stopped worker is started for the push, on a
    // machine two test workers share (it missed 10 s once in a full run, and passed on its retry).
    await expect.poll(shown, { timeout: 20_000 }).toEqual([{ tag: 'connection-request', actions: [{ action: 'accept', title: 'Accept' }] }]);
    await expect(mainNav(page).getByRole('button', { name: 'Connection requests, 1 waiting' })).toBeVisible();

    await goOffline(context);
    await clickNotification(context, 'accept');
    // Queued on the device, shown at once (the request is answered), and not on the server yet.
    await expect.poll(async () => (await readOutbox(page)).map((e) => [e.name, e.status])).toEqual([['acceptConnection', 'pending']]);
    await expect(mainNav(page).getByRole('button', { name: 'Connection requests' })).toHaveAccessibleName('Connection requests');
    await expect(page.getByTestId('sync-status')).toContainText('1 change is waiting to be sent.');
    expect(await connectedTo(server.url, token)).toEqual([]);

    await goOnline(context);
    await expect.poll(() => readOutbox(page)).toEqual([]);
    expect(await connectedTo(server.url, token)).toEqual([ben.id]);
    const bens = await apiLogin(server.url, ben.rollNumber, ben.password);
    expect(await connectedTo(server.url, bens.token)).toEqual([asha.id]);
  } finally {
    await service.close();
  }
});
