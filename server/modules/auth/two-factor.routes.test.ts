import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.ts';
import { securityMessages } from '#shared/schemas/account-security.ts';
import type { VerificationPoseId } from '#shared/schemas/photo-verification.ts';
import { twoFactorMessages } from '#shared/schemas/two-factor.ts';
import { schema } from '#server/db/schema.ts';
import { THROTTLE_RULES } from '#server/modules/throttle/throttle.rules.ts';
import { startSmtpCatcher } from '#server/test/smtp-catcher.ts';
import { cookieHeader, nextIp, signedInMember, totpCode, turnOnTwoFactor } from '#server/test/members.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createSignInLinksRepository } from './sign-in-links.repository.ts';

/** D35, Settings → Security: two-factor sign-in with an authenticator app, and the super admin's obligation. */
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createTestApp({ ...smtp.env, LOG_LEVEL: 'error' });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const PERIOD_MS = 30_000;

function call(method: Method, url: string, cookie?: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    remoteAddress: nextIp(),
    headers: cookie ? { cookie } : {},
    ...(payload ? { payload } : {}),
  });
}
const errorOf = (response: LightMyRequestResponse) =>
  (response.json() as { error: { code: string; message: string } }).error;
const sessionCookieOf = (response: LightMyRequestResponse) =>
  response.cookies.find((cookie) => cookie.name.endsWith('session_token'));
const login = (email: string, password: string, code?: string) =>
  call('POST', '/api/auth/login', undefined, { email, password, ...(code === undefined ? {} : { code }) });
const statusOf = async (cookie: string) => (await call('GET', '/api/auth/two-factor', cookie)).json();
const flagOf = async (userId: string) =>
  (await t.database.db.select().from(schema.users).where(eq(schema.users.id, userId)))[0]?.twoFactorEnabled;
const rowOf = async (userId: string) =>
  (await t.database.db.select().from(schema.twoFactors).where(eq(schema.twoFactors.userId, userId)))[0];
const actionsOf = async (userId: string) =>
  (await t.app.services.audit.listForSubject(userId)).map((event) => event.action);

/**
 * The authenticator's 30-second step now, never in its last seconds: a code made for it (or the
 * next one) is checked by the server in the same step, not one later.
 */
async function currentStep(): Promise<number> {
  const into = Date.now() % PERIOD_MS;
  if (into > PERIOD_MS - 3_000) await new Promise((resolve) => setTimeout(resolve, PERIOD_MS - into + 50));
  return Math.floor(Date.now() / PERIOD_MS);
}
const codeAt = (secret: string, step: number) => totpCode(secret, step * PERIOD_MS);
/**
 * A code later than the one turnOnTwoFactor used: the next step's (accepted one step ahead). A
 * member gets one such code per test; a second would need the clock to move on.
 */
const nextCode = async (secret: string) => codeAt(secret, (await currentStep()) + 1);

/** Six digits that are none of the secret's codes around now. */
function wrongCode(secret: string): string {
  const step = Math.floor(Date.now() / PERIOD_MS);
  const near = new Set([-2, -1, 0, 1, 2].map((delta) => codeAt(secret, step + delta)));
  for (let n = 0; ; n++) {
    const code = String((123_456 + n * 7_919) % 1_000_000).padStart(6, '0');
    if (!near.has(code)) return code;
  }
}

/** A signed-in member with two-factor sign-in on. */
async function memberWithTwoFactor() {
  const member = await signedInMember(t.app);
  return { ...member, ...(await turnOnTwoFactor(t.app, member.cookie, member.body.password)) };
}

