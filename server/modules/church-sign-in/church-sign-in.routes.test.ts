import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '#server/db/schema.ts';
import {
  cookieHeader,
  nextIp,
  registerMember,
  registration,
  signedInMember,
  signedInSuperAdmin,
  signIn,
} from '#server/test/members.ts';
import { signInAtProvider, startTestProvider, type TestProvider } from '#server/test/oidc-provider.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

/**
 * D48 against a real OpenID provider (oidc-provider, on 127.0.0.1): the first sign-in's account
 * (new, linked by a verified email, refused for an unverified one), every failure a page with a
 * code, members' password sign-in off, the settings' rules, and the secret never answered.
 */
let t: TestApp;
let provider: TestProvider;
let admin: Awaited<ReturnType<typeof signedInSuperAdmin>>;
let people = 0;

beforeAll(async () => {
  t = await createTestApp();
  provider = await startTestProvider([`${t.config.publicUrl}/api/auth/church/callback`]);
  admin = await signedInSuperAdmin(t.app);
});
afterAll(async () => {
  await provider?.close();
  await t?.close();
});

const settings = (change: object = {}) => ({
  on: true,
  issuer: provider.issuer,
  clientId: provider.clientId,
  clientSecret: provider.clientSecret,
  buttonLabel: 'Grace Church',
  memberPasswordSignIn: true,
  ...change,
});
const put = (payload: object, cookie = admin.cookie) =>
  t.app.inject({ method: 'PUT', url: '/api/admin/church-sign-in', headers: { cookie }, payload });

beforeEach(async () => {
  provider.tamper(null);
  expect((await put(settings())).statusCode).toBe(200);
  await t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers: { cookie: admin.cookie },
    payload: { moderationMode: 'after', registrationOpen: true },
  });
});

function person(change: Partial<Parameters<TestProvider['person']>[0]> = {}) {
  people += 1;
  const someone = {
    sub: `church-${people}-${process.pid}`,
    email: `church${people}.${process.pid}@example.org`,
    emailVerified: true,
    givenName: 'Ruth',
    familyName: 'Moabite',
    ...change,
  };
  provider.person(someone);
  return someone;
}

/** Our start route, the provider's sign-in form as `sub`, then our callback: where the browser ends. */
async function churchSignIn(sub: string, change?: (callback: URL) => void, cookie?: (flow: string) => string) {
  const start = await t.app.inject({ method: 'GET', url: '/api/auth/church/start?language=fr' });
  expect(start.statusCode).toBe(302);
  const back = new URL(await signInAtProvider(String(start.headers.location), sub));
  change?.(back);
  const flow = cookieHeader(start);
  const callback = await t.app.inject({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    headers: { cookie: cookie ? cookie(flow) : flow },
  });
  expect(callback.statusCode).toBe(302);
  return { location: String(callback.headers.location), cookie: cookieHeader(callback), start };
}

const session = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } })).json().account as {
    id: string;
    email: string;
  } | null;

const links = (sub: string) =>
  t.database.db
    .select()
    .from(schema.credentials)
    .where(and(eq(schema.credentials.providerId, 'church'), eq(schema.credentials.accountId, sub)));

