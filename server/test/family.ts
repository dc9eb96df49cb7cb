import { afterAll, beforeAll, expect } from 'vitest';
import { familyMessages } from '#shared/schemas/family.ts';
import { signedInMember } from './members.ts';
import { completeProfile } from './profile-fixture.ts';
import { startSmtpCatcher } from './smtp-catcher.ts';
import { createTestApp, type TestApp } from './test-app.ts';

type MailCatcher = Awaited<ReturnType<typeof startSmtpCatcher>>;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Answer = { cookies: { name: string; value: string }[] };

export const FAMILY_PASSWORD = 'Mother-Keeps-Faith-7';
export const cookieOf = (response: Answer) =>
  response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');

let serial = 0;
export const relativeEmail = () => `mother.${Date.now().toString(36)}.${(serial += 1)}@family.example.org`;

/**
 * D45's steps for API tests, through the app's own routes (the app and the mail catcher are read
 * when a step runs, so a file may make them in beforeAll): a member with a complete profile, an
 * invitation (its token read from the mail the catcher received), an acceptance with a new account.
 */
export function familySteps(app: () => TestApp, mails: () => Awaited<ReturnType<typeof startSmtpCatcher>>) {
  const call = (cookie: string | undefined, method: Method, url: string, payload?: object) =>
    app().app.inject({ method, url, ...(cookie ? { headers: { cookie } } : {}), ...(payload ? { payload } : {}) });

  /** A member with a complete profile (shown in discovery). */
  async function member(firstName = 'Hannah') {
    const signed = await signedInMember(app().app);
    const saved = await call(signed.cookie, 'PUT', '/api/profiles/me', completeProfile({ firstName }));
    expect(saved.statusCode, saved.body).toBe(200);
    return signed;
  }

  /** A man with a complete profile, who may send and answer interests. */
  async function man(firstName: string) {
    const signed = await signedInMember(app().app);
    const profile = completeProfile({ firstName, lastName: 'Levi', gender: 'Male', city: 'Thrissur' });
    expect((await call(signed.cookie, 'PUT', '/api/profiles/me', profile)).statusCode).toBe(200);
    return signed;
  }

  /** The member invites `email`; the token of the link the relative received. */
  async function invited(cookie: string, email: string, relation = 'parent') {
    const response = await call(cookie, 'POST', '/api/family/invitations', { email, relation });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().message).toBe(familyMessages.invited);
    await mails().waitFor((mail) => mail.to.includes(email), 1);
    return new URL(await mails().linkTo(email, '/family/accept')).searchParams.get('token')!;
  }

  /** The relative accepts with a new account; their session cookie. */
  async function accepted(token: string, firstName = 'Elizabeth') {
    const response = await call(undefined, 'POST', '/api/family/accept', {
      token,
      firstName,
      lastName: 'Joseph',
      password: FAMILY_PASSWORD,
      confirmPassword: FAMILY_PASSWORD,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().message).toBe(familyMessages.accepted);
    return cookieOf(response);
  }

  return { call, member, man, invited, accepted };
}

/**
 * A family test file's app, with its mail catcher: made before the file's tests, closed after
 * them. The getters, and D45's steps through the app's routes.
 */
export function familyTestApp() {
  const made: { t?: TestApp; smtp?: MailCatcher } = {};
  beforeAll(async () => {
    made.smtp = await startSmtpCatcher();
    made.t = await createTestApp({ ...made.smtp.env, LOG_LEVEL: 'error' });
  });
  afterAll(async () => {
    await made.t?.close();
    await made.smtp?.close();
  });
  const app = () => made.t!;
  const mails = () => made.smtp!;
  return { app, mails, ...familySteps(app, mails) };
}
