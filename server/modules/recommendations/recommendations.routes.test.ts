import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProfileSave } from '#shared/schemas/profile.ts';
import type { Recommendations } from '#shared/schemas/recommendations.ts';
import { schema } from '#server/db/schema.ts';
import { block, deactivateByAdmin, makePremium, seedProfile, signedInMember } from '#server/test/members.ts';
import { completeProfile } from '#server/test/profile-fixture.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

const DAY = 24 * 60 * 60 * 1000;
let now = new Date('2026-12-01T08:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
});
afterAll(async () => {
  await t?.close();
});

interface Group {
  church: string;
  height: number;
}
let tokenCount = 0;
/**
 * Each test's men share a height no other test's members have, and its viewer asks for exactly that
 * height (a firm preference): only they can be recommended to her, so her list is made of them alone.
 * She also prefers their church (a preference that only ranks).
 */
const token = (): Group => {
  tokenCount += 1;
  return {
    church: `Recommending ${tokenCount} of ${Math.random().toString(36).slice(2, 8)}`,
    height: 200 + 2 * tokenCount,
  };
};

const man = ({ church, height }: Group, firstName: string, changes: Partial<ProfileSave> = {}) =>
  seedProfile(t.app, { firstName, gender: 'Male', lookingFor: 'Female', church, heightCm: height, ...changes });

/** A woman looking for a man of the group's height who prefers its church; premium unless said. */
async function viewer({ church, height }: Group, preferences: Partial<ProfileSave> = {}, premium = true) {
  const member = await signedInMember(t.app);
  if (premium) await makePremium(t.database.db, member.account.id);
  const cookie = member.cookie;
  const save = async (changes: Partial<ProfileSave>) => {
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/profiles/me',
      payload: completeProfile({
        gender: 'Female',
        lookingFor: 'Male',
        partnerChurch: church,
        partnerHeightMinCm: height,
        partnerHeightMaxCm: height,
        ...preferences,
        ...changes,
      }),
      headers: { cookie },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  };
  await save({});
  return { id: member.account.id, cookie, save };
}

