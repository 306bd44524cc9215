import { startPushService } from '#api/test/push-service.ts';
import { logIn } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import { clickNotification, deliverPush, stubPushSubscription } from './push-helpers.ts';
import { apiLogin, createMember, untilWorkerControls } from './jobs-helpers.ts';

// Issue 13: the member turns notifications on, another member's request goes out as a real Web
// Push message (checked and decrypted by a push service of our own), and the service worker shows
// it and opens /network. Headless Chromium cannot subscribe to a real push service, so this one
// test stubs `pushManager.subscribe` to hand back a subscription at our local push service.

test('Notify me, then a request: the server pushes it, the worker shows it and its click opens /network', async ({ page, context, server, smtp }) => {
  test.setTimeout(120_000);
  const service = await startPushService();
  try {
    const ben = await createMember(server.url, server.output(), smtp, { first: 'Ben', last: 'Notified' });
    const asha = await createMember(server.url, server.output(), smtp, { first: 'Asha', last: 'Asker' });
    const device = service.subscribe('ben-phone');
    await context.grantPermissions(['notifications'], { origin: server.url });
    await stubPushSubscription(page, device);

    await logIn(page, ben.rollNumber, ben.password);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/profile');
    await untilWorkerControls(page);
    const notifications = page.getByRole('region', { name: 'Notifications' });
    await notifications.getByRole('button', { name: 'Notify me' }).click();
    await expect(notifications.getByText('Notifications are on for this device')).toBeVisible();

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
    await expect.poll(shown).toEqual([{ title: 'New connection request', body: `${asha.fullName} wants to connect`, tag: 'connection-request' }]);
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
