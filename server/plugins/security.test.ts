import fs from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#shared/schemas/error.ts';
import { installChangeJournal, journalHead, journalSince } from '#server/test/fuzz/change-journal.ts';
import { asWritten } from '#server/test/browser.ts';
import { multipart, png } from '#server/test/images.ts';
import {
  cookieHeader,
  registerMember,
  seedProfile,
  signedInMember,
  signedInSuperAdmin,
  signIn,
} from '#server/test/members.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

/**
 * Headers and cookies on every kind of answer (security-bar.md, "Data protection, headers"; ASVS
 * 14.4.x, 14.5.3, 3.4.x, v5 14.3.2): one table of routes, each answer checked for the same rules.
 */

let t: TestApp;
let member: Awaited<ReturnType<typeof signedInMember>>;
let admin: Awaited<ReturnType<typeof signedInMember>>;
let subjectId: string;
let photoId: string;
let origin: string;

beforeAll(async () => {
  t = await createTestApp();
  t.app.get('/api/test/explode', { config: { access: 'public' } }, async () => {
    throw new Error('connection to 10.0.0.7 refused');
  });
  member = await signedInMember(t.app);
  admin = await signedInSuperAdmin(t.app);
  subjectId = await seedProfile(t.app);
  const { payload, headers } = multipart(await png(40, 40), 'p.png', 'image/png');
  const upload = await t.app.inject({
    method: 'POST',
    url: '/api/photos?kind=profile',
    payload,
    headers: { ...headers, cookie: member.cookie },
  });
  photoId = (upload.json() as { id: string }).id;
  origin = new URL(t.config.publicUrl).origin;
  await installChangeJournal(t.database.db);
});
afterAll(async () => {
  await t?.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Who = 'visitor' | 'member' | 'admin';
interface Row {
  name: string;
  who: Who;
  method: Method;
  url: () => string;
  payload?: object;
  status: number;
  /** An answer with personal data or a signed-in view: never stored by a browser or proxy. */
  personal: boolean;
}

const rows: Row[] = [
  { name: 'own session', who: 'member', method: 'GET', url: () => '/api/auth/session', status: 200, personal: true },
  { name: 'own account', who: 'member', method: 'GET', url: () => '/api/accounts/me', status: 200, personal: true },
  { name: 'own profile', who: 'member', method: 'GET', url: () => '/api/profiles/me', status: 200, personal: true },
  {
    name: "another member's profile",
    who: 'member',
    method: 'GET',
    url: () => `/api/profiles/${subjectId}`,
    status: 200,
    personal: true,
  },
  { name: 'discovery', who: 'member', method: 'GET', url: () => '/api/discovery', status: 200, personal: true },
  {
    name: 'interests received',
    who: 'member',
    method: 'GET',
    url: () => '/api/interests/received',
    status: 200,
    personal: true,
  },
  {
    name: 'interests sent',
    who: 'member',
    method: 'GET',
    url: () => '/api/interests/sent',
    status: 200,
    personal: true,
  },
  { name: 'shortlist', who: 'member', method: 'GET', url: () => '/api/shortlists', status: 200, personal: true },
  { name: 'blocked users', who: 'member', method: 'GET', url: () => '/api/blocks', status: 200, personal: true },
  { name: 'dashboard', who: 'member', method: 'GET', url: () => '/api/dashboard', status: 200, personal: true },
  { name: 'admin user list', who: 'admin', method: 'GET', url: () => '/api/admin/users', status: 200, personal: true },
  {
    name: 'admin user detail',
    who: 'admin',
    method: 'GET',
    url: () => `/api/admin/users/${subjectId}`,
    status: 200,
    personal: true,
  },
  { name: 'admin reports', who: 'admin', method: 'GET', url: () => '/api/admin/reports', status: 200, personal: true },
  {
    name: 'admin contact messages',
    who: 'admin',
    method: 'GET',
    url: () => '/api/admin/contact-messages',
    status: 200,
    personal: true,
  },
  {
    name: 'a photo',
    who: 'member',
    method: 'GET',
    url: () => `/api/photos/${photoId}/thumbnail`,
    status: 200,
    personal: true,
  },
  {
    name: 'discovery options',
    who: 'visitor',
    method: 'GET',
    url: () => '/api/discovery/options',
    status: 401,
    personal: true,
  },
  {
    name: 'visitor session',
    who: 'visitor',
    method: 'GET',
    url: () => '/api/auth/session',
    status: 200,
    personal: true,
  },
  {
    name: 'a refused admin route',
    who: 'member',
    method: 'GET',
    url: () => '/api/admin/stats',
    status: 403,
    personal: true,
  },
  {
    name: 'a validation error',
    who: 'member',
    method: 'POST',
    url: () => '/api/interests',
    payload: { receiverId: 5 },
    status: 400,
    personal: true,
  },
  {
    name: 'an unknown route (404)',
    who: 'visitor',
    method: 'GET',
    url: () => '/api/no-such-thing',
    status: 404,
    personal: true,
  },
  {
    name: 'a server error (500)',
    who: 'visitor',
    method: 'GET',
    url: () => '/api/test/explode',
    status: 500,
    personal: true,
  },
  {
    name: 'a URL that cannot be decoded',
    who: 'member',
    method: 'GET',
    url: () => '/api/blocks/%zz',
    status: 400,
    personal: true,
  },
  { name: 'health', who: 'visitor', method: 'GET', url: () => '/health/ready', status: 200, personal: false },
];

function cookieOf(who: Who) {
  return who === 'member' ? member.cookie : who === 'admin' ? admin.cookie : undefined;
}

async function send(row: Row, headers: Record<string, string> = {}) {
  const cookie = cookieOf(row.who);
  return t.app.inject({
    method: row.method,
    url: row.url(),
    headers: { ...(cookie ? { cookie } : {}), origin, ...headers },
    ...(row.payload ? { payload: row.payload } : {}),
  });
}

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name ?? '', values]),
  );
}