describe('church sign-in (D48)', () => {
  it('the sign-in page learns only whether it is on and the label', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/auth/church' });
    expect(answer.json()).toEqual({ on: true, label: 'Grace Church', memberPasswordSignIn: true });
    await put(settings({ memberPasswordSignIn: false }));
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/church' })).json()).toEqual({
      on: true,
      label: 'Grace Church',
      memberPasswordSignIn: false,
    });
    await put(settings({ on: false, memberPasswordSignIn: false }));
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/church' })).json()).toEqual({
      on: false,
      label: '',
      memberPasswordSignIn: true,
    });
  });

  it('the start route sends the browser to the provider: code flow, PKCE S256, state, nonce', async () => {
    const start = await t.app.inject({ method: 'GET', url: '/api/auth/church/start' });
    const url = new URL(String(start.headers.location));
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(String(start.headers['set-cookie'])).toMatch(/dm\.church=.*HttpOnly; SameSite=Lax/);
  });

  it('a first sign-in makes a new member (terms accepted, language kept), signed in on the dashboard; the next finds them', async () => {
    const someone = person();
    const first = await churchSignIn(someone.sub);
    expect(first.location).toBe('/dashboard');
    const account = await session(first.cookie);
    expect(account?.email).toBe(someone.email);
    const [row] = await t.database.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.id, account?.id ?? ''));
    expect(row?.termsAcceptedAt).toBeInstanceOf(Date);
    expect(row?.emailVerified).toBe(true);
    expect(row?.firstName).toBe('Ruth');
    const [profile] = await t.database.db
      .select()
      .from(schema.profiles)
      .where(eq(schema.profiles.userId, account?.id ?? ''));
    expect(profile?.language).toBe('fr');
    expect(await links(someone.sub)).toHaveLength(1);

    const again = await churchSignIn(someone.sub);
    expect((await session(again.cookie))?.id).toBe(account?.id);
    expect(await links(someone.sub)).toHaveLength(1);
  });

  it('links to an existing member when the provider vouches for the same email as verified', async () => {
    const { account } = await registerMember(t.app);
    const someone = person({ email: account.email.toUpperCase() });
    const result = await churchSignIn(someone.sub);
    expect(result.location).toBe('/dashboard');
    expect((await session(result.cookie))?.id).toBe(account.id);
    expect((await links(someone.sub))[0]?.userId).toBe(account.id);
  });

  it('an unverified email an account already has is refused, not linked; an unverified new one makes a new member', async () => {
    const { account } = await registerMember(t.app);
    const someone = person({ email: account.email, emailVerified: false });
    const result = await churchSignIn(someone.sub);
    expect(result.location).toBe('/login?church_error=email_unverified');
    expect(await links(someone.sub)).toHaveLength(0);
    expect(await session(result.cookie)).toBeNull();

    const newcomer = person({ emailVerified: false });
    const created = await churchSignIn(newcomer.sub);
    expect(created.location).toBe('/dashboard');
    const [row] = await t.database.db.select().from(schema.users).where(eq(schema.users.email, newcomer.email));
    expect(row?.emailVerified).toBe(false);
  });

  it('staff are never signed in by the church: password and second factor (D35)', async () => {
    const someone = person({ email: admin.account.email });
    expect((await churchSignIn(someone.sub)).location).toBe('/login?church_error=staff');
  });

  it('registration closed: no new account, a clear page', async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { cookie: admin.cookie },
      payload: { moderationMode: 'after', registrationOpen: false },
    });
    const someone = person();
    expect((await churchSignIn(someone.sub)).location).toBe('/login?church_error=registration_closed');
    expect(await links(someone.sub)).toHaveLength(0);
  });

  it('a wrong state, a missing flow, access_denied: the sign-in page with a code', async () => {
    const someone = person();
    const wrongState = await churchSignIn(someone.sub, (url) => url.searchParams.set('state', 'forged'));
    expect(wrongState.location).toBe('/login?church_error=failed');
    expect(wrongState.cookie).not.toMatch(/dm\.session/);
    expect((await churchSignIn(someone.sub, undefined, () => '')).location).toBe('/login?church_error=expired');
    const start = await t.app.inject({ method: 'GET', url: '/api/auth/church/start' });
    const state = new URL(String(start.headers.location)).searchParams.get('state') ?? '';
    const denied = await t.app.inject({
      method: 'GET',
      url: `/api/auth/church/callback?error=access_denied&state=${state}&iss=${encodeURIComponent(provider.issuer)}`,
      headers: { cookie: cookieHeader(start) },
    });
    expect(denied.headers.location).toBe('/login?church_error=denied');
  });

  it('a wrong nonce, a wrong audience, an expired ID token: refused, no session', async () => {
    const someone = person();
    const { flow } = t.app.services.churchSettings;
    const wrongNonce = await churchSignIn(someone.sub, undefined, (cookie) => {
      const state = flow.flowOf(cookie);
      if (!state) throw new Error('no flow');
      return flow.flowCookie({ ...state, nonce: 'another-nonce' }).split(';')[0] ?? '';
    });
    expect(wrongNonce.location).toBe('/login?church_error=failed');
    provider.tamper((claims) => ({ ...claims, aud: 'someone-else' }));
    expect((await churchSignIn(someone.sub)).location).toBe('/login?church_error=failed');
    const past = Math.floor(Date.now() / 1000) - 3600;
    provider.tamper((claims) => ({ ...claims, iat: past - 60, exp: past }));
    expect((await churchSignIn(someone.sub)).location).toBe('/login?church_error=failed');
    expect(await links(someone.sub)).toHaveLength(0);
  });

  it('the provider down, or church sign-in off: a clear page, never a 500', async () => {
    await put(settings({ issuer: 'http://127.0.0.1:9' }));
    const down = await t.app.inject({ method: 'GET', url: '/api/auth/church/start' });
    expect(down.headers.location).toBe('/login?church_error=unavailable');
    await put(settings({ on: false }));
    const off = await t.app.inject({ method: 'GET', url: '/api/auth/church/start' });
    expect(off.headers.location).toBe('/login?church_error=off');
  });

  it('members’ password sign-in off: a member’s right password is refused clearly, staff still sign in', async () => {
    const member = await registerMember(t.app);
    const staff = await registerMember(t.app);
    await put(settings({ memberPasswordSignIn: false }));
    const refused = await signIn(t.app, member.body.email, member.body.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('PASSWORD_SIGN_IN_OFF');
    const wrong = await signIn(t.app, member.body.email, 'Not-The-Password-1');
    expect(wrong.statusCode).toBe(401);
    await t.app.services.accounts.setRole(staff.account.id, 'moderator');
    expect((await signIn(t.app, staff.body.email, staff.body.password)).statusCode).toBe(200);
  });

  it('members’ password sign-in off: a new member joins through the church, the registration form is refused', async () => {
    await put(settings({ memberPasswordSignIn: false }));
    const email = `joiner.${process.pid}@example.org`;
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: registration({ email }),
      remoteAddress: nextIp(),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: 'PASSWORD_SIGN_IN_OFF',
      message: expect.stringContaining('New members join with the church’s sign-in button'),
    });
    expect(await t.app.services.accounts.findByEmail(email)).toBeFalsy();
  });

  it('password sign-in off counts only while church sign-in is on: turned off, members sign in with passwords again', async () => {
    const member = await registerMember(t.app);
    await put(settings({ on: false, memberPasswordSignIn: false }));
    expect((await signIn(t.app, member.body.email, member.body.password)).statusCode).toBe(200);
  });
});

