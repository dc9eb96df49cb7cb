import { randomUUID } from 'node:crypto';
import { inspect } from 'node:util';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages } from '#shared/messages.ts';
import { schema } from '#server/db/schema.ts';
import { hashPassword } from '#server/lib/passwords.ts';
import { startSmtpCatcher } from '#server/test/smtp-catcher.ts';
import { cookieHeader, nextIp, registerMember, registration, signedInMember, signIn } from '#server/test/members.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createAuth, sessionTokenOf, type Auth } from './auth.ts';
import { readDeviceCookie } from './device-cookie.ts';

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

function post(url: string, payload: unknown, headers: Record<string, string> = {}, remoteAddress = nextIp()) {
  return t.app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress });
}
const errorOf = (response: { json(): unknown }) =>
  (response.json() as { error: { code: string; message: string } }).error;

/** Another better-auth instance with the app's secret and options: it reads what the app wrote. */
let otherAuth: Auth | undefined;
const appsAuth = () =>
  (otherAuth ??= createAuth({
    config: t.config,
    logger: t.app.log,
    secret: t.authSecret,
    db: t.database.db,
    mailer: { send: async () => {} } as never,
    accounts: t.app.services.accounts,
    sessionRules: t.app.services.settings.sessionRules,
  }));

const NAME_HIDDEN = 'Names cannot contain invisible or control characters.';
const NAME_WEB_ADDRESS = 'Names cannot contain web addresses.';

