import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpCatcher } from '#server/test/smtp-catcher.ts';
import { nextIp, registration, signedInMember, signedInSuperAdmin, signIn } from '#server/test/members.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

/** D42's password policy: the office raises the minimum; registration, change and reset apply it. */
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInSuperAdmin>>;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createTestApp({ ...smtp.env, LOG_LEVEL: 'error' });
  admin = await signedInSuperAdmin(t.app);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const SHORT = 'Faithful-Heart-42'; // 17 characters: enough for the spec's 6, not for 20
const LONG = 'Faithful-Heart-42-Amen!'; // 23
const TOO_SHORT = 'Password must be at least 20 characters long.';

const setMinimum = (passwordMinLength: number) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers: { cookie: admin.cookie },
    payload: { moderationMode: 'after', registrationOpen: true, passwordMinLength },
  });
const register = (password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: registration({ password, confirmPassword: password }),
    remoteAddress: nextIp(),
  });

describe('the password minimum (D42)', () => {
  it('is never below the spec’s 6, and visitors learn it', async () => {
    expect((await setMinimum(5)).statusCode).toBe(400);
    const settings = await t.app.inject({ url: '/api/settings' });
    expect(settings.json()).toMatchObject({ passwordMinLength: 6 });
  });

  it('raised, applies to registration, password change and reset; passwords chosen before keep working', async () => {
    const before = await signedInMember(t.app, { password: SHORT, confirmPassword: SHORT });
    expect((await setMinimum(20)).statusCode).toBe(200);
    try {
      expect((await t.app.inject({ url: '/api/settings' })).json()).toMatchObject({ passwordMinLength: 20 });

      // Registration.
      const short = await register(SHORT);
      expect(short.statusCode).toBe(400);
      expect(short.json().error).toMatchObject({ code: 'PASSWORD_TOO_SHORT', message: TOO_SHORT });
      expect((await register(LONG)).statusCode).toBe(201);

      // The member who chose a shorter password before still signs in.
      expect((await signIn(t.app, before.body.email, SHORT)).statusCode).toBe(200);

      // Password change.
      const change = (password: string) =>
        t.app.inject({
          method: 'PUT',
          url: '/api/auth/password',
          headers: { cookie: before.cookie },
          payload: { currentPassword: SHORT, password, confirmPassword: password },
        });
      const shortChange = await change('Another-Short-1');
      expect(shortChange.statusCode).toBe(400);
      expect(shortChange.json().error.message).toBe(TOO_SHORT);
      expect((await signIn(t.app, before.body.email, SHORT)).statusCode).toBe(200);

      // Password reset.
      const other = await signedInMember(t.app, { password: LONG, confirmPassword: LONG });
      const asked = await t.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset',
        payload: { email: other.body.email },
      });
      expect(asked.statusCode).toBe(202);
      const token = new URL(await smtp.linkTo(other.body.email, '/reset-password')).searchParams.get('token')!;
      const reset = (password: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/password-reset/confirm',
          payload: { token, password, confirmPassword: password },
        });
      const shortReset = await reset('Short-Reset-Pass-7');
      expect(shortReset.statusCode).toBe(400);
      expect(shortReset.json().error.message).toBe(TOO_SHORT);
      expect((await reset('A-Long-Enough-Reset-Pass-7')).statusCode).toBe(200);
      expect((await signIn(t.app, other.body.email, 'A-Long-Enough-Reset-Pass-7')).statusCode).toBe(200);

      // And the change with a long enough one goes through.
      expect((await change('A-Long-Enough-New-Pass-3')).statusCode).toBe(200);
    } finally {
      await setMinimum(6);
    }
  });
});