function expectSecurityHeaders(response: LightMyRequestResponse) {
  const csp = directives(String(response.headers['content-security-policy'] ?? ''));
  const scripts = csp.get('script-src') ?? csp.get('default-src') ?? [];
  expect(scripts.length, 'a script-src or default-src').toBeGreaterThan(0);
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(scripts.every((source) => source === "'self'" || source === "'none'")).toBe(true);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  // PUBLIC_URL is http here: no HSTS (it would pin a host that has no certificate).
  expect(response.headers['strict-transport-security']).toBeUndefined();
  // CORS is closed: no answer invites another origin to read it.
  expect(Object.keys(response.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
}

describe('every answer carries the security headers', () => {
  it.each(rows)('$name ($method, $who → $status)', async (row) => {
    const response = await send(row);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(row.status);
    expectSecurityHeaders(response);
    const cache = String(response.headers['cache-control'] ?? '');
    // A photo is personal data too (ADR 0011): no browser or proxy keeps it.
    if (row.personal || row.name === 'a photo') expect(cache).toBe('no-store');
    if (row.status >= 400) {
      const { error } = apiErrorSchema.parse(response.json());
      expect(error.requestId).toBe(response.headers['x-request-id']);
      // A generic sentence: no internals, no stack, no addresses.
      expect(error.message).not.toMatch(/10\.0\.0\.7|\bat \S+\.ts|node_modules|SELECT|stack/i);
      if (row.status === 500) {
        expect(error.message).toBe(
          `Something went wrong on our side. Please try again later. (Request id: ${error.requestId})`,
        );
      }
    }
  });
  // The live stream writes its own head (reply.hijack): it sends the headers set before it too.
  it('the live event stream (GET /api/events, member → 200)', async () => {
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const controller = new AbortController();
    try {
      const response = await fetch(`${address}/api/events`, {
        headers: { cookie: member.cookie },
        signal: controller.signal,
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expectSecurityHeaders({ headers: Object.fromEntries(response.headers) } as LightMyRequestResponse);
    } finally {
      controller.abort();
    }
  });
});

describe('the session cookie', () => {
  function sessionCookie(response: LightMyRequestResponse) {
    const cookie = response.cookies.find((c) => c.name.endsWith('session_token'));
    expect(cookie, JSON.stringify(response.cookies)).toBeDefined();
    return cookie as NonNullable<typeof cookie>;
  }

  it('is HttpOnly, SameSite=Lax, Path=/ and not Secure on http', async () => {
    const { body } = await registerMember(t.app);
    const response = await signIn(t.app, body.email, body.password);
    expect(response.statusCode).toBe(200);
    const cookie = sessionCookie(response);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeFalsy();
    expect(cookie.domain).toBeUndefined();

    const signedOut = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: cookieHeader(response), origin },
    });
    const cleared = sessionCookie(signedOut);
    expect(cleared.value).toBe('');
    expect(cleared).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  });
});

describe('behind https (PUBLIC_URL=https://…)', () => {
  let secure: TestApp;
  beforeAll(async () => {
    secure = await createTestApp({ PUBLIC_URL: 'https://match.example.org' });
  });
  afterAll(async () => {
    await secure?.close();
  });

  it('sends HSTS for a year with subdomains, and upgrades insecure requests', async () => {
    for (const url of ['/api/auth/session', '/api/no-such-thing', '/health/live']) {
      const response = await secure.app.inject(url);
      const hsts = String(response.headers['strict-transport-security']);
      expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
      expect(hsts).toContain('includeSubDomains');
      expect(String(response.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    }
  });

  it('marks the session cookie Secure (and HttpOnly, SameSite=Lax, Path=/)', async () => {
    const { body } = await registerMember(secure.app);
    const response = await signIn(secure.app, body.email, body.password);
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name.endsWith('session_token'));
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', secure: true });
    expect(cookie?.name.startsWith('__Secure-')).toBe(true);
    // ADR 0025: the device cookie too.
    const device = response.cookies.find((c) => c.name.endsWith('dm.device'));
    expect(device).toMatchObject({ name: '__Secure-dm.device', httpOnly: true, sameSite: 'Lax', secure: true });
  });

  it('refuses a write whose Origin is the same host over http, and takes the https one', async () => {
    const write = (origin: string) =>
      secure.app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { origin, host: 'match.example.org' },
        payload: { contactName: 'A Visitor', contactEmail: 'visitor@example.org', message: 'Hello.' },
      });
    const insecure = await write('http://match.example.org');
    expect(insecure.statusCode).toBe(403);
    expect(apiErrorSchema.parse(insecure.json()).error.code).toBe('CROSS_SITE_REQUEST');
    expect((await write('https://match.example.org')).statusCode).toBe(201);
  });
});

