/**
 * The service worker of Divine Match: Web Push only (D30). It shows the pushes the server sends
 * and opens their page when one is clicked. It caches nothing and handles no fetch, so every
 * page and every personal API answer comes from the network, as without it.
 */

self.addEventListener('install', () => {
  // A new version takes over at once: it holds no cache that could go stale.
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

/** The push's JSON { title, body?, path, tag } (server/modules/notifications/notification-push.ts). */
function readPush(event) {
  try {
    const data = event.data ? event.data.json() : {};
    return {
      title: typeof data.title === 'string' && data.title ? data.title : 'Divine Match',
      body: typeof data.body === 'string' ? data.body : '',
      path: typeof data.path === 'string' && data.path.startsWith('/') && !data.path.startsWith('//') ? data.path : '/',
      tag: typeof data.tag === 'string' ? data.tag : undefined,
    };
  } catch {
    return { title: 'Divine Match', body: '', path: '/', tag: undefined };
  }
}

self.addEventListener('push', (event) => {
  const push = readPush(event);
  event.waitUntil(
    self.registration.showNotification(push.title, {
      body: push.body,
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
      lang: 'en',
      // One notification per tag: a newer push of the same conversation replaces it, and rings again.
      ...(push.tag ? { tag: push.tag, renotify: true } : {}),
      data: { path: push.path },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = (event.notification.data && event.notification.data.path) || '/';
  const url = new URL(path, self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        const focused = await open.focus();
        await (focused || open).navigate(url).catch(() => self.clients.openWindow(url));
        return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});