describe('registration (spec §5, §8, D7)', () => {
  const cases: [string, Partial<ReturnType<typeof registration>>, number, string][] = [
    ['missing first name', { firstName: '  ' }, 400, 'Please fill in all required fields.'],
    ['missing last name', { lastName: '' }, 400, 'Please fill in all required fields.'],
    ['missing email', { email: '' }, 400, 'Please fill in all required fields.'],
    ['a bidirectional override in the first name', { firstName: 'Ruth\u202Ehtur' }, 400, NAME_HIDDEN],
    ['a zero-width space in the last name', { lastName: 'Ma\u200Bthew' }, 400, NAME_HIDDEN],
    ['a web address in the first name (issue 43)', { firstName: 'https://example.org/me' }, 400, NAME_WEB_ADDRESS],
    ['a domain in the last name (issue 43)', { lastName: 'Visit mysite.com' }, 400, NAME_WEB_ADDRESS],
    ['missing phone', { phoneNumber: '' }, 400, 'Please enter your phone number.'],
    [
      'letters in the phone',
      { phoneNumber: '98765abc10' },
      400,
      'Please enter a valid phone number for +91. Example: 9876543210',
    ],
    [
      '+91 needs 10 digits',
      { phoneNumber: '987654321' },
      400,
      'Please enter a valid phone number for +91. Example: 9876543210',
    ],
    [
      '+94 needs 9 digits',
      { countryCode: '+94', phoneNumber: '7712345678' },
      400,
      'Please enter a valid phone number for +94. Example: 771234567',
    ],
    [
      '+44 needs 10 to 11',
      { countryCode: '+44', phoneNumber: '791112345' },
      400,
      'Please enter a valid phone number for +44. Example: 7911123456',
    ],
    [
      '+1 needs 10',
      { countryCode: '+1', phoneNumber: '20255501234' },
      400,
      'Please enter a valid phone number for +1. Example: 2025550123',
    ],
    [
      '+61 needs 9',
      { countryCode: '+61', phoneNumber: '41234567' },
      400,
      'Please enter a valid phone number for +61. Example: 412345678',
    ],
    [
      '+971 needs 9',
      { countryCode: '+971', phoneNumber: '5012345678' },
      400,
      'Please enter a valid phone number for +971. Example: 501234567',
    ],
    [
      'a German number with its trunk 0 (D40)',
      { countryCode: '+49', phoneNumber: '015123456789' },
      400,
      'Please enter a valid phone number for +49. Example: 15123456789',
    ],
    [
      'a malformed Nigerian number (D40)',
      { countryCode: '+234', phoneNumber: '12345678901' },
      400,
      'Please enter a valid phone number for +234. Example: 8021234567',
    ],
    [
      'a calling code no country has',
      { countryCode: '+999', phoneNumber: '1234567' },
      400,
      'Choose a country code such as +91.',
    ],
    ['passwords differ', { confirmPassword: 'Something-else-1' }, 400, 'Passwords do not match.'],
    [
      'short password',
      { password: 'Ab1!x', confirmPassword: 'Ab1!x' },
      400,
      'Password must be at least 6 characters long.',
    ],
    [
      'invalid email',
      { email: 'grace@@example' },
      400,
      'Registration failed. Invalid email format. Please check your email.',
    ],
    [
      'common password (D7)',
      { password: 'password1', confirmPassword: 'password1' },
      400,
      'Registration failed. Password is too weak. Please choose a stronger password.',
    ],
  ];
  it.each(cases)('refuses %s with the spec message and creates nothing', async (_name, overrides, status, message) => {
    const body = registration(overrides);
    const response = await post('/api/auth/register', body);
    expect(response.statusCode).toBe(status);
    expect(errorOf(response).message).toBe(message);
    if (body.email) expect(await t.app.services.accounts.findByEmail(body.email.toLowerCase().trim())).toBeUndefined();
  });

  it('accepts each country code at its lengths, any country the phone-number library knows (D40), and stores the phone with its code', async () => {
    for (const [countryCode, phoneNumber] of [
      ['+44', '79111234567'],
      ['+1', '2025550123'],
      ['+971', '501234567'],
      ['+49', '15123456789'],
      ['+234', '8031234567'],
      ['+1', '6135550123'],
    ]) {
      const response = await post('/api/auth/register', registration({ countryCode, phoneNumber }));
      expect(response.statusCode, `${countryCode} ${phoneNumber}`).toBe(201);
      expect(response.json().account).toMatchObject({ countryCode, phoneNumber });
    }
  });

  it('creates the member with the §3 defaults and says so in the spec words', async () => {
    const body = registration({ email: '  Ruth.Mathew@Example.org ' });
    const response = await post('/api/auth/register', body);
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe('Registration successful! Your account has been created.');
    const account = response.json().account;
    expect(account).toMatchObject({
      email: 'ruth.mathew@example.org',
      firstName: 'Grace',
      role: 'user',
      membershipType: 'free',
      emailVerified: false,
      phoneVerified: false,
    });
    expect(response.body).not.toMatch(/password|hash|token/i);
    const [profile] = await t.database.db.select().from(schema.profiles).where(eq(schema.profiles.userId, account.id));
    expect(profile).toMatchObject({ profileStatus: 'incomplete', reviewStatus: 'pending' });
    const events = await t.app.services.audit.listForSubject(account.id);
    expect(events.map((event) => event.action)).toContain('member.registered');
  });

  it('signs the new member in (D40): a session cookie as sign-in gives, answered by the session and member routes', async () => {
    const body = registration();
    const response = await post('/api/auth/register', body);
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe('Registration successful! Your account has been created.');
    const cookie = response.cookies.find((c) => c.name.endsWith('session_token'));
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    const headers = { cookie: cookieHeader(response) };
    const session = await t.app.inject({ url: '/api/auth/session', headers });
    expect(session.json().account).toMatchObject({ email: body.email, firstName: 'Grace' });
    const me = await t.app.inject({ url: '/api/accounts/me', headers });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(body.email);
    const profile = await t.app.inject({ url: '/api/profiles/me', headers });
    expect(profile.statusCode).toBe(200);
    // One session row, made by better-auth; the audit log says how it began.
    const accountId = response.json().account.id as string;
    const sessions = await t.database.db.select().from(schema.sessions).where(eq(schema.sessions.userId, accountId));
    expect(sessions).toHaveLength(1);
    const events = await t.app.services.audit.listForSubject(accountId);
    expect(events.map((event) => event.action)).toEqual(
      expect.arrayContaining(['member.registered', 'member.signed_in']),
    );
    // The session ends on logout like any other.
    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers });
    expect(logout.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/accounts/me', headers })).statusCode).toBe(401);
  });

  it('sets no session cookie when registration is refused', async () => {
    const { body } = await registerMember(t.app);
    const taken = await post('/api/auth/register', registration({ email: body.email }));
    expect(taken.statusCode).toBe(409);
    expect(taken.cookies.find((c) => c.name.endsWith('session_token'))).toBeUndefined();
    const weak = await post(
      '/api/auth/register',
      registration({ password: 'password1', confirmPassword: 'password1' }),
    );
    expect(weak.statusCode).toBe(400);
    expect(weak.cookies).toHaveLength(0);
  });

  it('refuses a registered email, also in other letter case', async () => {
    const { body } = await registerMember(t.app);
    const response = await post('/api/auth/register', registration({ email: body.email.toUpperCase() }));
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).message).toBe(
      'Registration failed. Email is already registered. Please use a different email.',
    );
  });

  it('makes exactly one account from 10 concurrent registrations of one email', async () => {
    const body = registration();
    const responses = await Promise.all(Array.from({ length: 10 }, () => post('/api/auth/register', body)));
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(1);
    expect(responses.filter((response) => response.statusCode === 409)).toHaveLength(9);
    const rows = await t.database.db.select().from(schema.users).where(eq(schema.users.email, body.email));
    expect(rows).toHaveLength(1);
  });

  it('lets no member set their own role, membership, approval or counters (unknown fields are refused)', async () => {
    for (const extra of [
      { role: 'super_admin' },
      { membershipType: 'premium' },
      { isProfileApproved: true },
      { profileViews: 99 },
    ]) {
      const response = await post('/api/auth/register', { ...registration(), ...extra });
      expect(response.statusCode).toBe(400);
    }
    // No request body anywhere in the API can carry those fields.
    const document = (await t.app.inject('/api/openapi.json')).json();
    const bodies = JSON.stringify(
      Object.values(document.paths).flatMap((item) =>
        Object.values(item as object).map((op) => (op as { requestBody?: unknown }).requestBody),
      ),
    );
    expect(bodies).not.toMatch(
      /"(role|membershipType|isProfileApproved|profileViews|interestsReceived|accountStatus)"/,
    );
  });

  it('limits sign-ups to 5 per 30 minutes per IP', async () => {
    const ip = nextIp();
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await post('/api/auth/register', registration(), {}, ip)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

describe('sign-in and sessions (spec §2, §8, D7, D8)', () => {
  it('signs in with the right password: a session cookie, HttpOnly and SameSite=Lax', async () => {
    const { body } = await registerMember(t.app);
    const response = await signIn(t.app, body.email.toUpperCase(), body.password);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: 'Login successful!', account: { email: body.email } });
    const cookie = response.cookies.find((c) => c.name.endsWith('session_token'));
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    const me = await t.app.inject({ url: '/api/accounts/me', headers: { cookie: cookieHeader(response) } });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(body.email);
  });

  it('gives the same answer for an unknown email and a wrong password', async () => {
    const { body } = await registerMember(t.app);
    const unknown = await signIn(t.app, 'nobody.here@example.org', body.password);
    const wrong = await signIn(t.app, body.email, 'not-the-password');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    const { requestId: _a, ...unknownError } = errorOf(unknown) as { requestId?: string };
    const { requestId: _b, ...wrongError } = errorOf(wrong) as { requestId?: string };
    expect(unknownError).toEqual(wrongError);
    expect(errorOf(wrong).message).toBe('Invalid email or password. Please try again.');
  });

  it('answers an invalid email address with the spec message', async () => {
    const response = await signIn(t.app, 'not-an-email', 'whatever1');
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe('Please enter a valid email address.');
    expect(errorOf(response).code).toBe('INVALID_EMAIL');
  });

  it('throttles after 10 failed sign-ins a minute from one IP', async () => {
    const { body } = await registerMember(t.app);
    const ip = nextIp();
    for (let i = 0; i < 10; i++) expect((await signIn(t.app, body.email, 'wrong-password', ip)).statusCode).toBe(401);
    const blocked = await signIn(t.app, body.email, body.password, ip);
    expect(blocked.statusCode).toBe(429);
    expect(errorOf(blocked).message).toBe('Too many failed attempts. Please try again later.');
  });

  it('throttles after 25 failed sign-ins an hour for one email, from any IP (wrong passwords)', async () => {
    const { body } = await registerMember(t.app);
    for (let i = 0; i < 25; i++) await signIn(t.app, body.email, 'wrong-password');
    const blocked = await signIn(t.app, body.email, 'another-wrong-password');
    expect(blocked.statusCode).toBe(429);
    expect(errorOf(blocked).message).toBe(messages.login.tooManyAttempts);
  });

  it('sign-out ends the session on the server: the old cookie then gets 401', async () => {
    const { cookie } = await signedInMember(t.app);
    const out = await post('/api/auth/logout', undefined, { cookie });
    expect(out.statusCode).toBe(200);
    expect(out.json().message).toBe('Logged out successfully!');
    const me = await t.app.inject({ url: '/api/accounts/me', headers: { cookie } });
    expect(me.statusCode).toBe(401);
    expect(errorOf(me).message).toBe('User not authenticated. Please log in.');
    expect((await t.app.inject({ url: '/api/auth/session', headers: { cookie } })).json()).toEqual({ account: null });
  });

  it('refuses a session cookie whose signature was tampered with', async () => {
    const { cookie } = await signedInMember(t.app);
    const [name, value] = cookie.split('=') as [string, string];
    const decoded = decodeURIComponent(value);
    const dot = decoded.lastIndexOf('.');
    const forged = `${name}=${encodeURIComponent(`${decoded.slice(0, dot)}.${'A'.repeat(43)}=`)}`;
    expect((await t.app.inject({ url: '/api/accounts/me', headers: { cookie: forged } })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/accounts/me', headers: { cookie } })).statusCode).toBe(200);
  });

  it('writes and reads the session and device cookies through better-auth alone: accepted back, tampered refused (issue 43)', async () => {
    // One cookie library: @fastify/cookie is not registered, nothing parses cookies beside better-auth.
    expect(t.app.hasPlugin('@fastify/cookie')).toBe(false);
    expect(t.app.hasRequestDecorator('cookies')).toBe(false);
    const { body, account } = await registerMember(t.app);
    const signedIn = await signIn(t.app, body.email, body.password);
    const cookie = cookieHeader(signedIn);
    const auth = appsAuth();
    const session = await auth.api.getSession({ headers: new Headers({ cookie }) });
    expect(session?.user.id).toBe(account.id);
    expect(await sessionTokenOf(auth, cookie)).toBe(session?.session.token);
    expect(await readDeviceCookie(auth, cookie)).toEqual({ accountId: account.id, deviceId: expect.any(String) });
    // One character of either signature changed: refused by better-auth, and by the app.
    const tampered = (name: string) =>
      signedIn.cookies
        .map((c) => {
          if (!c.name.endsWith(name)) return `${c.name}=${c.value}`;
          const value = decodeURIComponent(c.value);
          const at = value.lastIndexOf('.') + 1;
          return `${c.name}=${encodeURIComponent(`${value.slice(0, at)}${value[at] === 'A' ? 'B' : 'A'}${value.slice(at + 1)}`)}`;
        })
        .join('; ');
    expect(await auth.api.getSession({ headers: new Headers({ cookie: tampered('session_token') }) })).toBeNull();
    expect(await sessionTokenOf(auth, tampered('session_token'))).toBeUndefined();
    expect(await readDeviceCookie(auth, tampered('dm.device'))).toBeUndefined();
    const me = await t.app.inject({ url: '/api/accounts/me', headers: { cookie: tampered('session_token') } });
    expect(me.statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/accounts/me', headers: { cookie } })).statusCode).toBe(200);
  });

  it('extends a session used a day after its last extension (D42: by its idle timeout, 30 days by default)', async () => {
    const { cookie } = await signedInMember(t.app);
    const { sessions } = schema;
    const token = (await sessionTokenOf(appsAuth(), cookie))!;
    const soon = new Date(Date.now() + 60 * 60 * 1000);
    await t.database.db
      .update(sessions)
      .set({ updatedAt: new Date(Date.now() - 2 * 24 * 60 * 60 * 1000), expiresAt: soon })
      .where(eq(sessions.token, token));
    expect((await t.app.inject({ url: '/api/accounts/me', headers: { cookie } })).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.token, token));
    // 30 days from now (session-policy.ts: SPEC_IDLE_MINUTES), not the hour it had left.
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 60 * 60 * 1000);
    expect((await t.app.inject({ url: '/api/accounts/me', headers: { cookie } })).statusCode).toBe(200);
  });

  it('gives a new session id at each sign-in', async () => {
    const { body, cookie } = await signedInMember(t.app);
    const again = await signIn(t.app, body.email, body.password);
    expect(cookieHeader(again)).not.toBe(cookie);
  });

  it('refuses a cross-site state-changing request', async () => {
    const { cookie } = await signedInMember(t.app);
    const fromElsewhere = await post('/api/auth/logout', undefined, {
      cookie,
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(fromElsewhere.statusCode).toBe(403);
    expect(errorOf(fromElsewhere).code).toBe('CROSS_SITE_REQUEST');
    const originOnly = await post('/api/accounts/me/deactivate', undefined, { cookie, origin: 'https://evil.example' });
    expect(originOnly.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/accounts/me', headers: { cookie } })).statusCode).toBe(200);
    const sameOrigin = await post('/api/auth/logout', undefined, {
      cookie,
      origin: 'http://localhost:3000',
      host: 'localhost:3000',
      'sec-fetch-site': 'same-origin',
    });
    expect(sameOrigin.statusCode).toBe(200);
  });
});

describe('sign-in throttling without lock-out: device cookies and sign-in links (ADR 0025, D7, D21)', () => {
  const signInFrom = (email: string, password: string, cookie?: string, remoteAddress = nextIp()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress,
      ...(cookie ? { headers: { cookie } } : {}),
    });
  const deviceCookieOf = (response: { cookies: { name: string; value: string }[] }) => {
    const device = response.cookies.find((c) => c.name === 'dm.device');
    if (!device) throw new Error('no device cookie was set');
    return `${device.name}=${device.value}`;
  };
  const withoutRequestId = (response: { json(): unknown }) => {
    const { requestId: _ignored, ...rest } = errorOf(response) as { requestId?: string };
    return { status: (response as unknown as { statusCode: number }).statusCode, ...rest };
  };
  const TOO_MANY = { status: 429, code: 'TOO_MANY_ATTEMPTS', message: messages.login.tooManyAttempts };

  /** The scan's attack: wrong passwords for one email, each from another address, past the ceiling. */
  async function lockOutAttempt(email: string, attempts = 26) {
    const answers = [];
    for (let i = 0; i < attempts; i++) answers.push((await signInFrom(email, `Wrong-Guess-${i}`)).statusCode);
    return answers;
  }

  it('sets a signed device cookie at sign-in: HttpOnly, SameSite=Lax, for a year', async () => {
    const { body, account } = await registerMember(t.app);
    const response = await signInFrom(body.email, body.password);
    expect(response.statusCode).toBe(200);
    const device = response.cookies.find((c) => c.name === 'dm.device');
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 365 * 24 * 60 * 60 });
    expect(decodeURIComponent(device!.value).split('.')).toEqual([account.id, expect.any(String), expect.any(String)]);
  });

  it('lock-out attempt: attackers keep getting the same 429, the owner on a known device still signs in', async () => {
    const { body } = await registerMember(t.app);
    const known = deviceCookieOf(await signInFrom(body.email, body.password));
    const answers = await lockOutAttempt(body.email);
    expect(answers.slice(0, 25)).toEqual(Array(25).fill(401));
    expect(answers[25]).toBe(429);

    const attacker = await signInFrom(body.email, 'Yet-Another-Guess-1');
    expect(withoutRequestId(attacker)).toEqual(TOO_MANY);
    // The owner's device, from yet another address, is not held to the per-email ceiling.
    const owner = await signInFrom(body.email, body.password, known);
    expect(owner.statusCode, owner.body).toBe(200);
    expect(owner.json().message).toBe('Login successful!');
    const me = await t.app.inject({ url: '/api/accounts/me', headers: { cookie: cookieHeader(owner) } });
    expect(me.statusCode).toBe(200);
    // The device keeps its id.
    expect(deviceCookieOf(owner)).toBe(known);
    // Without the cookie, the right password still signs nobody in: it mails a link instead.
    expect((await signInFrom(body.email, body.password)).statusCode).toBe(403);
  });

  it('lock-out attempt: the owner on a new device gets a single-use link by mail and signs in with it', async () => {
    const { body, account } = await registerMember(t.app);
    await lockOutAttempt(body.email);

    const owner = await signInFrom(body.email, body.password);
    expect(owner.statusCode).toBe(403);
    expect(errorOf(owner)).toMatchObject({ code: 'SIGN_IN_LINK_SENT', message: messages.login.signInLinkSent });
    expect(owner.cookies).toEqual([]);
    // A wrong password in the same state gets exactly what it got before: nothing is learnt.
    expect(withoutRequestId(await signInFrom(body.email, 'Wrong-Again-2'))).toEqual(TOO_MANY);
    expect(withoutRequestId(await signInFrom('nobody.known@example.org', 'Wrong-Again-3'))).toMatchObject({
      status: 401,
    });

    const link = await smtp.linkTo(body.email, '/sign-in-link');
    expect(link.startsWith('http://localhost:3000/sign-in-link?token=')).toBe(true);
    const token = new URL(link).searchParams.get('token')!;
    const signedIn = await post('/api/auth/sign-in-link', { token });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toMatchObject({ message: 'Login successful!', account: { id: account.id } });
    const me = await t.app.inject({ url: '/api/accounts/me', headers: { cookie: cookieHeader(signedIn) } });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(body.email);

    // Single use.
    const reused = await post('/api/auth/sign-in-link', { token });
    expect(reused.statusCode).toBe(400);
    expect(errorOf(reused)).toMatchObject({ code: 'INVALID_TOKEN', message: messages.login.signInLinkInvalid });

    // The link made this a known device: the password now signs in from it.
    const again = await signInFrom(body.email, body.password, deviceCookieOf(signedIn));
    expect(again.statusCode).toBe(200);

    const actions = (await t.app.services.audit.listForSubject(account.id)).map((event) => event.action);
    expect(actions).toEqual(
      expect.arrayContaining(['member.sign_in_failed', 'member.sign_in_link_sent', 'member.signed_in']),
    );
    // Only the hash of the token is stored.
    const stored = await t.database.db.select().from(schema.verifications);
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('a sign-in link expires after 15 minutes', async () => {
    const { body } = await registerMember(t.app);
    await lockOutAttempt(body.email);
    expect((await signInFrom(body.email, body.password)).statusCode).toBe(403);
    const token = new URL(await smtp.linkTo(body.email, '/sign-in-link')).searchParams.get('token')!;
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 16 * 60 * 1000);
      const late = await post('/api/auth/sign-in-link', { token });
      expect(late.statusCode).toBe(400);
      expect(errorOf(late).code).toBe('INVALID_TOKEN');
      expect(late.cookies).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
    expect((await post('/api/auth/sign-in-link', { token: 'made-up-token-0123456789' })).statusCode).toBe(400);
  });

  it('ignores a forged or altered device cookie, and one of another account', async () => {
    const { body } = await registerMember(t.app);
    const other = await registerMember(t.app);
    const genuine = deviceCookieOf(await signInFrom(body.email, body.password));
    const othersDevice = deviceCookieOf(await signInFrom(other.body.email, other.body.password));
    await lockOutAttempt(body.email);

    const [name, value] = genuine.split('=') as [string, string];
    const [accountId, deviceId, signature] = decodeURIComponent(value).split('.') as [string, string, string];
    const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    const lastBitsFlipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    const forged = [
      `${name}=${encodeURIComponent(`${accountId}.${deviceId}.${flipped}`)}`,
      // Another spelling of the same bytes (the last character's unused bits) is refused too.
      `${name}=${encodeURIComponent(`${accountId}.${deviceId}.${lastBitsFlipped}`)}`,
      `${name}=${encodeURIComponent(`${accountId}.${deviceId}x.${signature}`)}`,
      `${name}=${encodeURIComponent(`${accountId}.${deviceId}`)}`,
      `${name}=${encodeURIComponent(`${other.account.id}.${deviceId}.${signature}`)}`,
      othersDevice,
    ];
    for (const cookie of forged) {
      const right = await signInFrom(body.email, body.password, cookie);
      expect(right.statusCode, cookie).toBe(403);
      expect(errorOf(right).code).toBe('SIGN_IN_LINK_SENT');
      expect(withoutRequestId(await signInFrom(body.email, 'Wrong-Guess-x', cookie))).toEqual(TOO_MANY);
    }
    expect((await signInFrom(body.email, body.password, genuine)).statusCode).toBe(200);
  });

  it('a device cookie that fails 5 times stops being trusted', async () => {
    const { body } = await registerMember(t.app);
    const device = deviceCookieOf(await signInFrom(body.email, body.password));
    await lockOutAttempt(body.email);
    for (let i = 0; i < 5; i++) expect((await signInFrom(body.email, `Typo-${i}`, device)).statusCode).toBe(401);
    expect(withoutRequestId(await signInFrom(body.email, 'Typo-6', device))).toEqual(TOO_MANY);
    const right = await signInFrom(body.email, body.password, device);
    expect(right.statusCode).toBe(403);
    expect(errorOf(right).code).toBe('SIGN_IN_LINK_SENT');
  });

  it('holds one address to 10 failures an hour for one email; other emails and addresses are not affected', async () => {
    const { body } = await registerMember(t.app);
    const neighbour = await registerMember(t.app);
    const ip = nextIp();
    for (let i = 0; i < 10; i++) await signInFrom(body.email, `Guess-${i}`, undefined, ip);
    // The per-address minute has passed (the throttle's clock is not faked: its counters are cleared).
    await t.database.db.delete(schema.rateLimits).where(like(schema.rateLimits.key, 'sign-in-ip:%'));
    expect(withoutRequestId(await signInFrom(body.email, body.password, undefined, ip))).toEqual(TOO_MANY);
    expect((await signInFrom(neighbour.body.email, neighbour.body.password, undefined, ip)).statusCode).toBe(200);
    expect((await signInFrom(body.email, body.password)).statusCode).toBe(200);
  });
});

describe('deactivation (D9)', () => {
  it('deactivating ends every session; signing in again reactivates', async () => {
    const { body, cookie, account } = await signedInMember(t.app);
    const second = cookieHeader(await signIn(t.app, body.email, body.password));
    const response = await post('/api/accounts/me/deactivate', undefined, { cookie });
    expect(response.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/accounts/me', headers: { cookie: second } })).statusCode).toBe(401);
    expect((await t.app.services.accounts.findById(account.id))?.accountStatus).toBe('deactivated');

    const again = await signIn(t.app, body.email, body.password);
    expect(again.statusCode).toBe(200);
    expect((await t.app.services.accounts.findById(account.id))?.accountStatus).toBe('active');
    const actions = (await t.app.services.audit.listForSubject(account.id)).map((event) => event.action);
    expect(actions).toEqual(expect.arrayContaining(['member.deactivated', 'member.reactivated', 'member.signed_in']));
  });

  it('an account deactivated by an admin cannot sign in, with the D9 message', async () => {
    const { body, account } = await registerMember(t.app);
    await t.database.db
      .update(schema.users)
      .set({ accountStatus: 'deactivated', deactivatedBy: 'admin' })
      .where(eq(schema.users.id, account.id));
    const response = await signIn(t.app, body.email, body.password);
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).message).toBe('Your account has been deactivated. Please contact support.');
    expect(response.cookies).toEqual([]);
    // A wrong password does not reveal the state.
    expect((await signIn(t.app, body.email, 'wrong-password')).statusCode).toBe(401);
  });
});

describe('password reset through SMTP (D10)', () => {
  it('answers neutrally for unknown and known emails', async () => {
    const { body } = await registerMember(t.app);
    const known = await post('/api/auth/password-reset', { email: body.email });
    const unknown = await post('/api/auth/password-reset', { email: 'nobody.at.all@example.org' });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.json()).toEqual(unknown.json());
  });

  it('answers in the same time for a known and an unknown email (median of 50 each, interleaved)', async () => {
    // Distinct emails, so the reset throttle (5 per email) never answers; members are inserted
    // directly with one precomputed hash, as registering 50 would hash 50 passwords.
    const passwordHash = await hashPassword('Faithful-Heart-42');
    const known: string[] = [];
    for (let i = 0; i < 60; i++) {
      const member = registration();
      await t.app.services.accounts.createMember(
        {
          id: randomUUID(),
          email: member.email,
          firstName: member.firstName,
          lastName: member.lastName,
          countryCode: member.countryCode,
          phoneNumber: member.phoneNumber,
          passwordHash,
        },
        {},
      );
      known.push(member.email);
    }
    const unknown = known.map((email) => `unknown.${email}`);
    // The first 10 of each warm both paths up (the known one's background work is compiled too).
    const warmUp = [...known.splice(0, 10), ...unknown.splice(0, 10)];
    const timeOf = async (email: string) => {
      const started = performance.now();
      const response = await post('/api/auth/password-reset', { email });
      const elapsed = performance.now() - started;
      expect(response.statusCode).toBe(202);
      // The mail of the one before is sent (and its connection closed) before the next is timed:
      // each answer is timed alone.
      await t.app.services.auth.settled();
      await new Promise((resolve) => setTimeout(resolve, 10));
      return elapsed;
    };
    for (const email of warmUp) await timeOf(email);
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    /** One round: 50 known and 50 unknown emails, interleaved (K U, U K, …); the two medians. */
    const round = async () => {
      const knownTimes: number[] = [];
      const unknownTimes: number[] = [];
      for (let i = 0; i < 50; i++) {
        if (i % 2 === 0) {
          knownTimes.push(await timeOf(known[i]!));
          unknownTimes.push(await timeOf(unknown[i]!));
        } else {
          unknownTimes.push(await timeOf(unknown[i]!));
          knownTimes.push(await timeOf(known[i]!));
        }
      }
      return { known: median(knownTimes), unknown: median(unknownTimes) };
    };
    // The test machine may be shared (load averages above 10 on 2 cores were seen): a round that
    // other processes disturbed is measured again, at most 3 rounds (each email is asked at most
    // 3 times, within its reset throttle of 5). A real leak — the scan's 6.8 ms, or the work
    // awaited again — fails every round.
    const rounds: { known: number; unknown: number }[] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      const measured = await round();
      rounds.push(measured);
      if (Math.abs(measured.known - measured.unknown) <= 2) break;
    }
    const last = rounds.at(-1)!;
    expect(
      Math.abs(last.known - last.unknown),
      `medians in ms per round: ${JSON.stringify(rounds)}`,
    ).toBeLessThanOrEqual(2);
    // The known ones did get their mail.
    await smtp.linkTo(known[49]!, '/reset-password');
  }, 120_000);

  it('the link works once and ends the old sessions', async () => {
    const { body, cookie } = await signedInMember(t.app);
    const requested = await post('/api/auth/password-reset', { email: body.email });
    expect(requested.statusCode, requested.body).toBe(202);
    const link = await smtp.linkTo(body.email, '/reset-password');
    const token = new URL(link).searchParams.get('token')!;
    const newPassword = 'Another-Calm-Morning-7';
    const reset = await post('/api/auth/password-reset/confirm', {
      token,
      password: newPassword,
      confirmPassword: newPassword,
    });
    expect(reset.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/accounts/me', headers: { cookie } })).statusCode).toBe(401);
    expect((await signIn(t.app, body.email, body.password)).statusCode).toBe(401);
    expect((await signIn(t.app, body.email, newPassword)).statusCode).toBe(200);
    const reused = await post('/api/auth/password-reset/confirm', {
      token,
      password: 'Yet-Another-One-8',
      confirmPassword: 'Yet-Another-One-8',
    });
    expect(reused.statusCode).toBe(400);
    expect(errorOf(reused).code).toBe('INVALID_TOKEN');
  });

  it('the link expires after an hour', async () => {
    const { body } = await registerMember(t.app);
    expect((await post('/api/auth/password-reset', { email: body.email })).statusCode).toBe(202);
    const token = new URL(await smtp.linkTo(body.email, '/reset-password')).searchParams.get('token')!;
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 61 * 60 * 1000);
      const late = await post('/api/auth/password-reset/confirm', {
        token,
        password: 'Late-But-Sure-9',
        confirmPassword: 'Late-But-Sure-9',
      });
      expect(late.statusCode).toBe(400);
    } finally {
      vi.useRealTimers();
    }
  });

  it('limits reset mails to 5 per 30 minutes per email', async () => {
    const { body } = await registerMember(t.app);
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await post('/api/auth/password-reset', { email: body.email })).statusCode);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });
});

