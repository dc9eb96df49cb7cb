import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PushDeviceControl } from './push-device-control.tsx';

const SERVER_KEY = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';

function renderControl() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <PushDeviceControl />
    </QueryClientProvider>,
  );
}

/** A browser with the Push API: `permission` as the user left it, the answer the prompt gets. */
function browserWithPush(permission: NotificationPermission, answer: NotificationPermission) {
  let subscription: PushSubscription | null = null;
  const json = {
    endpoint: 'https://push.example.org/device-1',
    expirationTime: null,
    keys: { p256dh: 'p', auth: 'a' },
  };
  const keyBytes = Uint8Array.from(atob(SERVER_KEY.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
  const pushManager = {
    getSubscription: vi.fn(async () => subscription),
    subscribe: vi.fn(async () => {
      subscription = {
        endpoint: json.endpoint,
        options: { applicationServerKey: keyBytes.buffer },
        toJSON: () => json,
        unsubscribe: vi.fn(async () => {
          subscription = null;
          return true;
        }),
      } as unknown as PushSubscription;
      return subscription;
    }),
  };
  const registration = { pushManager };
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('isSecureContext', true);
  const notification = { permission, requestPermission: vi.fn(async () => answer) };
  vi.stubGlobal('Notification', notification);
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      register: vi.fn(async () => registration),
      getRegistration: vi.fn(async () => registration),
      ready: Promise.resolve(registration),
    },
  });
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/notifications/push/key') return Response.json({ publicKey: SERVER_KEY });
    return new Response(null, { status: 204, headers: { 'x-method': init?.method ?? 'GET' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, pushManager, notification };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('Push on this device (D30)', () => {
  it('says so when the browser cannot receive pushes, and offers no button', async () => {
    renderControl();
    expect(await screen.findByText(/This browser cannot receive notifications/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('allows: asks permission, subscribes with the server key, hands the subscription over; then stops', async () => {
    const { fetchMock, pushManager, notification } = browserWithPush('default', 'granted');
    renderControl();
    expect(await screen.findByText('This device does not receive notifications from Divine Match.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(/does not receive/);
    fireEvent.click(screen.getByRole('button', { name: 'Allow notifications on this device' }));
    expect(await screen.findByText('This device receives notifications from Divine Match.')).toBeTruthy();
    expect(notification.requestPermission).toHaveBeenCalled();
    expect(pushManager.subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }));
    const posted = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(posted?.[0]).toBe('/api/notifications/push/subscriptions');
    expect(JSON.parse(String(posted?.[1]?.body))).toMatchObject({ endpoint: 'https://push.example.org/device-1' });

    fireEvent.click(screen.getByRole('button', { name: 'Stop notifications on this device' }));
    expect(await screen.findByText('This device does not receive notifications from Divine Match.')).toBeTruthy();
    const deleted = fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(JSON.parse(String(deleted?.[1]?.body))).toEqual({ endpoint: 'https://push.example.org/device-1' });
  });

  it('explains a blocked permission', async () => {
    browserWithPush('default', 'denied');
    renderControl();
    fireEvent.click(await screen.findByRole('button', { name: 'Allow notifications on this device' }));
    expect(await screen.findByText(/Notifications are blocked for Divine Match/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
