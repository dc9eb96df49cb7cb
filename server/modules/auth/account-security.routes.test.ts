import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.ts';
import { securityMessages, type Devices } from '#shared/schemas/account-security.ts';
import { schema } from '#server/db/schema.ts';
import { startSmtpCatcher } from '#server/test/smtp-catcher.ts';
import { cookieHeader, nextIp, registerMember, signIn } from '#server/test/members.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { browserName } from './account-security.service.ts';

/** D35, Settings → Security: changing the password and the signed-in devices. */
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

const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const NEW_PASSWORD = 'Steadfast-Hope-77';

/** A member signed in on two devices (and nowhere else: registration's own session is ended). */
async function memberOnTwoDevices() {
  const { body, account } = await registerMember(t.app);
  await t.database.db.delete(schema.sessions).where(eq(schema.sessions.userId, account.id));
  const on = async (userAgent: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: body.email, password: body.password },
      headers: { 'user-agent': userAgent },
      remoteAddress: nextIp(),
    });
    expect(response.statusCode, response.body).toBe(200);
    return cookieHeader(response);
  };
  return { body, account, laptop: await on(FIREFOX_WINDOWS), phone: await on(SAFARI_IPHONE) };
}

function call(method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, cookie: string, payload?: object) {
  return t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
}
const errorOf = (response: { json(): unknown }) =>
  (response.json() as { error: { code: string; message: string } }).error;
const stillSignedIn = async (cookie: string) => (await call('GET', '/api/accounts/me', cookie)).statusCode === 200;

async function passwordHashOf(userId: string) {
  const [row] = await t.database.db
    .select({ password: schema.credentials.password })
    .from(schema.credentials)
    .where(eq(schema.credentials.userId, userId));
  return row?.password;
}