describe('church sign-in’s settings (D48)', () => {
  it('only the super admin reads and changes them', async () => {
    const member = await signedInMember(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/church-sign-in' })).statusCode).toBe(401);
    const asMember = await t.app.inject({
      method: 'GET',
      url: '/api/admin/church-sign-in',
      headers: { cookie: member.cookie },
    });
    expect(asMember.statusCode).toBe(403);
    expect((await put(settings(), member.cookie)).statusCode).toBe(403);
  });

  it('the secret never leaves the server: only whether one is set; it is stored sealed; an empty one keeps it', async () => {
    const written = await put(settings({ clientSecret: '' }));
    expect(written.json()).toEqual({
      on: true,
      issuer: provider.issuer,
      clientId: provider.clientId,
      secretSet: true,
      buttonLabel: 'Grace Church',
      memberPasswordSignIn: true,
    });
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/admin/church-sign-in',
      headers: { cookie: admin.cookie },
    });
    for (const body of [written.body, read.body]) expect(body).not.toContain(provider.clientSecret);
    const [row] = await t.database.db.select().from(schema.appSettings);
    expect(row?.oidcClientSecret).not.toContain(provider.clientSecret);
    const logged = await t.database.db
      .select()
      .from(schema.auditEvents)
      .where(eq(schema.auditEvents.action, 'admin.settings_changed'));
    expect(JSON.stringify(logged)).not.toContain(provider.clientSecret);
    expect(JSON.stringify(logged)).toContain('churchSignIn');
  });

  it('the issuer is https, http only on loopback; on needs everything; unknown fields refused', async () => {
    expect((await put(settings({ issuer: 'http://church.example.org' }))).statusCode).toBe(400);
    expect((await put(settings({ issuer: 'not a url' }))).statusCode).toBe(400);
    expect((await put(settings({ issuer: 'https://church.example.org' }))).statusCode).toBe(200);
    expect((await put(settings({ issuer: 'http://localhost:8080' }))).statusCode).toBe(200);
    expect((await put(settings({ buttonLabel: '' }))).statusCode).toBe(400);
    expect((await put(settings({ buttonLabel: 'x'.repeat(41) }))).statusCode).toBe(400);
    expect((await put(settings({ on: false, buttonLabel: '' }))).statusCode).toBe(200);
    expect((await put({ ...settings(), extra: 1 })).statusCode).toBe(400);
  });
});
