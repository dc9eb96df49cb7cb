import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedProfile, signedInMember, signedInSuperAdmin } from '#server/test/members.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { schema } from '#server/db/schema.ts';
import { THROTTLE_RULES } from '#server/modules/throttle/throttle.rules.ts';
import { createSettingsService, MEMBERSHIP_MODE_TTL_MS } from './settings.service.ts';

/**
 * D41: 'Everyone has full access' removes the tiers on the server (every card in full, no daily
 * reveal limit, the advanced filters, the shortlist, Profile Details) and 'Free and Premium' brings
 * them back; the per-account ceiling on profiles pulled a day stays in every mode.
 */
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInSuperAdmin>>;
const church = `Full Access Chapel ${crypto.randomUUID().slice(0, 8)}`;
const members: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInSuperAdmin(t.app);
  for (let i = 0; i < 8; i++) members.push(await seedProfile(t.app, { church, heightCm: 150 + i * 5 }));
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const get = (cookie: string, url: string) => t.app.inject({ url, headers: { cookie } });
async function setMode(membershipMode: string) {
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers: { cookie: admin.cookie },
    payload: { moderationMode: 'after', registrationOpen: true, membershipMode },
  });
  expect(response.statusCode, response.body).toBe(200);
}
async function discover(cookie: string, query = '') {
  const response = await get(cookie, `/api/discovery?church=${encodeURIComponent(church)}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { cards: { redacted: boolean }[]; tier: string; revealsLeft: number | null };
}
const shortlist = (cookie: string, id: string) =>
  t.app.inject({ method: 'PUT', url: `/api/shortlists/${id}`, headers: { cookie } });

describe('the membership model on the server (D41)', () => {
  it('full access: the tiers disappear for a free member; back in free and premium they return', async () => {
    const free = await signedInMember(t.app, { firstName: 'Freda' });
    // The default mode: 5 reveals, then redacted cards; no shortlist; limited details.
    const before = await discover(free.cookie);
    expect(before.tier).toBe('free');
    expect(before.cards.filter((card) => !card.redacted)).toHaveLength(5);
    expect((await shortlist(free.cookie, members[0]!)).statusCode).toBe(403);
    expect((await get(free.cookie, `/api/profiles/${members[7]!}`)).json().detail).toBe('limited');
    // A premium filter is ignored for a free member.
    expect((await discover(free.cookie, '&heightMin=180')).cards.length).toBe(8);

    await setMode('full_access');
    const open = await discover(free.cookie);
    expect(open).toMatchObject({ tier: 'premium', revealsLeft: null });
    expect(open.cards).toHaveLength(8);
    expect(open.cards.every((card) => !card.redacted)).toBe(true);
    expect((await discover(free.cookie, '&heightMin=180')).cards.length).toBe(2);
    expect((await shortlist(free.cookie, members[0]!)).statusCode).toBe(204);
    expect((await get(free.cookie, `/api/profiles/${members[7]!}`)).json().detail).toBe('full');
    expect((await get(free.cookie, '/api/dashboard')).json()).toMatchObject({ membershipType: 'free', shortlisted: 1 });

    await setMode('free_and_premium');
    const after = await discover(free.cookie);
    expect(after.tier).toBe('free');
    expect(after.cards.some((card) => card.redacted)).toBe(true);
    expect((await shortlist(free.cookie, members[1]!)).statusCode).toBe(403);
    expect((await get(free.cookie, `/api/profiles/${members[6]!}`)).json().detail).toBe('limited');
    expect((await get(free.cookie, '/api/dashboard')).json().shortlisted).toBeNull();
  });

  it("'granted by the church office' keeps the tiers as they are", async () => {
    await setMode('granted');
    const free = await signedInMember(t.app);
    expect((await discover(free.cookie)).tier).toBe('free');
    expect((await shortlist(free.cookie, members[0]!)).statusCode).toBe(403);
    await setMode('free_and_premium');
  });

  it('full access keeps the daily ceiling of profiles pulled (scraping guard)', async () => {
    await setMode('full_access');
    const member = await signedInMember(t.app);
    await t.app.services.throttle.consumeMany(THROTTLE_RULES.profilesPerDay, member.account.id, 999);
    expect((await discover(member.cookie)).cards).toHaveLength(8); // served while below, and reached
    const refused = await get(member.cookie, `/api/discovery?church=${encodeURIComponent(church)}`);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('PROFILE_CEILING');
    await setMode('free_and_premium');
  });

  it('an instance reads the model at most every 2 s: a change made elsewhere is seen within that time', async () => {
    let now = 1_000_000;
    const settings = createSettingsService({
      db: t.database.db,
      audit: t.app.services.audit,
      moderation: { modeChanged: async () => {} },
      publish: async () => {},
      clock: () => now,
    });
    await setMode('free_and_premium');
    expect(await settings.membershipMode()).toBe('free_and_premium');
    // Another instance changes the model (the row, as its service writes it).
    await t.database.db.update(schema.appSettings).set({ membershipMode: 'full_access' });
    expect(await settings.membershipMode()).toBe('free_and_premium');
    now += MEMBERSHIP_MODE_TTL_MS + 1;
    expect(await settings.membershipMode()).toBe('full_access');
    await t.database.db.update(schema.appSettings).set({ membershipMode: 'free_and_premium' });
  });
});