describe('email verification through SMTP (D10)', () => {
  it('mails a link at registration that verifies the email once', async () => {
    const { body, account } = await registerMember(t.app);
    const token = new URL(await smtp.linkTo(body.email, '/verify-email')).searchParams.get('token')!;
    const first = await post('/api/auth/verify-email', { token });
    expect(first.statusCode).toBe(200);
    expect((await t.app.services.accounts.findById(account.id))?.emailVerified).toBe(true);
    expect((await post('/api/auth/verify-email', { token })).statusCode).toBe(400);
  });

  it('the link expires after 24 hours', async () => {
    const { body, account } = await registerMember(t.app);
    const token = new URL(await smtp.linkTo(body.email, '/verify-email')).searchParams.get('token')!;
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 25 * 60 * 60 * 1000);
      expect((await post('/api/auth/verify-email', { token })).statusCode).toBe(400);
    } finally {
      vi.useRealTimers();
    }
    expect((await t.app.services.accounts.findById(account.id))?.emailVerified).toBe(false);
  });
});

describe('work left to the background (issue 25)', () => {
  it('a reset or sign-in-link mail that cannot be sent is logged, never thrown into the void', async () => {
    const failing = await createTestApp(
      { LOG_LEVEL: 'error' },
      {
        mailer: {
          send: async () => {
            throw new Error('the relay is down');
          },
        },
      },
    );
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const logged = vi.spyOn(failing.app.log, 'error').mockImplementation(() => undefined);
      const { body } = await registerMember(failing.app);
      logged.mockClear();
      const reset = await failing.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset',
        payload: { email: body.email },
        remoteAddress: nextIp(),
      });
      expect(reset.statusCode).toBe(202);
      await failing.app.services.auth.settled();
      // better-auth catches the failure of its reset mail and logs it through our logger.
      const loggedText = () => inspect(logged.mock.calls, { depth: 5 });
      expect(loggedText()).toContain('the relay is down');

      for (let i = 0; i < 25; i++) await signIn(failing.app, body.email, `Wrong-Guess-${i}`);
      const owner = await signIn(failing.app, body.email, body.password);
      expect(owner.statusCode).toBe(403);
      await failing.app.services.auth.settled();
      expect(logged).toHaveBeenCalledWith(expect.anything(), 'could not send the sign-in link');
      expect(loggedText()).toContain('the relay is down');
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
      await failing.close();
    }
  });
});