describe('turning two-factor sign-in on (D35)', () => {
  it('asks for the password again, turns on only with a right code, answers 10 recovery codes once and tells the member', async () => {
    const { body, account, cookie } = await signedInMember(t.app);
    expect(await statusOf(cookie)).toEqual({ enabled: false, recoveryCodesLeft: 0 });

    const wrongPassword = await call('POST', '/api/auth/two-factor/setup', cookie, {
      currentPassword: 'Not-My-Password-9',
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(errorOf(wrongPassword)).toMatchObject({
      code: 'WRONG_PASSWORD',
      message: securityMessages.currentPasswordWrong,
    });
    expect(await rowOf(account.id)).toBeUndefined();
    const notStarted = await call('POST', '/api/auth/two-factor/enable', cookie, { code: '123456' });
    expect(notStarted.statusCode).toBe(400);
    expect(errorOf(notStarted).code).toBe('TWO_FACTOR_NOT_STARTED');

    const setup = await call('POST', '/api/auth/two-factor/setup', cookie, { currentPassword: body.password });
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret, uri, qrSvg } = setup.json() as { secret: string; uri: string; qrSvg: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    expect(new URL(uri).searchParams.get('secret')).toBe(secret);
    expect(new URL(uri).searchParams.get('issuer')).toBe('Divine Match');
    expect(qrSvg).toContain('<svg');
    expect(setup.headers['cache-control']).toContain('no-store');
    // Begun, not on: the secret is stored sealed, and the password alone still signs in.
    const pending = await rowOf(account.id);
    expect(pending?.enabledAt).toBeNull();
    expect(pending?.sealedSecret).not.toContain(secret);
    expect(pending?.sealedSecret.toUpperCase()).not.toContain(secret);
    expect(await statusOf(cookie)).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    expect((await login(body.email, body.password)).statusCode).toBe(200);

    const wrong = await call('POST', '/api/auth/two-factor/enable', cookie, { code: wrongCode(secret) });
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong)).toMatchObject({
      code: 'INVALID_TWO_FACTOR_CODE',
      message: twoFactorMessages.setupCodeWrong,
    });
    expect(await flagOf(account.id)).toBe(false);
    expect(await statusOf(cookie)).toEqual({ enabled: false, recoveryCodesLeft: 0 });

    const enabled = await call('POST', '/api/auth/two-factor/enable', cookie, {
      code: codeAt(secret, await currentStep()),
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
    const { message, recoveryCodes } = enabled.json() as { message: string; recoveryCodes: string[] };
    expect(message).toBe(twoFactorMessages.turnedOn);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

    expect(await flagOf(account.id)).toBe(true);
    expect(await statusOf(cookie)).toEqual({ enabled: true, recoveryCodesLeft: 10 });
    const me = await call('GET', '/api/accounts/me', cookie);
    expect(me.json()).toMatchObject({ id: account.id, twoFactorEnabled: true });
    const session = await call('GET', '/api/auth/session', cookie);
    expect(JSON.stringify(session.json())).toContain('"twoFactorEnabled":true');

    // Neither the secret nor a recovery code is stored in clear.
    const stored = await rowOf(account.id);
    expect(stored?.enabledAt).toBeInstanceOf(Date);
    expect(stored?.sealedSecret).not.toContain(secret);
    const hashes = await t.database.db
      .select()
      .from(schema.twoFactorRecoveryCodes)
      .where(eq(schema.twoFactorRecoveryCodes.userId, account.id));
    expect(hashes).toHaveLength(10);
    const storedText = JSON.stringify(hashes);
    for (const code of recoveryCodes) {
      expect(storedText).not.toContain(code);
      expect(storedText).not.toContain(code.replace('-', ''));
    }

    const [mail] = await smtp.waitFor((m) => m.to.includes(body.email) && m.text.includes('Two-factor sign-in is on'));
    expect(mail?.text).toContain('signing in asks for a code from your authenticator app');
    expect(await actionsOf(account.id)).toContain('member.two_factor_enabled');

    // Once on, a new setup does not replace the secret, and the codes are never answered again.
    const again = await call('POST', '/api/auth/two-factor/setup', cookie, { currentPassword: body.password });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('TWO_FACTOR_ON');
    expect((await rowOf(account.id))?.sealedSecret).toBe(stored?.sealedSecret);
    const enableAgain = await call('POST', '/api/auth/two-factor/enable', cookie, { code: await nextCode(secret) });
    expect(enableAgain.statusCode).toBe(409);
    expect(enableAgain.body).not.toContain('recoveryCodes');
  });
});

describe('signing in with two-factor sign-in on (D35)', () => {
  it('asks for the code after the right password, refuses a wrong one, and takes a right one once', async () => {
    const { body, account, secret } = await memberWithTwoFactor();

    const noCode = await login(body.email, body.password);
    expect(noCode.statusCode).toBe(401);
    expect(errorOf(noCode)).toMatchObject({ code: 'TWO_FACTOR_REQUIRED', message: messages.login.twoFactorRequired });
    expect(noCode.cookies.filter((cookie) => cookie.value !== '')).toEqual([]);
    // A wrong password says nothing of the second step.
    const wrongPassword = await login(body.email, 'Not-My-Password-9');
    expect(wrongPassword.statusCode).toBe(401);
    expect(errorOf(wrongPassword).code).toBe('INVALID_CREDENTIALS');
    expect(errorOf(await login(body.email, 'Not-My-Password-9', await nextCode(secret))).code).toBe(
      'INVALID_CREDENTIALS',
    );

    const wrong = await login(body.email, body.password, wrongCode(secret));
    expect(wrong.statusCode).toBe(401);
    expect(errorOf(wrong)).toMatchObject({ code: 'INVALID_TWO_FACTOR_CODE', message: messages.login.twoFactorWrong });
    expect(sessionCookieOf(wrong)).toBeUndefined();

    const step = await currentStep();
    const code = codeAt(secret, step + 1);
    const right = await login(body.email, body.password, code);
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json()).toMatchObject({ account: { id: account.id, twoFactorEnabled: true } });
    expect(sessionCookieOf(right)?.value).toBeTruthy();
    const me = await call('GET', '/api/accounts/me', cookieHeader(right));
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: account.id, twoFactorEnabled: true });

    // The same code replayed, and an older one, are refused: a code works once.
    const replayed = await login(body.email, body.password, code);
    expect(replayed.statusCode).toBe(401);
    expect(errorOf(replayed).code).toBe('INVALID_TWO_FACTOR_CODE');
    expect(sessionCookieOf(replayed)).toBeUndefined();
    expect(errorOf(await login(body.email, body.password, codeAt(secret, step))).code).toBe('INVALID_TWO_FACTOR_CODE');

    const events = await t.app.services.audit.listForSubject(account.id);
    expect(events.filter((event) => event.action === 'member.sign_in_failed').length).toBeGreaterThanOrEqual(3);
    expect(events.map((event) => event.action)).toContain('member.signed_in');
  });

  it('takes each recovery code once; renewing them (the password again) ends the old ones', async () => {
    const { body, cookie, recoveryCodes } = await memberWithTwoFactor();
    const [first, second, third, fourth] = recoveryCodes as [string, string, string, string];

    const withRecovery = await login(body.email, body.password, first);
    expect(withRecovery.statusCode, withRecovery.body).toBe(200);
    expect(sessionCookieOf(withRecovery)?.value).toBeTruthy();
    const spent = await login(body.email, body.password, first);
    expect(spent.statusCode).toBe(401);
    expect(errorOf(spent).code).toBe('INVALID_TWO_FACTOR_CODE');
    // Typed in capitals, without the dash: the same code.
    expect((await login(body.email, body.password, second.toUpperCase().replace('-', ''))).statusCode).toBe(200);
    expect(await statusOf(cookie)).toEqual({ enabled: true, recoveryCodesLeft: 8 });

    const wrongPassword = await call('POST', '/api/auth/two-factor/recovery-codes', cookie, {
      currentPassword: 'Not-My-Password-9',
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(errorOf(wrongPassword).code).toBe('WRONG_PASSWORD');
    expect((await login(body.email, body.password, third)).statusCode).toBe(200);
    expect(await statusOf(cookie)).toEqual({ enabled: true, recoveryCodesLeft: 7 });

    const renewed = await call('POST', '/api/auth/two-factor/recovery-codes', cookie, {
      currentPassword: body.password,
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const fresh = (renewed.json() as { message: string; recoveryCodes: string[] }).recoveryCodes;
    expect(renewed.json().message).toBe(twoFactorMessages.newRecoveryCodes);
    expect(fresh).toHaveLength(10);
    expect(new Set(fresh).size).toBe(10);
    expect(fresh.filter((code) => recoveryCodes.includes(code))).toEqual([]);
    expect(await statusOf(cookie)).toEqual({ enabled: true, recoveryCodesLeft: 10 });

    const old = await login(body.email, body.password, fourth);
    expect(old.statusCode).toBe(401);
    expect(errorOf(old).code).toBe('INVALID_TWO_FACTOR_CODE');
    expect((await login(body.email, body.password, fresh[0])).statusCode).toBe(200);
    expect(await statusOf(cookie)).toEqual({ enabled: true, recoveryCodesLeft: 9 });
  });

  it('holds an account to a few wrong codes: past them even the right code is refused, wherever it is entered', async () => {
    const { body, cookie, secret, recoveryCodes } = await memberWithTwoFactor();
    const { limit } = THROTTLE_RULES.twoFactorCodesPerMember;
    for (let i = 0; i < limit; i++) {
      const wrong = await login(body.email, body.password, wrongCode(secret));
      expect(errorOf(wrong).code, `wrong code ${i + 1}`).toBe('INVALID_TWO_FACTOR_CODE');
    }

    const right = await login(body.email, body.password, await nextCode(secret));
    expect(right.statusCode).toBe(429);
    expect(errorOf(right)).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', message: twoFactorMessages.tooManyCodes });
    expect(sessionCookieOf(right)).toBeUndefined();
    const recovery = await login(body.email, body.password, recoveryCodes[0]);
    expect(recovery.statusCode).toBe(429);
    expect(sessionCookieOf(recovery)).toBeUndefined();
    const off = await call('POST', '/api/auth/two-factor/disable', cookie, {
      currentPassword: body.password,
      code: recoveryCodes[1],
    });
    expect(off.statusCode).toBe(429);
    // Nothing was spent and nothing turned off.
    expect(await statusOf(cookie)).toEqual({ enabled: true, recoveryCodesLeft: 10 });
  });

  it('a sign-in link (ADR 0025) asks for the code too, and is not spent by a missing or wrong one', async () => {
    const { body, account, secret } = await memberWithTwoFactor();
    const links = createSignInLinksRepository(t.database.db);
    const token = await links.create(account.id, new Date(Date.now() + 15 * 60_000), new Date());
    const viaLink = (payload: object) => call('POST', '/api/auth/sign-in-link', undefined, payload);

    const noCode = await viaLink({ token });
    expect(noCode.statusCode).toBe(401);
    expect(errorOf(noCode).code).toBe('TWO_FACTOR_REQUIRED');
    expect(sessionCookieOf(noCode)).toBeUndefined();
    const wrong = await viaLink({ token, code: wrongCode(secret) });
    expect(wrong.statusCode).toBe(401);
    expect(errorOf(wrong).code).toBe('INVALID_TWO_FACTOR_CODE');
    expect(sessionCookieOf(wrong)).toBeUndefined();
    expect(await links.ownerOf(token, new Date())).toBe(account.id);

    const right = await viaLink({ token, code: await nextCode(secret) });
    expect(right.statusCode, right.body).toBe(200);
    expect((await call('GET', '/api/accounts/me', cookieHeader(right))).json()).toMatchObject({
      email: body.email,
    });
    const reused = await viaLink({ token, code: wrongCode(secret) });
    expect(reused.statusCode).toBe(400);
    expect(errorOf(reused).code).toBe('INVALID_TOKEN');
  });
});

describe('turning two-factor sign-in off (D35)', () => {
  it('needs the password and a current code; then the password alone signs in', async () => {
    const { body, account, cookie, secret } = await memberWithTwoFactor();
    const off = (payload: object) => call('POST', '/api/auth/two-factor/disable', cookie, payload);

    const wrongPassword = await off({ currentPassword: 'Not-My-Password-9', code: await nextCode(secret) });
    expect(wrongPassword.statusCode).toBe(400);
    expect(errorOf(wrongPassword).code).toBe('WRONG_PASSWORD');
    const wrong = await off({ currentPassword: body.password, code: wrongCode(secret) });
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong)).toMatchObject({ code: 'INVALID_TWO_FACTOR_CODE', message: twoFactorMessages.codeWrong });
    expect((await off({ currentPassword: body.password })).statusCode).toBe(400);
    expect(await statusOf(cookie)).toEqual({ enabled: true, recoveryCodesLeft: 10 });
    expect(await flagOf(account.id)).toBe(true);
    expect(errorOf(await login(body.email, body.password)).code).toBe('TWO_FACTOR_REQUIRED');

    const done = await off({ currentPassword: body.password, code: await nextCode(secret) });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ message: twoFactorMessages.turnedOff });
    expect(await statusOf(cookie)).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    expect(await flagOf(account.id)).toBe(false);
    expect(await rowOf(account.id)).toBeUndefined();
    const codesLeft = await t.database.db
      .select()
      .from(schema.twoFactorRecoveryCodes)
      .where(eq(schema.twoFactorRecoveryCodes.userId, account.id));
    expect(codesLeft).toEqual([]);
    expect((await call('GET', '/api/accounts/me', cookie)).json().twoFactorEnabled).toBe(false);

    const signedIn = await login(body.email, body.password);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(sessionCookieOf(signedIn)?.value).toBeTruthy();
    await smtp.waitFor((m) => m.to.includes(body.email) && m.text.includes('Two-factor sign-in was turned off'));
    expect(await actionsOf(account.id)).toContain('member.two_factor_disabled');
  });
});