describe('changing the password (D35)', () => {
  it('refuses a wrong current password, a mismatch, a short, a common and an unchanged password, changing nothing', async () => {
    const { body, account, laptop, phone } = await memberOnTwoDevices();
    const before = await passwordHashOf(account.id);
    const cases: [object, string][] = [
      [
        { currentPassword: 'Not-My-Password-9', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
        securityMessages.currentPasswordWrong,
      ],
      [
        { currentPassword: '', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
        securityMessages.currentPasswordRequired,
      ],
      [
        { currentPassword: body.password, password: NEW_PASSWORD, confirmPassword: 'Something-Else-1' },
        messages.register.passwordsDoNotMatch,
      ],
      [{ currentPassword: body.password, password: 'abc', confirmPassword: 'abc' }, messages.register.passwordTooShort],
      [
        { currentPassword: body.password, password: 'password', confirmPassword: 'password' },
        messages.register.weakPassword,
      ],
      [
        { currentPassword: body.password, password: body.password, confirmPassword: body.password },
        securityMessages.samePassword,
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await call('PUT', '/api/auth/password', laptop, payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(errorOf(response).message).toBe(message);
    }
    expect(await passwordHashOf(account.id)).toBe(before);
    expect(await stillSignedIn(laptop)).toBe(true);
    expect(await stillSignedIn(phone)).toBe(true);
    expect((await signIn(t.app, body.email, body.password)).statusCode).toBe(200);
  });

  it('changes it: this device gets a new session, every other session ends, the old password stops working and the member is told', async () => {
    const { body, account, laptop, phone } = await memberOnTwoDevices();
    const response = await call('PUT', '/api/auth/password', laptop, {
      currentPassword: body.password,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: securityMessages.passwordChanged });
    const renewed = cookieHeader(response);
    expect(renewed).toMatch(/session_token=/);
    expect(await stillSignedIn(renewed)).toBe(true);
    expect(await stillSignedIn(phone)).toBe(false);
    expect(await stillSignedIn(laptop)).toBe(false);
    expect((await signIn(t.app, body.email, body.password)).statusCode).toBe(401);
    expect((await signIn(t.app, body.email, NEW_PASSWORD)).statusCode).toBe(200);

    const [mail] = await smtp.waitFor(
      (m) => m.to.includes(body.email) && m.text.includes('password of your Divine Match account was changed'),
    );
    expect(mail?.text).not.toContain(NEW_PASSWORD);
    const log = await t.database.db
      .select()
      .from(schema.auditEvents)
      .where(eq(schema.auditEvents.subjectUserId, account.id));
    expect(log.map((row) => row.action)).toContain('member.password_changed');
    expect(JSON.stringify(log)).not.toContain(NEW_PASSWORD);
  });

  it('holds a member to 5 tries in 15 minutes, the right password included', async () => {
    const { body, laptop } = await memberOnTwoDevices();
    for (let i = 0; i < 5; i++) {
      const wrong = await call('PUT', '/api/auth/password', laptop, {
        currentPassword: `Wrong-Password-${i}`,
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      });
      expect(wrong.statusCode).toBe(400);
    }
    const held = await call('PUT', '/api/auth/password', laptop, {
      currentPassword: body.password,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(held.statusCode).toBe(429);
    expect(errorOf(held).message).toBe(securityMessages.tooManyAttempts);
    expect((await signIn(t.app, body.email, body.password)).statusCode).toBe(200);
  });
});

describe('signed-in devices (D35)', () => {
  it('lists the member’s devices by browser, marks this one, and sends no token or address', async () => {
    const { laptop, phone } = await memberOnTwoDevices();
    const fromLaptop = await call('GET', '/api/auth/devices', laptop);
    expect(fromLaptop.statusCode).toBe(200);
    const { devices } = fromLaptop.json() as Devices;
    expect(devices.map((d) => d.browser).sort()).toEqual(['Firefox on Windows', 'Safari on iOS']);
    expect(devices.find((d) => d.current)?.browser).toBe('Firefox on Windows');
    expect(devices.filter((d) => d.current)).toHaveLength(1);
    const fromPhone = (await call('GET', '/api/auth/devices', phone)).json() as Devices;
    expect(fromPhone.devices.find((d) => d.current)?.browser).toBe('Safari on iOS');
    for (const device of devices)
      expect(Object.keys(device).sort()).toEqual(['browser', 'current', 'id', 'lastActiveAt', 'signedInAt']);
    const tokens = await t.database.db.select({ token: schema.sessions.token }).from(schema.sessions);
    for (const { token } of tokens) expect(fromLaptop.body).not.toContain(token);
  });

  it('signs out one other device; not this one, and never another member’s', async () => {
    const { laptop, phone } = await memberOnTwoDevices();
    const other = await memberOnTwoDevices();
    const { devices } = (await call('GET', '/api/auth/devices', laptop)).json() as Devices;
    const thisOne = devices.find((d) => d.current)!;
    const phoneDevice = devices.find((d) => !d.current)!;
    const othersDevice = ((await call('GET', '/api/auth/devices', other.laptop)).json() as Devices).devices[0]!;

    const notThis = await call('DELETE', `/api/auth/devices/${thisOne.id}`, laptop);
    expect(notThis.statusCode).toBe(400);
    expect(errorOf(notThis).message).toBe(securityMessages.notThisDevice);
    const notTheirs = await call('DELETE', `/api/auth/devices/${othersDevice.id}`, laptop);
    expect(notTheirs.statusCode).toBe(404);
    expect(errorOf(notTheirs).message).toBe(securityMessages.deviceNotFound);
    expect(await stillSignedIn(other.laptop)).toBe(true);
    expect(await stillSignedIn(other.phone)).toBe(true);

    const ended = await call('DELETE', `/api/auth/devices/${phoneDevice.id}`, laptop);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toEqual({ message: securityMessages.deviceSignedOut });
    expect(await stillSignedIn(phone)).toBe(false);
    expect(await stillSignedIn(laptop)).toBe(true);
    const again = await call('DELETE', `/api/auth/devices/${phoneDevice.id}`, laptop);
    expect(again.statusCode).toBe(404);
    expect(((await call('GET', '/api/auth/devices', laptop)).json() as Devices).devices).toHaveLength(1);
  });

  it('signs out everywhere else, says how many, and keeps this device', async () => {
    const { body, laptop, phone } = await memberOnTwoDevices();
    const third = cookieHeader(await signIn(t.app, body.email, body.password));
    const response = await call('POST', '/api/auth/devices/sign-out-others', laptop);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: securityMessages.othersSignedOut(2) });
    expect(await stillSignedIn(laptop)).toBe(true);
    expect(await stillSignedIn(phone)).toBe(false);
    expect(await stillSignedIn(third)).toBe(false);
    const none = await call('POST', '/api/auth/devices/sign-out-others', laptop);
    expect(none.json()).toEqual({ message: securityMessages.othersSignedOut(0) });
  });
});

describe('browserName', () => {
  it('names a device by its browser and system, and says so when it cannot', () => {
    expect(browserName(FIREFOX_WINDOWS)).toBe('Firefox on Windows');
    expect(browserName(null)).toBe('Unknown browser');
    expect(browserName('')).toBe('Unknown browser');
    expect(browserName('lightMyRequest')).toBe('Unknown browser');
  });
});
