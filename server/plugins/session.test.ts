import { afterEach, describe, expect, it } from 'vitest';
import { ACCESS_LEVELS } from '#server/modules/auth/access.policy.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { registerMember, signIn, cookieHeader } from '#server/test/members.ts';

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

describe('the session plugin: every route declares who may enter it', () => {
  it('starts only when every route declares an access level, and every API operation does', async () => {
    testApp = await createTestApp();
    await testApp.app.ready();
    const routes = testApp.app.routeAccess();
    const api = routes.filter((route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs'));
    expect(api.length).toBeGreaterThan(40);
    for (const route of routes) expect(ACCESS_LEVELS, `${route.method} ${route.url}`).toContain(route.access);
    const admin = api.filter((route) => route.url.startsWith('/api/admin'));
    expect(admin.length).toBeGreaterThan(0);
    for (const route of admin) expect(route.access, `${route.method} ${route.url}`).toBe('super_admin');
  });

  it('refuses to start with a route that declares no access, naming it', async () => {
    testApp = await createTestApp();
    testApp.app.get('/api/test/undeclared', async () => ({ ok: true }));
    await expect(testApp.app.ready()).rejects.toThrow(/declares its access.*GET \/api\/test\/undeclared/);
  });

  it('refuses to start with a route whose access is not one of the levels', async () => {
    testApp = await createTestApp();
    // @ts-expect-error: the type allows only the levels; a plain JavaScript caller could still try.
    testApp.app.get('/api/test/typo', { config: { access: 'members' } }, async () => ({ ok: true }));
    await expect(testApp.app.ready()).rejects.toThrow(/GET \/api\/test\/typo/);
  });

  it('puts the caller on the request of a member route and refuses visitors and other roles', async () => {
    testApp = await createTestApp();
    const { app } = testApp;
    app.get('/api/test/whoami', { config: { access: 'member' } }, async (request) => request.member);
    app.get('/api/test/panel', { config: { access: 'super_admin' } }, async () => ({ ok: true }));
    app.get('/api/test/open', { config: { access: 'public' } }, async (request) => {
      try {
        return { member: request.member };
      } catch (error) {
        return { refused: (error as Error).message };
      }
    });
    const { account, body } = await registerMember(app);
    const cookie = cookieHeader(await signIn(app, body.email, body.password));

    expect((await app.inject('/api/test/whoami')).statusCode).toBe(401);
    const whoami = await app.inject({ url: '/api/test/whoami', headers: { cookie } });
    expect(whoami.json()).toEqual({
      id: account.id,
      role: 'user',
      membership: 'free',
      premiumAccess: false,
      state: 'active',
      twoFactor: false,
      relative: false,
    });
    const panel = await app.inject({ url: '/api/test/panel', headers: { cookie } });
    expect(panel.statusCode).toBe(403);
    expect(panel.json().error.code).toBe('ACCESS_DENIED');
    const open = await app.inject({ url: '/api/test/open', headers: { cookie } });
    expect(open.json().refused).toMatch(/public/);
  });
});
