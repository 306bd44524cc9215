import { api } from './api-client.ts';

// The page's side of Web Push (docs/decisions/0079-web-push.md): what this device can do, and the
// member's explicit opt-in and opt-out. Nothing here runs until the member clicks.

/** on/off; blocked by the browser; not supported; or iOS Safari, which allows push only once installed. */
export type PushState = 'on' | 'off' | 'blocked' | 'unsupported' | 'ios-install';

const isIos = () => /iPad|iPhone|iPod/.test(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);
const installed = () => window.matchMedia('(display-mode: standalone)').matches || (navigator as { standalone?: boolean }).standalone === true;

const supported = () => 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

async function registration() {
  return (await navigator.serviceWorker.getRegistration()) ?? null;
}

export async function pushState(): Promise<PushState> {
  if (!supported()) return isIos() && !installed() ? 'ios-install' : 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  const subscription = await (await registration())?.pushManager.getSubscription();
  return subscription && Notification.permission === 'granted' ? 'on' : 'off';
}

const keyBytes = (base64url: string) => Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

/** Asks the browser (only ever from a click), subscribes with the server's key, and registers the device. */
export async function turnPushOn(): Promise<PushState> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'blocked' : 'off';
  const { publicKey } = await api.get<{ publicKey: string | null }>('/api/push/key');
  if (!publicKey) return 'unsupported'; // this server has no push keys
  const worker = await navigator.serviceWorker.ready;
  const subscription = await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
  await api.post('/api/push/subscription', subscription.toJSON());
  return 'on';
}

export async function turnPushOff(): Promise<PushState> {
  const subscription = await (await registration())?.pushManager.getSubscription();
  if (subscription) {
    await api.delete('/api/push/subscription', { endpoint: subscription.endpoint });
    await subscription.unsubscribe();
  }
  return 'off';
}
