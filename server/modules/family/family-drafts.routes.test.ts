import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.ts';
import { familyDraftMessages } from '#shared/schemas/family-drafts.ts';
import { schema } from '#server/db/schema.ts';
import { SCREEN } from '#server/security/privacy-screens.ts';
import { completeProfile } from '#server/test/profile-fixture.ts';
import { cookieOf, FAMILY_PASSWORD, familyTestApp, relativeEmail } from '#server/test/family.ts';
import { nextIp } from '#server/test/members.ts';

/** D45: a profile someone starts at registration for their daughter, son, sibling, friend or relative. */

const { app, mails, call, man } = familyTestApp();

/** A registration from its own network address (the per-network ceiling is registration's own test). */
const register = (payload: object) =>
  app().app.inject({ method: 'POST', url: '/api/family/drafts', payload, remoteAddress: nextIp() });

const DAUGHTER_PASSWORD = 'Daughter-Walks-Free-9';
let serial = 0;
const memberEmail = () => `daughter.${Date.now().toString(36)}.${(serial += 1)}@family.example.org`;

/** The mother registers for her daughter; her session and the daughter's invitation token. */
async function started(overrides: Record<string, unknown> = {}) {
  const email = relativeEmail();
  const daughter = memberEmail();
  const response = await register({
    profileFor: 'Daughter',
    firstName: 'Ruth',
    lastName: 'Mathew',
    email,
    password: FAMILY_PASSWORD,
    confirmPassword: FAMILY_PASSWORD,
    memberFirstName: 'Miriam',
    memberLastName: 'Mathew',
    memberEmail: daughter,
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(201);
  expect(response.json().message).toBe(familyDraftMessages.started);
  const to = (overrides.memberEmail as string | undefined) ?? daughter;
  const token = new URL(await mails().linkTo(to, '/family/draft')).searchParams.get('token')!;
  return { mother: cookieOf(response), email, daughter: to, token };
}

/** The draft's profile as the mother fills it in: the member's form without contact details. */
const draftProfile = (church: string) => {
  const {
    countryCode: _code,
    phoneNumber: _phone,
    ...profile
  } = completeProfile({
    firstName: 'Miriam',
    lastName: 'Mathew',
    gender: 'Female',
    church,
  });
  return profile;
};

const drafts = async (cookie: string) => (await call(cookie, 'GET', '/api/family/drafts')).json().drafts;
const accountOf = async (email: string) =>
  (
    await app()
      .database.db.select()
      .from(schema.users)
      .where(eq(sql`lower(${schema.users.email})`, email))
  )[0];
const discoveredIn = async (cookie: string, church: string) =>
  (await call(cookie, 'GET', `/api/discovery?${new URLSearchParams({ church }).toString()}`)).json().cards as {
    firstName: string;
  }[];

describe('a profile a parent starts (D45)', () => {
  it('is nobody’s account until the member accepts it; then it is theirs, complete, linked to the mother', async () => {
    const church = `Bethel Draft ${Math.random().toString(36).slice(2, 8)}`;
    const { mother, email, daughter, token } = await started();
    expect(await accountOf(email)).toMatchObject({ relativeAccount: true, role: 'user' });
    const mail = mails().mails.find((m) => m.to.includes(daughter))!;
    expect(mail.raw).toMatch(/^Subject: Ruth has started a profile for you on Divine Match$/m);

    const [draft] = await drafts(mother);
    expect(draft).toMatchObject({ profileFor: 'Daughter', relation: 'parent', firstName: 'Miriam', filledIn: false });
    expect(Object.keys(draft).sort()).toEqual([...SCREEN.familyDraft].sort());
    const saved = await call(mother, 'PUT', `/api/family/drafts/${draft.id}/profile`, draftProfile(church));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe(familyDraftMessages.saved);
    expect((await drafts(mother))[0]).toMatchObject({
      filledIn: true,
      profile: { church, profileCreatedBy: 'Daughter' },
    });

    // Nobody can find, see or sign in to it: it is no account.
    expect(await accountOf(daughter)).toBeUndefined();
    const boaz = await man('Boaz');
    expect((await discoveredIn(boaz.cookie, church)).map((m) => m.firstName)).toEqual([]);
    const signIn = await call(undefined, 'POST', '/api/auth/login', { email: daughter, password: DAUGHTER_PASSWORD });
    expect(signIn.statusCode).toBe(401);

    const preview = await call(undefined, 'POST', '/api/family/draft', { token });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({
      relativeFirstName: 'Ruth',
      relation: 'parent',
      profileFor: 'Daughter',
      email: daughter,
      profile: { church },
    });
    expect(Object.keys(preview.json()).sort()).toEqual([...SCREEN.familyDraftInvitation].sort());
    expect(preview.json().profile).not.toHaveProperty('phoneNumber');

    const accepted = await call(undefined, 'POST', '/api/family/draft/accept', {
      token,
      password: DAUGHTER_PASSWORD,
      confirmPassword: DAUGHTER_PASSWORD,
      countryCode: '+91',
      phoneNumber: '9876501234',
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json().message).toBe(familyDraftMessages.accepted);
    const miriam = cookieOf(accepted);
    const own = (await call(miriam, 'GET', '/api/profiles/me')).json();
    expect(own).toMatchObject({
      firstName: 'Miriam',
      profileStatus: 'complete',
      profileCreatedBy: 'Daughter',
      church,
      phoneNumber: '9876501234',
    });
    expect(await accountOf(daughter)).toMatchObject({ relativeAccount: false, emailVerified: true });
    expect((await discoveredIn(boaz.cookie, church)).map((m) => m.firstName)).toEqual(['Miriam']);

    const family = (await call(miriam, 'GET', '/api/family')).json();
    expect(family.links).toEqual([
      expect.objectContaining({ status: 'active', firstName: 'Ruth', relation: 'parent', mayEditProfile: true }),
    ]);
    expect(family.log.map((entry: { action: string }) => entry.action)).toEqual(['profile_started']);
    const linked = (await call(mother, 'GET', '/api/family/linked')).json().members;
    expect(linked).toEqual([expect.objectContaining({ firstName: 'Miriam', relation: 'parent' })]);
    expect(await drafts(mother)).toEqual([]);

    // The link worked once.
    expect((await call(undefined, 'POST', '/api/family/draft', { token })).statusCode).toBe(404);
  });

  it('a refusal deletes the draft; nothing of it stays', async () => {
    const { mother, daughter, token } = await started({ profileFor: 'Brother', sibling: 'sister' });
    expect((await drafts(mother))[0]).toMatchObject({ profileFor: 'Brother', relation: 'sister' });
    const refused = await call(undefined, 'POST', '/api/family/draft/refuse', { token });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json().message).toBe(familyDraftMessages.refused);
    expect(await drafts(mother)).toEqual([]);
    expect(await accountOf(daughter)).toBeUndefined();
    const again = await call(undefined, 'POST', '/api/family/draft/accept', {
      token,
      password: DAUGHTER_PASSWORD,
      confirmPassword: DAUGHTER_PASSWORD,
      countryCode: '+91',
      phoneNumber: '9876501234',
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(familyDraftMessages.invitationInvalid);
  });

  it('refuses what it must, in the form’s words, and changes nothing', async () => {
    const boaz = await man('Boaz');
    const taken = await register({
      profileFor: 'Son',
      firstName: 'Ruth',
      lastName: 'Mathew',
      email: relativeEmail(),
      password: FAMILY_PASSWORD,
      confirmPassword: FAMILY_PASSWORD,
      memberFirstName: 'Boaz',
      memberLastName: 'Levi',
      memberEmail: boaz.account.email,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe(familyDraftMessages.memberEmailInUse);

    const { mother, daughter, token } = await started();
    const twice = await register({
      profileFor: 'Daughter',
      firstName: 'Anna',
      lastName: 'Mathew',
      email: relativeEmail(),
      password: FAMILY_PASSWORD,
      confirmPassword: FAMILY_PASSWORD,
      memberFirstName: 'Miriam',
      memberLastName: 'Mathew',
      memberEmail: daughter,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(familyDraftMessages.draftInUse);

    const noSibling = await register({
      profileFor: 'Sister',
      firstName: 'Anna',
      lastName: 'Mathew',
      email: relativeEmail(),
      password: FAMILY_PASSWORD,
      confirmPassword: FAMILY_PASSWORD,
      memberFirstName: 'Leah',
      memberLastName: 'Mathew',
      memberEmail: memberEmail(),
    });
    expect(noSibling.statusCode).toBe(400);
    expect(noSibling.json().error.message).toBe(familyDraftMessages.siblingInvalid);

    const [draft] = await drafts(mother);
    const tooYoung = { ...draftProfile('Bethel'), dob: new Date().toISOString().slice(0, 10) };
    const young = await call(mother, 'PUT', `/api/family/drafts/${draft.id}/profile`, tooYoung);
    expect(young.statusCode).toBe(400);
    expect((await drafts(mother))[0].filledIn).toBe(false);

    // Another relative's account and a member are refused the draft; a member is refused the relative's routes.
    const other = await started();
    const foreign = await call(other.mother, 'PUT', `/api/family/drafts/${draft.id}/profile`, draftProfile('Bethel'));
    expect(foreign.statusCode).toBe(404);
    expect((await call(other.mother, 'DELETE', `/api/family/drafts/${draft.id}`)).statusCode).toBe(404);
    expect((await call(boaz.cookie, 'GET', '/api/family/drafts')).statusCode).toBe(403);

    const mismatch = await call(undefined, 'POST', '/api/family/draft/accept', {
      token,
      password: DAUGHTER_PASSWORD,
      confirmPassword: 'Something-Else-1',
      countryCode: '+91',
      phoneNumber: '9876501234',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error.message).toBe(messages.register.passwordsDoNotMatch);
    expect(await accountOf(daughter)).toBeUndefined();

    // A new invitation: the earlier link stops working; the draft is deleted by its relative.
    const resent = await call(mother, 'POST', `/api/family/drafts/${draft.id}/invitation`);
    expect(resent.statusCode, resent.body).toBe(200);
    expect((await call(undefined, 'POST', '/api/family/draft', { token })).statusCode).toBe(404);
    await mails().waitFor((mail) => mail.to.includes(daughter), 2);
    const removed = await call(mother, 'DELETE', `/api/family/drafts/${draft.id}`);
    expect(removed.json().message).toBe(familyDraftMessages.deleted);
    expect(await drafts(mother)).toEqual([]);
  });
});