describe("the super admin's obligation (D35)", () => {
  it('refuses every admin route to a super admin without it, opens them once it is on, and never lets it be turned off', async () => {
    const admin = await signedInMember(t.app);
    await t.app.services.accounts.setRole(admin.account.id, 'super_admin');
    const other = await signedInMember(t.app);

    // Every route the admin levels open, from the app's own table of routes and from the OpenAPI document.
    await t.app.ready();
    const openapi = (await call('GET', '/api/openapi.json')).json() as { paths: Record<string, object> };
    const documented = Object.entries(openapi.paths)
      .filter(([path]) => path.startsWith('/api/admin'))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
    const gated = t.app
      .routeAccess()
      .filter((route) => route.access === 'moderator' || route.access === 'super_admin')
      .filter((route) => route.method !== 'HEAD')
      .map((route) => `${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`);
    expect(documented.length).toBeGreaterThan(10);
    expect(gated).toEqual(expect.arrayContaining(documented));

    // Bodies that pass the routes' schemas, so that the refusal is the access check's, not validation's.
    const church = {
      name: 'Gated Chapel',
      city: 'Kochi',
      country: 'India',
      denomination: '',
      pastorName: '',
      pastorEmail: '',
    };
    const bodies: Record<string, object> = {
      'PUT /api/admin/users/{id}': (await t.app.services.admin.user(other.account.id)).values,
      'PATCH /api/admin/contact-messages/{id}': { read: true },
      'POST /api/admin/churches': church,
      'PUT /api/admin/churches/{id}': church,
      'PUT /api/admin/settings': { moderationMode: 'after', registrationOpen: true },
      'PUT /api/admin/church-sign-in': {
        on: false,
        issuer: '',
        clientId: '',
        buttonLabel: '',
        memberPasswordSignIn: true,
      },
      'POST /api/moderation/profiles/{userId}/reject': { reason: 'Gated' },
      'POST /api/moderation/photos/{photoId}/reject': { reason: 'Gated' },
      'POST /api/moderation/blocked-words': { language: 'en', words: ['gated'] },
      'POST /api/admin/premium-requests/{id}/grant': { termMonths: 6 },
      'POST /api/admin/premium-requests/{id}/decline': { reason: 'Gated' },
      'POST /api/admin/pastor-proposals/{id}/decline': { reason: 'Gated' },
      'POST /api/moderation/verifications/{id}/reject': { reason: 'Gated' },
    };
    // Queries that pass the routes' schemas too; a `{language}` in a path is a language, a `{pose}` a pose.
    const queries: Record<string, string> = { 'GET /api/moderation/blocked-words': '?language=en' };
    for (const operation of gated) {
      const [method, path] = operation.split(' ') as [Method, string];
      const url =
        path.replace(/\{(\w+)\}/g, (_, name: string) =>
          name === 'language'
            ? 'en'
            : name === 'pose'
              ? ('thumbs-up' satisfies VerificationPoseId)
              : crypto.randomUUID(),
        ) + (queries[operation] ?? '');
      const response = await call(method, url, admin.cookie, bodies[operation]);
      expect(response.statusCode, `${operation}: ${response.body}`).toBe(403);
      expect(errorOf(response), operation).toMatchObject({
        code: 'TWO_FACTOR_SETUP_REQUIRED',
        message: twoFactorMessages.setupRequired,
      });
    }
    expect(await t.app.services.accounts.findById(other.account.id)).toMatchObject({ accountStatus: 'active' });
    // Setting it up is a member route: open to them.
    expect((await call('GET', '/api/auth/two-factor', admin.cookie)).statusCode).toBe(200);
    expect((await call('GET', '/api/accounts/me', admin.cookie)).statusCode).toBe(200);

    const { secret } = await turnOnTwoFactor(t.app, admin.cookie, admin.body.password);
    const stats = await call('GET', '/api/admin/stats', admin.cookie);
    expect(stats.statusCode, stats.body).toBe(200);

    const off = await call('POST', '/api/auth/two-factor/disable', admin.cookie, {
      currentPassword: admin.body.password,
      code: await nextCode(secret),
    });
    expect(off.statusCode).toBe(403);
    expect(errorOf(off)).toMatchObject({ code: 'SUPER_ADMIN', message: twoFactorMessages.superAdminKeepsIt });
    expect(await statusOf(admin.cookie)).toEqual({ enabled: true, recoveryCodesLeft: 10 });
    expect((await call('GET', '/api/admin/stats', admin.cookie)).statusCode).toBe(200);
  });
});
