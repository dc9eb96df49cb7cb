import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '#server/db/schema.ts';
import { completeProfile } from '#server/test/profile-fixture.ts';
import { signedInMember } from '#server/test/members.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { LOOKING_FOR_MESSAGE } from '#shared/schemas/profile.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const answer = (cookie: string, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/profiles/me/looking-for', payload: payload as object, headers: { cookie } });
const dashboard = async (cookie: string) =>
  (await t.app.inject({ url: '/api/dashboard', headers: { cookie } })).json() as { lookingFor: string | null };
const ownProfile = async (cookie: string) =>
  (await t.app.inject({ url: '/api/profiles/me', headers: { cookie } })).json() as Record<string, unknown>;
const storedLookingFor = async (userId: string) =>
  (
    await t.database.db
      .select({ lookingFor: schema.profiles.lookingFor })
      .from(schema.profiles)
      .where(eq(schema.profiles.userId, userId))
  )[0]?.lookingFor;

describe('whom a member is looking for (D36)', () => {
  it('is not said after registration, so the dashboard asks', async () => {
    const { cookie } = await signedInMember(t.app);
    expect((await dashboard(cookie)).lookingFor).toBeNull();
    expect((await ownProfile(cookie)).lookingFor).toBe('');
  });

  it("is answered from the dashboard's question without the rest of the profile, and changes nothing else", async () => {
    const { cookie, account } = await signedInMember(t.app);
    const response = await answer(cookie, { lookingFor: 'Male' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ lookingFor: 'Male' });
    expect(await storedLookingFor(account.id)).toBe('Male');
    expect((await dashboard(cookie)).lookingFor).toBe('Male');
    const profile = await ownProfile(cookie);
    expect(profile).toMatchObject({ lookingFor: 'Male', profileStatus: 'incomplete', gender: '' });
  });

  it('refuses anything but a man or a woman with a clear message, and keeps the answer', async () => {
    const { cookie, account } = await signedInMember(t.app);
    await answer(cookie, { lookingFor: 'Female' });
    for (const payload of [
      { lookingFor: 'Other' },
      { lookingFor: '' },
      { lookingFor: 'male' },
      {},
      { lookingFor: 'Male', x: 1 },
    ]) {
      const response = await answer(cookie, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const refused = await answer(cookie, { lookingFor: 'Other' });
    expect(refused.json().error.message).toContain(LOOKING_FOR_MESSAGE);
    expect(await storedLookingFor(account.id)).toBe('Female');
  });

  it('is a field of My Profile: a save sets it, clears it with an empty choice, and leaves it when the save omits it', async () => {
    const { cookie, account } = await signedInMember(t.app);
    const save = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/profiles/me', payload, headers: { cookie } });
    expect((await save(completeProfile({ lookingFor: 'Female' }))).statusCode).toBe(200);
    expect(await storedLookingFor(account.id)).toBe('Female');
    expect(completeProfile()).not.toHaveProperty('lookingFor');
    expect((await save(completeProfile())).statusCode).toBe(200);
    expect(await storedLookingFor(account.id)).toBe('Female');
    expect((await save(completeProfile({ lookingFor: '' }))).statusCode).toBe(200);
    expect(await storedLookingFor(account.id)).toBeNull();
    expect((await save(completeProfile({ lookingFor: 'Other' as 'Male' }))).statusCode).toBe(400);
    expect(await storedLookingFor(account.id)).toBeNull();
  });

  it('is never shown to other members', async () => {
    const viewer = await signedInMember(t.app);
    const member = await signedInMember(t.app);
    await t.app.inject({
      method: 'PUT',
      url: '/api/profiles/me',
      payload: completeProfile({ lookingFor: 'Female' }),
      headers: { cookie: member.cookie },
    });
    const view = await t.app.inject({ url: `/api/profiles/${member.account.id}`, headers: { cookie: viewer.cookie } });
    expect(view.statusCode).toBe(200);
    expect(view.json()).not.toHaveProperty('lookingFor');
  });
});