async function recommended(cookie: string) {
  const response = await t.app.inject({ url: '/api/recommendations', headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Recommendations>();
}
const names = (list: Recommendations) => list.cards.map((card) => (card.redacted ? 'hidden' : card.firstName));

describe('Recommended for you (D36)', () => {
  it('lists up to 10 members who meet the firm preferences, best two-way fit first', async () => {
    const church = token();
    await man(church, 'TheyWantADoctor', { partnerOccupation: 'Doctor' });
    for (let i = 1; i <= 10; i += 1) await man(church, `Plain${i}`);
    await man(church, 'TheyWantANurse', { partnerOccupation: 'Nurse' });
    await man(church, 'ElsewhereChurch', { church: 'Another Chapel' });
    await man(church, 'TooTall', { heightCm: church.height + 1 });
    const { cookie } = await viewer(church);
    const list = await recommended(cookie);
    expect(list.cards).toHaveLength(10);
    // Newest first among those who miss nothing either way; the one who wants a doctor, and the one
    // of another church, come after them (left out here); the one too tall never comes.
    expect(names(list)).toEqual(['TheyWantANurse', ...[10, 9, 8, 7, 6, 5, 4, 3, 2].map((i) => `Plain${i}`)]);
    const first = list.cards[0];
    expect(first && !first.redacted && first.fit).toEqual({ meets: 2, of: 2, youFit: true });
  });

  it('leaves out interests either way, blocks either way, hidden members, the other audience, and the incomplete', async () => {
    const church = token();
    const me = await viewer(church);
    const iSentTo = await man(church, 'ISentInterest');
    const sentToMe = await man(church, 'SentMeInterest');
    const iBlocked = await man(church, 'IBlocked');
    const blockedMe = await man(church, 'BlockedMe');
    const deactivated = await man(church, 'Deactivated');
    const incomplete = await man(church, 'Incomplete');
    await man(church, 'LooksForAMan', { lookingFor: 'Male' });
    await seedProfile(t.app, {
      firstName: 'AWoman',
      gender: 'Female',
      lookingFor: 'Female',
      church: church.church,
      heightCm: church.height,
    });
    await man(church, 'Eligible');
    const { interests, profiles } = schema;
    await t.database.db.insert(interests).values({ senderId: me.id, receiverId: iSentTo });
    await t.database.db.insert(interests).values({ senderId: sentToMe, receiverId: me.id, status: 'rejected' });
    await block(t.database.db, me.id, iBlocked);
    await block(t.database.db, blockedMe, me.id);
    await deactivateByAdmin(t.database.db, deactivated);
    await t.database.db.update(profiles).set({ profileStatus: 'incomplete' }).where(eq(profiles.userId, incomplete));
    expect(names(await recommended(me.cookie))).toEqual(['Eligible']);
  });

  it("shows only the day's members whose photos are verified when asked (D43), without changing the list", async () => {
    const church = token();
    await man(church, 'Unverified');
    const verified = await man(church, 'Verified');
    await t.database.db
      .update(schema.profiles)
      .set({ photoVerifiedAt: new Date() })
      .where(eq(schema.profiles.userId, verified));
    const { cookie } = await viewer(church);
    const only = await t.app.inject({ url: '/api/recommendations?verified=true', headers: { cookie } });
    expect(only.statusCode, only.body).toBe(200);
    const cards = only.json<Recommendations>().cards;
    expect(cards.map((card) => !card.redacted && [card.firstName, card.photoVerified])).toEqual([['Verified', true]]);
    expect(names(await recommended(cookie))).toEqual(['Verified', 'Unverified']);
    const wrong = await t.app.inject({ url: '/api/recommendations?verified=yes', headers: { cookie } });
    expect(wrong.statusCode).toBe(400);
  });

  it('stays the same through the day, and the next day brings members not recommended in the last 30 days', async () => {
    const church = token();
    for (let i = 1; i <= 12; i += 1) await man(church, `Member${i}`);
    const { cookie } = await viewer(church);
    now = new Date('2026-12-02T00:10:00Z');
    const morning = names(await recommended(cookie));
    expect(morning).toHaveLength(10);
    await man(church, 'JoinedAtNoon');
    now = new Date('2026-12-02T23:50:00Z');
    expect(names(await recommended(cookie))).toEqual(morning);

    now = new Date('2026-12-03T00:10:00Z');
    const tomorrow = names(await recommended(cookie));
    expect(tomorrow.sort()).toEqual(['JoinedAtNoon', 'Member1', 'Member2']);
    expect(tomorrow.some((name) => morning.includes(name))).toBe(false);

    now = new Date(Date.parse('2026-12-02T00:10:00Z') + 31 * DAY);
    const monthLater = names(await recommended(cookie));
    expect(monthLater).toHaveLength(10);
    expect(monthLater).toEqual(expect.arrayContaining(morning.slice(0, 7)));
  });

  it('is made again at once when the member narrows a preference', async () => {
    const church = token();
    const year = now.getUTCFullYear();
    await man(church, 'Older', { dob: `${year - 45}-01-01` });
    await man(church, 'Younger', { dob: `${year - 30}-01-01` });
    const me = await viewer(church);
    expect(names(await recommended(me.cookie)).sort()).toEqual(['Older', 'Younger']);
    await me.save({ partnerAgeMin: 25, partnerAgeMax: 35 });
    expect(names(await recommended(me.cookie))).toEqual(['Younger']);
  });

  it('spends a free member’s daily reveals on the list, best first, the rest redacted (D13)', async () => {
    const church = token();
    for (let i = 1; i <= 7; i += 1) await man(church, `Free${i}`);
    const { cookie } = await viewer(church, {}, false);
    const list = await recommended(cookie);
    expect(list.tier).toBe('free');
    expect(names(list)).toEqual(['Free7', 'Free6', 'Free5', 'Free4', 'Free3', 'hidden', 'hidden']);
    expect(list.revealsLeft).toBe(0);
    expect(JSON.stringify(list.cards.slice(5))).not.toContain('Free');
  });

  it("refuses admins with discovery's 'Access Restricted', and visitors", async () => {
    const admin = await signedInMember(t.app);
    await t.database.db.update(schema.users).set({ role: 'moderator' }).where(eq(schema.users.id, admin.account.id));
    const refused = await t.app.inject({ url: '/api/recommendations', headers: { cookie: admin.cookie } });
    expect(refused.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/recommendations' })).statusCode).toBe(401);
  });

  it('recommends nobody until the member says whom they are looking for, and spends reveals only on the cards sent', async () => {
    const church = token();
    for (let i = 1; i <= 3; i += 1) await man(church, `Later${i}`);
    const me = await viewer(church, { lookingFor: '' }, false);
    const unsaid = await recommended(me.cookie);
    expect(unsaid).toMatchObject({ needsLookingFor: true, cards: [], revealsLeft: 5 });

    await me.save({ lookingFor: 'Male' });
    const response = await t.app.inject({ url: '/api/recommendations?limit=2', headers: { cookie: me.cookie } });
    const firstTwo = response.json<Recommendations>();
    expect(names(firstTwo)).toEqual(['Later3', 'Later2']);
    expect(firstTwo).toMatchObject({ needsLookingFor: false, revealsLeft: 3 });
    expect(names(await recommended(me.cookie))).toEqual(['Later3', 'Later2', 'Later1']);
    const refused = await t.app.inject({ url: '/api/recommendations?limit=11', headers: { cookie: me.cookie } });
    expect(refused.statusCode).toBe(400);
  });
});

describe('what members share (D36, issue 44)', () => {
  it('ranks after the two-way fit: the same church, then city, then country, then language', async () => {
    const group = token();
    const { churches, profiles } = schema;
    const [chapel] = await t.database.db
      .insert(churches)
      // Named apart from the members' typed church, which a save would otherwise link to this entry.
      .values({ name: `${group.height} Abbey`, nameKey: `${group.height} abbey`, city: 'London', country: 'UK' })
      .returning({ id: churches.id });
    const away = { city: 'Houston', state: 'Texas', country: 'United States', occupation: 'Farmer' };
    // Registered so that newest first is the reverse of the expected order.
    await man(group, 'HigherFit', { ...away, occupation: 'Pilot' });
    const sameChurch = await man(group, 'SameChurch', away);
    await man(group, 'SameCity', { ...away, city: 'LONDON ' });
    await man(group, 'SameCountry', { ...away, city: 'Leeds', country: ' united kingdom' });
    const sameLanguage = await man(group, 'SameLanguage', away);
    await man(group, 'SharesNothing', away);
    const me = await viewer(group, { partnerOccupation: 'Pilot', city: 'London', country: 'United Kingdom' });
    const set = (ids: string[], values: Partial<typeof profiles.$inferInsert>) =>
      t.database.db.update(profiles).set(values).where(inArray(profiles.userId, ids));
    await set([sameChurch, me.id], { churchId: chapel?.id ?? null });
    await set([sameLanguage, me.id], { language: 'de' });
    expect(names(await recommended(me.cookie))).toEqual([
      'HigherFit',
      'SameChurch',
      'SameCity',
      'SameCountry',
      'SameLanguage',
      'SharesNothing',
    ]);
  });
});

describe("the dashboard's first paint in one request (issue 46)", () => {
  const dashboard = async (cookie: string, url = '/api/dashboard?include=recommended') => {
    const response = await t.app.inject({ url, headers: { cookie } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ recommended: Recommendations | null; newMatches: number }>();
  };

  it("brings the first 4 of today's list when asked, as the list's own request sends them, reveals spent once", async () => {
    const church = token();
    for (let i = 1; i <= 6; i += 1) await man(church, `Dash${i}`);
    const me = await viewer(church, {}, false);
    // A refetch of the figures (the page holds the list already) brings none and spends nothing.
    expect((await dashboard(me.cookie, '/api/dashboard')).recommended).toBeNull();
    const first = await dashboard(me.cookie);
    expect(first.recommended).toMatchObject({ needsLookingFor: false, tier: 'free', revealsLeft: 1 });
    expect(names(first.recommended!)).toEqual(['Dash6', 'Dash5', 'Dash4', 'Dash3']);
    // The same day's list: the list's own request of 4 sends the same cards and spends nothing more.
    const own = await t.app.inject({ url: '/api/recommendations?limit=4', headers: { cookie: me.cookie } });
    expect(own.json<Recommendations>()).toEqual(first.recommended);
    expect(names(await recommended(me.cookie))).toEqual(['Dash6', 'Dash5', 'Dash4', 'Dash3', 'Dash2', 'hidden']);
  });

  it('brings none to a moderator (members only), whose figures come all the same; refuses another include', async () => {
    const moderator = await signedInMember(t.app);
    await t.database.db
      .update(schema.users)
      .set({ role: 'moderator' })
      .where(eq(schema.users.id, moderator.account.id));
    const answer = await dashboard(moderator.cookie);
    expect(answer.recommended).toBeNull();
    expect(answer.newMatches).toBe(0);
    const other = await t.app.inject({
      url: '/api/dashboard?include=everything',
      headers: { cookie: moderator.cookie },
    });
    expect(other.statusCode).toBe(400);
  });
});
