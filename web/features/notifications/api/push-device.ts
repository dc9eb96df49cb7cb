import { z } from 'zod';
import { pushPublicKeySchema } from '#shared/schemas/push.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { registerServiceWorker, serviceWorkerSupported } from '../service-worker.ts';

/**
 * This device's Web Push (D30), between the browser's Push API and the server: the server keeps
 * one row per subscription endpoint, the browser the subscription itself.
 */
export type PushState = 'unsupported' | 'denied' | 'off' | 'on';

const SUBSCRIPTIONS = '/api/notifications/push/subscriptions';

export function pushSupported(): boolean {
  return (
    serviceWorkerSupported() &&
    typeof window !== 'undefined' &&
    'PushManager' in window &&
    'Notification' in window &&
    window.isSecureContext
  );
}

function decodeKey(base64url: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function sameKey(key: ArrayBuffer | null | undefined, expected: Uint8Array): boolean {
  if (!key) return false;
  const bytes = new Uint8Array(key);
  return bytes.length === expected.length && bytes.every((byte, i) => byte === expected[i]);
}

const serverKey = async () =>
  decodeKey((await apiRequest('/api/notifications/push/key', { schema: pushPublicKeySchema })).publicKey);

/** The subscription of this browser, if any (without registering anything). */
async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Whether this device receives pushes: a subscription made with the server's current key. */
export async function pushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  if (Notification.permission !== 'granted') return 'off';
  const subscription = await currentSubscription();
  if (!subscription) return 'off';
  return sameKey(subscription.options.applicationServerKey, await serverKey()) ? 'on' : 'off';
}

/**
 * Asks the browser's permission, subscribes with the server's key and hands the subscription to
 * the server. A subscription of an older key is replaced. Returns the state it ends in.
 */
export async function allowPush(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'off';
  const key = await serverKey();
  const registration = (await registerServiceWorker()) && (await navigator.serviceWorker.ready);
  if (!registration) return 'unsupported';
  const existing = await registration.pushManager.getSubscription();
  if (existing && !sameKey(existing.options.applicationServerKey, key)) await existing.unsubscribe();
  const subscription =
    existing && sameKey(existing.options.applicationServerKey, key)
      ? existing
      : await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  await apiRequest(SUBSCRIPTIONS, { method: 'POST', body: subscription.toJSON(), schema: z.unknown() });
  return 'on';
}

/** Ends this device's subscription, in the browser and on the server. */
export async function stopPush(): Promise<PushState> {
  const subscription = await currentSubscription();
  if (subscription) {
    await apiRequest(SUBSCRIPTIONS, {
      method: 'DELETE',
      body: { endpoint: subscription.endpoint },
      schema: z.unknown(),
    });
    await subscription.unsubscribe();
  }
  return pushSupported() && Notification.permission === 'denied' ? 'denied' : 'off';
}
