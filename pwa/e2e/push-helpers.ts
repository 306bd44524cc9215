import { expect, type BrowserContext, type Page } from '@playwright/test';
import { signIn } from './api-sign-in.ts';
import { untilWorkerControls, type Member } from './jobs-helpers.ts';

// Web Push in headless Chromium (issue 13): it cannot subscribe to a real push service, so a page
// gets a subscription at our local push service instead, and pushes reach the service worker
// through the DevTools protocol, as a push service would deliver them.

type Device = { endpoint: string; keys: { p256dh: string; auth: string } };

/** `pushManager.subscribe` hands back `device`, a subscription at the local push service. */
export async function stubPushSubscription(page: Page, device: Device) {
  await page.addInitScript((sub) => {
    let current: PushSubscription | null = null;
    const fake = { ...sub, options: { applicationServerKey: null, userVisibleOnly: true }, toJSON: () => sub, unsubscribe: async () => ((current = null), true) };
    PushManager.prototype.subscribe = async () => (current = fake as unknown as PushSubscription);
    PushManager.prototype.getSubscription = async () => current;
  }, device);
}

/** Delivers `message` to the app's service worker as its push service would. */
export async function deliverPush(context: BrowserContext, page: Page, origin: string, message: unknown) {
  const cdp = await context.newCDPSession(page);
  const registration = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL.startsWith(origin) && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: await registration, data: JSON.stringify(message) });
}

/** A click on the notification the worker shows (on one of its actions, when named), dispatched in the worker. */
export async function clickNotification(context: BrowserContext, action?: string) {
  const [worker] = context.serviceWorkers();
  await worker!.evaluate(async (chosen) => {
    const scope = self as unknown as ServiceWorkerGlobalScope;
    const [notification] = await scope.registration.getNotifications();
    scope.dispatchEvent(new NotificationEvent('notificationclick', { notification: notification!, ...(chosen ? { action: chosen } : {}) }));
  }, action);
}

/**
 * Signs `member` in on `path` with notifications granted and `device` as its push subscription,
 * then presses "Notify me" in the page's `region` (the profile's, or the settings' "This device").
 */
export async function signInWithPushOn(page: Page, origin: string, member: Member, device: Device, path: string, region: string) {
  await page.context().grantPermissions(['notifications'], { origin });
  await stubPushSubscription(page, device);
  await signIn(page, member, path);
  await expect(page).toHaveURL(`${origin}${path}`);
  await untilWorkerControls(page);
  const controls = page.getByRole('region', { name: region });
  await controls.getByRole('button', { name: 'Notify me' }).click();
  await expect(controls.getByText('Notifications are on for this device')).toBeVisible();
}
