import { eq as eqColumn, inArray } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { schema } from '#server/db/schema.ts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { RegisterRequest } from '#shared/schemas/registration.ts';
import type { ProfileSave } from '#shared/schemas/profile.ts';
import { completeProfile } from './profile-fixture.ts';
import { memberOf } from '#server/lib/member.ts';
import { totpCode } from './totp.ts';

let counter = 0;

/** A valid registration; every call a new email. The one place tests make members. */
export function registration(overrides: Partial<RegisterRequest> = {}): RegisterRequest {
  counter += 1;
  return {
    firstName: 'Grace',
    lastName: 'Thomas',
    email: `member${counter}.${process.pid}@example.org`,
    countryCode: '+91',
    phoneNumber: '9876543210',
    password: 'Faithful-Heart-42',
    confirmPassword: 'Faithful-Heart-42',
    ...overrides,
  };
}

/** A different client address for each test, so throttling of one test does not leak into another. */
export function nextIp(): string {
  counter += 1;
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
}

export function cookieHeader(response: LightMyRequestResponse): string {
  return response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

export async function registerMember(app: FastifyInstance, overrides: Partial<RegisterRequest> = {}) {
  const body = registration(overrides);
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: body,
    remoteAddress: nextIp(),
  });
  if (response.statusCode !== 201) throw new Error(`registration failed: ${response.statusCode} ${response.body}`);
  // The verification mail goes in the background: sent before the test goes on, so that it is
  // not taken for a mail the test causes next.
  await app.services.auth.settled();
  return { body, account: response.json().account as { id: string; email: string } };
}

export async function signIn(app: FastifyInstance, email: string, password: string, remoteAddress = nextIp()) {
  return app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });
}

/** Registers and signs in; returns the cookie header of the session. */
export async function signedInMember(app: FastifyInstance, overrides: Partial<RegisterRequest> = {}) {
  const { body, account } = await registerMember(app, overrides);
  const response = await signIn(app, body.email, body.password);
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return { body, account, cookie: cookieHeader(response) };
}

/** D45: flags an account as a relative's (a session made before keeps what it read). */
export async function markRelative(db: Database, id: string) {
  await db.update(schema.users).set({ relativeAccount: true }).where(eqColumn(schema.users.id, id));
}

/**
 * D45: a relative's account, signed in. Made as a member's account and flagged (the invitation's
 * own journey is family.routes.test.ts), then signed in afresh so that its session reads the flag.
 */
export async function signedInRelative(app: FastifyInstance, db: Database) {
  const { body, account } = await registerMember(app);
  await app.services.auth.settled();
  await markRelative(db, account.id);
  const response = await signIn(app, body.email, body.password);
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return { body, account, cookie: cookieHeader(response) };
}

/** D35: the authenticator's code for a secret (as an app computes it). */
export { totpCode } from './totp.ts';

/** D35: turns on two-factor sign-in through the API; the authenticator's secret and the recovery codes. */
export async function turnOnTwoFactor(app: FastifyInstance, cookie: string, password: string) {
  const setup = await app.inject({
    method: 'POST',
    url: '/api/auth/two-factor/setup',
    headers: { cookie },
    payload: { currentPassword: password },
  });
  if (setup.statusCode !== 200) throw new Error(`two-factor setup failed: ${setup.statusCode} ${setup.body}`);
  const { secret } = setup.json() as { secret: string };
  const enable = await app.inject({
    method: 'POST',
    url: '/api/auth/two-factor/enable',
    headers: { cookie },
    payload: { code: totpCode(secret) },
  });
  if (enable.statusCode !== 200) throw new Error(`two-factor enable failed: ${enable.statusCode} ${enable.body}`);
  return { secret, recoveryCodes: (enable.json() as { recoveryCodes: string[] }).recoveryCodes };
}

/** A signed-in super admin with two-factor sign-in on: the admin routes refuse one without (D35). */
export async function signedInSuperAdmin(app: FastifyInstance, overrides: Partial<RegisterRequest> = {}) {
  const member = await signedInMember(app, overrides);
  await app.services.accounts.setRole(member.account.id, 'super_admin');
  return { ...member, twoFactor: await turnOnTwoFactor(app, member.cookie, member.body.password) };
}

/** Direct state changes for tests whose feature (admin, interests, blocks) is not what they test. */

export async function makePremium(db: Database, userId: string) {
  await db.update(schema.users).set({ membershipType: 'premium' }).where(eqColumn(schema.users.id, userId));
}

export async function block(db: Database, blockerId: string, blockedId: string) {
  await db.insert(schema.blocks).values({ blockerId, blockedId });
}

export async function acceptedInterest(db: Database, senderId: string, receiverId: string) {
  await db.insert(schema.interests).values({ senderId, receiverId, status: 'accepted' });
}

export async function deactivateByAdmin(db: Database, userId: string) {
  await db
    .update(schema.users)
    .set({ accountStatus: 'deactivated', deactivatedBy: 'admin' })
    .where(eqColumn(schema.users.id, userId));
}

/** A member with a complete profile who never signs in (no password): the subject of searches. */
export async function seedProfile(app: FastifyInstance, overrides: Partial<ProfileSave> = {}) {
  const { accounts, profiles } = app.services;
  const id = crypto.randomUUID();
  counter += 1;
  await accounts.createMember(
    {
      id,
      email: `subject${counter}.${process.pid}@example.org`,
      firstName: overrides.firstName ?? 'Subject',
      lastName: overrides.lastName ?? 'Member',
      countryCode: '+91',
      phoneNumber: '9876543210',
      passwordHash: null,
    },
    {},
  );
  const account = await accounts.findById(id);
  if (!account) throw new Error('seeded member missing');
  await profiles.save(memberOf(account), completeProfile(overrides));
  return id;
}

/** D31: puts members on hold as three reports would, for tests of the release. */
export async function holdMembers(db: Database, userIds: string[]) {
  await db.update(schema.profiles).set({ heldAt: new Date() }).where(inArray(schema.profiles.userId, userIds));
}