describe('CORS is closed and cross-site writes are refused', () => {
  const foreign = 'https://evil.example';

  it.each(rows.filter((row) => row.method === 'GET'))(
    'a cross-origin read of $name gets no Access-Control-Allow-* header',
    async (row) => {
      const response = await send(row, { origin: foreign });
      expect(Object.keys(response.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
    },
  );

  it.each([
    '/api/interests',
    '/api/profiles/me',
    '/api/auth/login',
    '/api/contact',
    '/api/admin/users/x',
    '/api/blocks/x',
  ])('a preflight for %s is not granted', async (url) => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url,
      headers: {
        origin: foreign,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(Object.keys(response.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
  });

  const writes = (): { method: Method; url: string; cookie?: string; payload?: object }[] => [
    { method: 'POST', url: '/api/interests', cookie: member.cookie, payload: { receiverId: subjectId } },
    { method: 'PUT', url: `/api/shortlists/${subjectId}`, cookie: member.cookie },
    { method: 'PUT', url: `/api/blocks/${subjectId}`, cookie: member.cookie },
    {
      method: 'POST',
      url: '/api/reports',
      cookie: member.cookie,
      payload: { reportedUserId: subjectId, reason: 'other' },
    },
    { method: 'DELETE', url: `/api/photos/${photoId}`, cookie: member.cookie },
    { method: 'POST', url: '/api/accounts/me/deactivate', cookie: member.cookie },
    { method: 'POST', url: '/api/auth/logout', cookie: member.cookie },
    { method: 'POST', url: `/api/admin/users/${subjectId}/deactivate`, cookie: admin.cookie },
    { method: 'DELETE', url: `/api/admin/users/${subjectId}`, cookie: admin.cookie },
    {
      method: 'POST',
      url: '/api/contact',
      payload: { contactName: 'A', contactEmail: 'a@example.org', message: 'Hi' },
    },
    { method: 'POST', url: '/api/auth/register', payload: { email: 'x@example.org' } },
  ];

  it('refuses every state-changing request from a foreign Origin or a cross-site fetch, changing nothing', async () => {
    const head = await journalHead(t.database.db);
    for (const write of writes()) {
      for (const headers of [{ origin: foreign }, { origin: 'null' }, { 'sec-fetch-site': 'cross-site' }]) {
        const response = await t.app.inject({
          method: write.method,
          url: write.url,
          headers: { ...(write.cookie ? { cookie: write.cookie } : {}), ...headers },
          ...(write.payload ? { payload: write.payload } : {}),
        });
        expect(response.statusCode, `${write.method} ${write.url} ${JSON.stringify(headers)}`).toBe(403);
        expect(apiErrorSchema.parse(response.json()).error.code).toBe('CROSS_SITE_REQUEST');
        expectSecurityHeaders(response);
      }
    }
    expect(await journalSince(t.database.db, head)).toEqual([]);
    // The session still works: the refused sign-out and deactivation did not happen.
    const still = await t.app.inject({ url: '/api/accounts/me', headers: { cookie: member.cookie } });
    expect(still.statusCode).toBe(200);
  });

  it('refuses a cookie-carrying write that names neither Origin nor Sec-Fetch-Site (a form post, multipart too)', async () => {
    const head = await journalHead(t.database.db);
    const { payload, headers: form } = multipart(await png(40, 40), 'p.png', 'image/png');
    // asWritten: the test apps add a browser's Origin to writes unless told not to (browser.ts).
    const bare = { cookie: member.cookie };
    const requests = [
      { method: 'POST' as const, url: '/api/photos?kind=gallery', payload, headers: { ...form, ...bare } },
      { method: 'POST' as const, url: '/api/interests', payload: { receiverId: subjectId }, headers: bare },
      { method: 'PUT' as const, url: `/api/shortlists/${subjectId}`, headers: bare },
      { method: 'DELETE' as const, url: `/api/photos/${photoId}`, headers: bare },
    ];
    for (const request of requests) {
      const response = await t.app.inject(asWritten(request));
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(403);
      const { error } = apiErrorSchema.parse(response.json());
      expect(error.code).toBe('CROSS_SITE_REQUEST');
      expect(error.message).toMatch(/Origin or Sec-Fetch-Site/);
    }
    expect(await journalSince(t.database.db, head)).toEqual([]);
    // A browser's same-origin fetch that names only Sec-Fetch-Site is let through.
    const sameOrigin = await t.app.inject(
      asWritten({
        method: 'POST',
        url: '/api/contact',
        headers: { ...bare, 'sec-fetch-site': 'same-origin' },
        payload: { contactName: 'A Member', contactEmail: 'member@example.org', message: 'Hello.' },
      }),
    );
    expect(sameOrigin.statusCode, sameOrigin.body).toBe(201);
  });
});

describe('the web app has no inline script for the CSP to allow', () => {
  const root = path.resolve(import.meta.dirname, '../..');
  const pages = [path.join(root, 'web/index.html'), path.join(root, 'dist/web/index.html')].filter((file) =>
    fs.existsSync(file),
  );

  it.each(pages)('%s loads scripts by src only and has no inline event handlers', (file) => {
    const html = fs.readFileSync(file, 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(body?.trim()).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/javascript:/i);
  });

  it('the API docs page (its own CSP) has no inline script either', async () => {
    const response = await t.app.inject('/api/docs/');
    expect(response.statusCode).toBe(200);
    const csp = directives(String(response.headers['content-security-policy']));
    expect(csp.get('script-src')).toEqual(["'self'"]);
    const inline = [...response.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(
      ([, attributes, body]) => !/\bsrc=/.test(attributes ?? '') || (body ?? '').trim() !== '',
    );
    expect(inline).toEqual([]);
  });
});
