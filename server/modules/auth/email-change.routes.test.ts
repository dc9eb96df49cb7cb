import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages } from '#shared/messages.ts';
import { securityMessages } from '#shared/schemas/account-security.ts';
import { twoFactorMessages } from '#shared/schemas/two-factor.ts';
import { schema } from '#server/db/schema.ts';
import { startSmtpCatcher } from '#server/test/smtp-catcher.ts';
import { registerMember, signedInMember, signIn, totpCode, turnOnTwoFactor } from '#server/test/members.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

/** D35, Settings → Account: a new email, confirmed through a link sent to it; the old address is told. */
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

const newAddress = () => `new-${randomUUID().slice(0, 8)}@example.org`;
const errorOf = (response: { json(): unknown }) =>
  (response.json() as { error: { code: string; message: string } }).error;

function requestChange(cookie: string, payload: object) {
  return t.app.inject({ method: 'PUT', url: '/api/auth/email', headers: { cookie }, payload });
}
const openLink = (token: string) => t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
async function linkSentTo(email: string) {
  return new URL(await smtp.linkTo(email, '/verify-email')).searchParams.get('token')!;
}
const emailOf = async (id: string) => (await t.app.services.accounts.findById(id))?.email;

describe('changing the email (D35)', () => {
  it('refuses a wrong password, the same address, a taken one and a malformed one, sending nothing', async () => {
    const { body, account, cookie } = await signedInMember(t.app);
    const other = await registerMember(t.app);
    const unused = newAddress();
    const cases: [object, number, string][] = [
      [{ email: unused, currentPassword: 'Not-My-Password-9' }, 400, securityMessages.currentPasswordWrong],
      [{ email: unused, currentPassword: '' }, 400, securityMessages.currentPasswordRequired],
      [{ email: body.email.toUpperCase(), currentPassword: body.password }, 400, securityMessages.sameEmail],
      [{ email: other.body.email, currentPassword: body.password }, 409, messages.register.emailInUse],
      [{ email: 'not-an-address', currentPassword: body.password }, 400, messages.login.invalidEmail],
    ];
    for (const [payload, status, message] of cases) {
      const response = await requestChange(cookie, payload);
      expect(response.statusCode, response.body).toBe(status);
      expect(errorOf(response).message).toBe(message);
    }
    await t.app.services.background.settled();
    expect(smtp.mails.filter((m) => m.to.includes(unused))).toHaveLength(0);
    expect(await emailOf(account.id)).toBe(body.email);
  });

  it('changes nothing until the link sent to the new address is opened; then the new one signs in, the old one is told, and the link is spent', async () => {
    const { body, account, cookie } = await signedInMember(t.app);
    const next = newAddress();
    const asked = await requestChange(cookie, { email: `  ${next.toUpperCase()} `, currentPassword: body.password });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toEqual({ message: securityMessages.emailChangeSent(next) });
    expect(await emailOf(account.id)).toBe(body.email);
    expect((await signIn(t.app, body.email, body.password)).statusCode).toBe(200);

    const token = await linkSentTo(next);
    const opened = await openLink(token);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toEqual({ message: securityMessages.emailChanged(next) });
    const changed = await t.app.services.accounts.findById(account.id);
    expect(changed?.email).toBe(next);
    expect(changed?.emailVerified).toBe(true);
    expect((await signIn(t.app, next, body.password)).statusCode).toBe(200);
    expect((await signIn(t.app, body.email, body.password)).statusCode).toBe(401);
    // The session in use goes on with the new address.
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
    expect(me.body).toContain(next);

    const [told] = await smtp.waitFor((m) => m.to.includes(body.email) && m.text.includes(`was changed to ${next}`));
    expect(told).toBeDefined();
    const reused = await openLink(token);
    expect(reused.statusCode).toBe(400);
    expect(errorOf(reused).message).toBe(securityMessages.emailChangeInvalid);

    const log = await t.database.db
      .select({ action: schema.auditEvents.action })
      .from(schema.auditEvents)
      .where(eq(schema.auditEvents.subjectUserId, account.id));
    expect(log.map((row) => row.action)).toEqual(
      expect.arrayContaining(['member.email_change_requested', 'member.email_changed']),
    );
  });

  it('refuses an expired link, an altered one, and one whose address was taken meanwhile', async () => {
    const { body, account, cookie } = await signedInMember(t.app);
    const next = newAddress();
    expect((await requestChange(cookie, { email: next, currentPassword: body.password })).statusCode).toBe(200);
    const token = await linkSentTo(next);

    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 25 * 60 * 60 * 1000);
      const expired = await openLink(token);
      expect(expired.statusCode).toBe(400);
      expect(errorOf(expired).message).toBe(securityMessages.emailChangeInvalid);
    } finally {
      vi.useRealTimers();
    }

    // Another address written into the token: its signature no longer holds.
    const [head, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    const forged = [
      head,
      Buffer.from(JSON.stringify({ ...claims, updateTo: 'thief@example.org' })).toString('base64url'),
      signature,
    ].join('.');
    expect((await openLink(forged)).statusCode).toBe(400);

    await registerMember(t.app, { email: next });
    const taken = await openLink(token);
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken).message).toBe(messages.register.emailInUse);
    expect(await emailOf(account.id)).toBe(body.email);
  });

  it('voids every older link once a newer change is asked for: only the newest link changes the address', async () => {
    const { body, account, cookie } = await signedInMember(t.app);
    const [mistyped, alsoWrong, right] = [newAddress(), newAddress(), newAddress()];
    for (const email of [mistyped, alsoWrong, right]) {
      const asked = await requestChange(cookie, { email, currentPassword: body.password });
      expect(asked.statusCode, asked.body).toBe(200);
    }
    for (const email of [mistyped, alsoWrong]) {
      const stale = await openLink(await linkSentTo(email));
      expect(stale.statusCode, stale.body).toBe(400);
      expect(errorOf(stale)).toMatchObject({ code: 'INVALID_TOKEN', message: securityMessages.emailChangeInvalid });
    }
    expect(await emailOf(account.id)).toBe(body.email);

    const opened = await openLink(await linkSentTo(right));
    expect(opened.statusCode, opened.body).toBe(200);
    expect(await emailOf(account.id)).toBe(right);
  });

  it('asks a member with two-factor sign-in on for a code too: the password alone or a wrong code changes nothing', async () => {
    const { body, account, cookie } = await signedInMember(t.app);
    const { secret, recoveryCodes } = await turnOnTwoFactor(t.app, cookie, body.password);
    const refused = newAddress();
    const cases: [object, string, string][] = [
      [{ email: refused, currentPassword: body.password }, 'TWO_FACTOR_REQUIRED', twoFactorMessages.codeRequired],
      [
        { email: refused, currentPassword: body.password, code: 'wrong-code' },
        'INVALID_TWO_FACTOR_CODE',
        twoFactorMessages.codeWrong,
      ],
    ];
    for (const [payload, code, message] of cases) {
      const response = await requestChange(cookie, payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(errorOf(response)).toMatchObject({ code, message });
    }

    // The step after the one that turned it on (a code works once), then a recovery code.
    const next = newAddress();
    const withCode = await requestChange(cookie, {
      email: next,
      currentPassword: body.password,
      code: totpCode(secret, Date.now() + 30_000),
    });
    expect(withCode.statusCode, withCode.body).toBe(200);
    const last = newAddress();
    const withRecovery = await requestChange(cookie, {
      email: last,
      currentPassword: body.password,
      code: recoveryCodes[0]!,
    });
    expect(withRecovery.statusCode, withRecovery.body).toBe(200);

    await t.app.services.background.settled();
    expect(smtp.mails.filter((m) => m.to.includes(refused))).toHaveLength(0);
    expect((await openLink(await linkSentTo(last))).statusCode).toBe(200);
    expect(await emailOf(account.id)).toBe(last);
  });

  it('asks for the password: 5 tries in 15 minutes, shared with the password change', async () => {
    const { body, cookie } = await signedInMember(t.app);
    for (let i = 0; i < 5; i++) {
      const wrong = await requestChange(cookie, { email: newAddress(), currentPassword: `Wrong-Password-${i}` });
      expect(wrong.statusCode).toBe(400);
    }
    const held = await requestChange(cookie, { email: newAddress(), currentPassword: body.password });
    expect(held.statusCode).toBe(429);
    expect(errorOf(held).message).toBe(securityMessages.tooManyAttempts);
  });
});
