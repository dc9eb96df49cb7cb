import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileMessages } from '#shared/messages.ts';
import { schema } from '#server/db/schema.ts';
import { completeProfile } from '#server/test/profile-fixture.ts';
import { makePremium, signedInMember, signedInSuperAdmin } from '#server/test/members.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const PREFERENCES = {
  partnerAgeMin: 28,
  partnerAgeMax: 36,
  partnerHeightMinCm: 165,
  partnerHeightMaxCm: 190,
  partnerMaritalStatus: 'Never Married',
  partnerEducation: 'Graduate',
  partnerOccupation: 'Teacher',
  partnerLocation: 'Kerala',
  partnerChurch: 'Mar Thoma',
} as const;

const save = (cookie: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/profiles/me', payload, headers: { cookie } });
const stored = async (userId: string) =>
  (await t.database.db.select().from(schema.profiles).where(eq(schema.profiles.userId, userId)))[0]!;

describe("the member's partner preferences on My Profile (D36)", () => {
  it('are saved with the profile and read back on My Profile', async () => {
    const { cookie, account } = await signedInMember(t.app);
    const response = await save(cookie, completeProfile(PREFERENCES));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject(PREFERENCES);
    expect(await stored(account.id)).toMatchObject(PREFERENCES);
  });

  it('are all optional: a save without them leaves them, empty values clear them', async () => {
    const { cookie, account } = await signedInMember(t.app);
    await save(cookie, completeProfile(PREFERENCES));
    expect((await save(cookie, completeProfile())).statusCode).toBe(200);
    expect(await stored(account.id)).toMatchObject(PREFERENCES);
    const cleared = await save(
      cookie,
      completeProfile({
        partnerAgeMin: null,
        partnerAgeMax: null,
        partnerHeightMinCm: null,
        partnerHeightMaxCm: null,
        partnerMaritalStatus: '',
        partnerEducation: '',
        partnerOccupation: '',
        partnerLocation: '',
        partnerChurch: '',
      }),
    );
    expect(cleared.statusCode).toBe(200);
    expect(await stored(account.id)).toMatchObject({
      partnerAgeMin: null,
      partnerAgeMax: null,
      partnerMaritalStatus: null,
      partnerChurch: null,
    });
  });

  it('refuses a range whose maximum is below its minimum, or an age outside 18 to 100, and saves nothing', async () => {
    const { cookie, account } = await signedInMember(t.app);
    const refusals: [object, string][] = [
      [{ partnerAgeMin: 40, partnerAgeMax: 30 }, profileMessages.partnerAgeRange],
      [{ partnerHeightMinCm: 180, partnerHeightMaxCm: 170 }, profileMessages.partnerHeightRange],
      [{ partnerAgeMin: 17 }, 'Enter at least 18 years.'],
      [{ partnerAgeMax: 101 }, 'Enter at most 100 years.'],
    ];
    for (const [preferences, message] of refusals) {
      const response = await save(cookie, completeProfile({ firstName: 'Changed', ...preferences }));
      expect(response.statusCode, JSON.stringify(preferences)).toBe(400);
      expect(response.json().error.message).toContain(message);
    }
    const row = await stored(account.id);
    expect(row.partnerAgeMin).toBeNull();
    expect(row.partnerHeightMinCm).toBeNull();
  });

  it("are the member's own: no other member reads them, the admin's record shows the same columns (D5)", async () => {
    const member = await signedInMember(t.app);
    await save(member.cookie, completeProfile(PREFERENCES));
    const viewer = await signedInMember(t.app);
    await makePremium(t.database.db, viewer.account.id);
    const view = await t.app.inject({ url: `/api/profiles/${member.account.id}`, headers: { cookie: viewer.cookie } });
    expect(view.statusCode).toBe(200);
    for (const name of Object.keys(PREFERENCES)) expect(view.json()).not.toHaveProperty(name);

    const admin = await signedInSuperAdmin(t.app);
    const record = await t.app.inject({
      url: `/api/admin/users/${member.account.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(record.statusCode).toBe(200);
    expect(record.json().values).toMatchObject(PREFERENCES);
  });
});
