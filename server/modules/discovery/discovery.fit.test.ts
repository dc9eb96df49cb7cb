import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProfileSave } from '#shared/schemas/profile.ts';
import type { DiscoveryPage } from '#shared/schemas/discovery.ts';
import { makePremium, seedProfile, signedInMember } from '#server/test/members.ts';
import { completeProfile } from '#server/test/profile-fixture.ts';
import { schema } from '#server/db/schema.ts';
import { seekerOf } from '#server/db/fit.ts';
import { discoveryQuerySchema } from '#shared/schemas/discovery.ts';
import { createDiscoveryRepository, type Cursor } from './discovery.repository.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { recordedStatements } from '#server/test/recorded-statements.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

let tokenCount = 0;
/** Each test's members share a church name no other test uses, so its searches see only them. */
const token = () => `Fitting ${++tokenCount} of ${Math.random().toString(36).slice(2, 8)}`;
const bornYearsAgo = (years: number) => `${new Date().getUTCFullYear() - years}-01-01`;

/** The viewer's seven preferences (D36). */
const SEVEN: Partial<ProfileSave> = {
  partnerAgeMin: 28,
  partnerAgeMax: 35,
  partnerHeightMinCm: 170,
  partnerHeightMaxCm: 185,
  partnerMaritalStatus: 'Never Married',
  partnerEducation: 'Engineering',
  partnerOccupation: 'Engineer',
  partnerLocation: 'Bengaluru',
  partnerChurch: 'Pentecostal',
};

/** A man looking for a woman who meets all seven; each test changes what it needs. */
const man = (church: string, firstName: string, changes: Partial<ProfileSave> = {}) =>
  seedProfile(t.app, {
    firstName,
    gender: 'Male',
    lookingFor: 'Female',
    church,
    dob: bornYearsAgo(30),
    heightCm: 178,
    maritalStatus: 'Never Married',
    degree: 'B.E. Engineering',
    occupation: 'Software Engineer',
    designation: 'Lead',
    city: 'Bengaluru',
    state: 'Karnataka',
    country: 'India',
    religion: 'Pentecostal',
    ...changes,
  });

/** A woman looking for a man (born 30 years ago, 165 cm, a nurse in Kochi), premium unless said. */
async function viewer(preferences: Partial<ProfileSave>, premium = true) {
  const member = await signedInMember(t.app);
  if (premium) await makePremium(t.database.db, member.account.id);
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/profiles/me',
    payload: completeProfile({
      gender: 'Female',
      lookingFor: 'Male',
      church: 'Viewer Chapel',
      dob: bornYearsAgo(30),
      ...preferences,
    }),
    headers: { cookie: member.cookie },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return member.cookie;
}

async function search(cookie: string, query: Record<string, string>) {
  const response = await t.app.inject({
    url: `/api/discovery?${new URLSearchParams(query).toString()}`,
    headers: { cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<DiscoveryPage>();
}

const revealed = (page: DiscoveryPage) => page.cards.flatMap((card) => (card.redacted ? [] : [card]));

describe('fit: how many of the viewer’s preferences a member meets (D36)', () => {
  it('counts each of the seven preferences, and sorts the best fit first', async () => {
    const church = token();
    await man(church, 'NoneOfThem', {
      dob: bornYearsAgo(50),
      heightCm: 150,
      maritalStatus: 'Divorced',
      degree: 'Fine Arts',
      occupation: 'Farmer',
      designation: 'Owner',
      city: 'Lyon',
      state: 'Rhone',
      country: 'France',
      religion: 'Catholic',
    });
    await man(church, 'AllSeven');
    const misses: Record<string, Partial<ProfileSave>> = {
      MissesAge: { dob: bornYearsAgo(40) },
      MissesHeight: { heightCm: 190 },
      MissesMarital: { maritalStatus: 'Widowed' },
      MissesEducation: { degree: 'B.Com', educationStatus: 'Completed' },
      MissesOccupation: { occupation: 'Teacher', designation: 'Head' },
      MissesLocation: { city: 'Chennai', state: 'Tamil Nadu' },
      MissesChurch: { religion: 'Baptist' },
    };
    for (const [name, changes] of Object.entries(misses)) await man(church, name, changes);

    const page = await search(await viewer(SEVEN), { church });
    const fits = Object.fromEntries(revealed(page).map((card) => [card.firstName, card.fit]));
    expect(fits.AllSeven).toEqual({ meets: 7, of: 7, youFit: null });
    expect(fits.NoneOfThem?.meets).toBe(0);
    for (const name of Object.keys(misses)) expect(fits[name], name).toEqual({ meets: 6, of: 7, youFit: null });
    const order = revealed(page).map((card) => card.firstName);
    expect(order[0]).toBe('AllSeven');
    expect(order.at(-1)).toBe('NoneOfThem');
  });

  it('meets a text preference either way round, and a missing birth date meets no age range', async () => {
    const church = token();
    await man(church, 'ShortWords', { occupation: 'Engineer', city: 'Bengaluru', country: 'India' });
    // A birth date is required of a member's save; an admin-made record may lack one.
    const undated = await man(church, 'NoBirthDate', { occupation: 'Engineer' });
    await t.database.db.update(schema.profiles).set({ dob: null }).where(eq(schema.profiles.userId, undated));
    const page = await search(
      await viewer({ partnerOccupation: 'Civil Engineer', partnerLocation: 'Bengaluru, India', partnerAgeMin: 20 }),
      { church },
    );
    const fits = Object.fromEntries(revealed(page).map((card) => [card.firstName, card.fit.meets]));
    expect(fits).toEqual({ ShortWords: 3, NoBirthDate: 2 });
  });

  it('says whether the viewer meets the member’s preferences, and the two-way switch keeps only those', async () => {
    const church = token();
    await man(church, 'WantsNurse', { partnerOccupation: 'nurse', partnerAgeMax: 32 });
    await man(church, 'WantsDoctor', { partnerOccupation: 'Doctor' });
    await man(church, 'WantsYounger', { partnerAgeMax: 25 });
    await man(church, 'WantsNothing');
    const cookie = await viewer({});
    const fits = Object.fromEntries(
      revealed(await search(cookie, { church })).map((card) => [card.firstName, card.fit]),
    );
    expect(fits).toEqual({
      WantsNurse: { meets: 0, of: 0, youFit: true },
      WantsDoctor: { meets: 0, of: 0, youFit: false },
      WantsYounger: { meets: 0, of: 0, youFit: false },
      WantsNothing: { meets: 0, of: 0, youFit: null },
    });
    const twoWay = revealed(await search(cookie, { church, twoWay: 'true' })).map((card) => card.firstName);
    expect(twoWay.sort()).toEqual(['WantsNothing', 'WantsNurse']);
  });

  it('sorts newest first on request, pages by fit without skipping or repeating, and refuses the other order’s link', async () => {
    const church = token();
    await man(church, 'BestFit');
    await man(church, 'MiddleFit', { heightCm: 150, maritalStatus: 'Widowed' });
    await man(church, 'WorstFit', {
      heightCm: 150,
      maritalStatus: 'Widowed',
      occupation: 'Farmer',
      designation: 'Owner',
    });
    await man(church, 'AlsoBest');
    const cookie = await viewer(SEVEN);
    const newest = revealed(await search(cookie, { church, sort: 'newest' })).map((card) => card.firstName);
    expect(newest).toEqual(['AlsoBest', 'WorstFit', 'MiddleFit', 'BestFit']);

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: DiscoveryPage = await search(cookie, { church, limit: '1', ...(cursor ? { cursor } : {}) });
      seen.push(...revealed(page).map((card) => card.firstName));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(['AlsoBest', 'BestFit', 'MiddleFit', 'WorstFit']);

    const first = await search(cookie, { church, limit: '1' });
    const crossed = await t.app.inject({
      url: `/api/discovery?${new URLSearchParams({ church, limit: '1', sort: 'newest', cursor: first.nextCursor ?? '' }).toString()}`,
      headers: { cookie },
    });
    expect(crossed.statusCode).toBe(400);
  });

  it('spends a free member’s five daily reveals on the best fits', async () => {
    const church = token();
    const worse = { heightCm: 150, maritalStatus: 'Widowed' as const, occupation: 'Farmer', designation: 'Owner' };
    // Registered after the good fits, the poor ones would come first in the newest order.
    for (const name of ['GoodA', 'GoodB', 'GoodC', 'GoodD', 'GoodE']) await man(church, name);
    for (const name of ['PoorA', 'PoorB', 'PoorC']) await man(church, name, worse);
    const page = await search(await viewer(SEVEN, false), { church });
    expect(page.tier).toBe('free');
    expect(
      page.cards
        .slice(0, 5)
        .map((card) => (card.redacted ? 'hidden' : card.firstName))
        .sort(),
    ).toEqual(['GoodA', 'GoodB', 'GoodC', 'GoodD', 'GoodE']);
    expect(page.cards.slice(5).every((card) => card.redacted)).toBe(true);
    expect(page.revealsLeft).toBe(0);
  });

  it('says the same fit on the profile page as on the card', async () => {
    const church = token();
    const id = await man(church, 'OnHisPage', { heightCm: 150, partnerOccupation: 'Pilot' });
    const cookie = await viewer(SEVEN);
    const [card] = revealed(await search(cookie, { church }));
    const profile = await t.app.inject({ url: `/api/profiles/${id}`, headers: { cookie } });
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.json<{ fit: unknown }>().fit).toEqual({ meets: 6, of: 7, youFit: false });
    expect(card?.fit).toEqual({ meets: 6, of: 7, youFit: false });
  });

  it('pages by fit through the prepared statement too (no contains filter), each member once', async () => {
    // Heights no other test uses keep this test's members apart without a contains filter.
    const church = token();
    await man(church, 'TallBest', { heightCm: 233 });
    await man(church, 'TallWorst', { heightCm: 234, occupation: 'Farmer', designation: 'Owner', religion: 'Catholic' });
    await man(church, 'TallMiddle', { heightCm: 233, occupation: 'Farmer', designation: 'Owner' });
    await man(church, 'TallAlsoBest', { heightCm: 234 });
    const cookie = await viewer({ partnerOccupation: 'Engineer', partnerChurch: 'Pentecostal' });
    for (let round = 0; round < 2; round += 1) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: DiscoveryPage = await search(cookie, {
          heightMin: '233',
          heightMax: '234',
          limit: '1',
          ...(cursor ? { cursor } : {}),
        });
        seen.push(...revealed(page).map((card) => `${card.firstName} ${card.fit.meets}`));
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen).toEqual(['TallAlsoBest 2', 'TallBest 2', 'TallMiddle 1', 'TallWorst 0']);
    }
  });

  it('ranks by fit within windows of newest members, each member once, whatever the page size (ADR 0030)', async () => {
    const church = token();
    const poor = { occupation: 'Farmer', designation: 'Owner', religion: 'Catholic' };
    // Newest first: Eve, Dan, Cal, Ben, Abe; windows of two: [Eve, Dan], [Cal, Ben], [Abe].
    await man(church, 'Abe', { heightCm: 235 });
    await man(church, 'Ben', { heightCm: 236, ...poor });
    await man(church, 'Cal', { heightCm: 235 });
    await man(church, 'Dan', { heightCm: 236, ...poor });
    await man(church, 'Eve', { heightCm: 235, occupation: 'Farmer', designation: 'Owner' });
    const member = await signedInMember(t.app);
    await makePremium(t.database.db, member.account.id);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/profiles/me',
      payload: completeProfile({ lookingFor: 'Male', partnerOccupation: 'Engineer', partnerChurch: 'Pentecostal' }),
      headers: { cookie: member.cookie },
    });
    expect(saved.statusCode).toBe(200);
    const today = new Date();
    const seeker = await seekerOf(t.database.db, member.account.id, today);
    const repository = createDiscoveryRepository(t.database.db, { fitWindow: 2 });
    const filters = discoveryQuerySchema.parse({ heightMin: '235', heightMax: '236' });
    for (const limit of [1, 3]) {
      const seen: string[] = [];
      let cursor: Cursor | undefined;
      for (let page = 0; page < 10; page += 1) {
        const { rows, next } = await repository.pageByFit(member.account.id, filters, seeker, cursor, limit, today);
        seen.push(...rows.map((row) => `${row.firstName} ${row.meets}`));
        if (!next) break;
        cursor = next;
      }
      expect(seen, `pages of ${limit}`).toEqual(['Eve 1', 'Dan 0', 'Cal 2', 'Ben 0', 'Abe 2']);
    }
  });
});

describe('best fit first weighs what members share (D36, issue 44)', () => {
  it('after the preference fit: the same church, then city, then country, then language', async () => {
    const church = token();
    const { churches, profiles } = schema;
    const [chapel] = await t.database.db
      .insert(churches)
      // Named apart from the members' typed church, which a save would otherwise link to this entry.
      .values({
        name: `Abbey of ${church}`,
        nameKey: `abbey of ${church.toLowerCase()}`,
        city: 'London',
        country: 'UK',
      })
      .returning({ id: churches.id });
    const away = { city: 'Dubai', state: 'Dubai', country: 'United Arab Emirates', occupation: 'Farmer' };
    // Registered so that newest first is the reverse of the expected order.
    const higher = await man(church, 'HigherFit', { ...away, occupation: 'Engineer' });
    const sameChurch = await man(church, 'SameChurch', away);
    await man(church, 'SameCity', { ...away, city: ' london ' });
    await man(church, 'SameCountry', { ...away, city: 'Leeds', country: 'united kingdom' });
    const sameLanguage = await man(church, 'SameLanguage', away);
    await man(church, 'SharesNothing', away);
    const cookie = await viewer({ partnerOccupation: 'Engineer', city: 'London', country: 'United Kingdom' });
    // The viewer is the only member in London with the viewer's chapel.
    const me = await t.database.db
      .select({ id: profiles.userId })
      .from(profiles)
      .where(and(eq(profiles.city, 'London'), eq(profiles.church, 'Viewer Chapel')));
    const set = (ids: string[], values: Partial<typeof profiles.$inferInsert>) =>
      t.database.db.update(profiles).set(values).where(inArray(profiles.userId, ids));
    await set([sameChurch, me[0]?.id ?? ''], { churchId: chapel?.id ?? null });
    await set([sameLanguage, me[0]?.id ?? ''], { language: 'de' });
    await set([higher], { churchId: null, language: 'en' });

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: DiscoveryPage = await search(cookie, { church, limit: '2', ...(cursor ? { cursor } : {}) });
      seen.push(...revealed(page).map((card) => card.firstName));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(['HigherFit', 'SameChurch', 'SameCity', 'SameCountry', 'SameLanguage', 'SharesNothing']);
  });
});

describe('a ranked window is kept for the pages of one search (issue 46)', () => {
  /**
   * A new woman looking for a man, with the seven preferences: her cookie, and her first page of
   * `church`'s men best fit first, from a repository.
   */
  async function seekingWoman(church: string, premium = false) {
    const member = await signedInMember(t.app);
    if (premium) await makePremium(t.database.db, member.account.id);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/profiles/me',
      payload: completeProfile({ gender: 'Female', lookingFor: 'Male', church: 'Viewer Chapel', ...SEVEN }),
      headers: { cookie: member.cookie },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const seeker = await seekerOf(t.database.db, member.account.id, new Date());
    const filters = discoveryQuerySchema.parse({ church });
    const firstPage = async (repository: ReturnType<typeof createDiscoveryRepository>) =>
      (await repository.pageByFit(member.account.id, filters, seeker, undefined, 24, new Date())).rows.map(
        (row) => row.firstName,
      );
    return { cookie: member.cookie, firstPage };
  }

  it('ranks once for the pages of a window, yet a member blocked or held since is gone at once', async () => {
    const church = token();
    const names = ['Ash', 'Bo', 'Cy', 'Di'];
    const ids: Record<string, string> = {};
    for (const name of names) ids[name] = await man(church, name);
    const member = await seekingWoman(church, true);
    const first = await search(member.cookie, { church });
    expect(
      revealed(first)
        .map((card) => card.firstName)
        .sort(),
    ).toEqual([...names].sort());

    const blocked = await t.app.inject({
      method: 'PUT',
      url: `/api/blocks/${ids.Ash}`,
      headers: { cookie: member.cookie },
    });
    expect(blocked.statusCode, blocked.body).toBeLessThan(300);
    await t.database.db
      .update(schema.users)
      .set({ hiddenByModeration: true })
      .where(eq(schema.users.id, ids.Bo ?? ''));
    // Within the window's time the same search is answered from the kept ranks: the cards are read
    // afresh, so the blocked and the held member are gone.
    const again = await search(member.cookie, { church });
    expect(
      revealed(again)
        .map((card) => card.firstName)
        .sort(),
    ).toEqual(['Cy', 'Di']);
  });

  it('keeps the ranks for its time, and a repository that keeps none ranks every page afresh', async () => {
    const church = token();
    await man(church, 'Early');
    const late = await man(church, 'Late', { occupation: 'Farmer', designation: 'Owner' });
    const { firstPage: order } = await seekingWoman(church);
    const kept = createDiscoveryRepository(t.database.db);
    const fresh = createDiscoveryRepository(t.database.db, { windowTtlMs: 0 });
    expect(await order(kept)).toEqual(['Early', 'Late']);
    // Late now meets every preference and is the newer member: first in a window ranked afresh.
    await t.database.db
      .update(schema.profiles)
      .set({ occupation: 'Software Engineer', designation: 'Lead' })
      .where(eq(schema.profiles.userId, late));
    expect(await order(fresh)).toEqual(['Late', 'Early']);
    expect(await order(kept)).toEqual(['Early', 'Late']);
  });

  it('ranks a window once for searches that miss it at the same moment, and not again while it is kept', async () => {
    const church = token();
    for (const name of ['Eli', 'Fen', 'Gus']) await man(church, name);
    const { firstPage } = await seekingWoman(church);
    const repository = createDiscoveryRepository(t.database.db);
    const pageOf = () => firstPage(repository);
    // The window's statement is the one that numbers the walk.
    const rankings = (statements: { text: string }[]) =>
      statements.filter((statement) => statement.text.includes('row_number() over')).length;
    let pages: string[][] = [];
    const atOnce = await recordedStatements(t.database, async () => {
      pages = await Promise.all(Array.from({ length: 5 }, pageOf));
    });
    expect(rankings(atOnce)).toBe(1);
    for (const page of pages) expect([...page].sort()).toEqual(['Eli', 'Fen', 'Gus']);
    expect(rankings(await recordedStatements(t.database, pageOf))).toBe(0);
    // A repository that keeps no window ranks each search.
    const fresh = createDiscoveryRepository(t.database.db, { windowTtlMs: 0 });
    const uncached = await recordedStatements(t.database, () =>
      Promise.all(Array.from({ length: 2 }, () => firstPage(fresh))),
    );
    expect(rankings(uncached)).toBe(2);
  });

  it('answers searches whose window is pushed out of the cache while it is being ranked', async () => {
    const churches = [token(), token(), token()] as const;
    const names = ['Hal', 'Ike', 'Jon'];
    for (const [index, church] of churches.entries()) await man(church, names[index] ?? '');
    const [one, two, three] = [
      await seekingWoman(churches[0]),
      await seekingWoman(churches[1]),
      await seekingWoman(churches[2]),
    ];
    // Two windows kept, for 50 ms: once both are stale, the first is ranked again in its old place,
    // first in line, and the third search's window pushes it out while it is being ranked.
    const repository = createDiscoveryRepository(t.database.db, { windowsKept: 2, windowTtlMs: 50 });
    expect([await one.firstPage(repository), await two.firstPage(repository)]).toEqual([['Hal'], ['Ike']]);
    await new Promise((resolve) => setTimeout(resolve, 80));
    const pages = await Promise.all([
      one.firstPage(repository),
      one.firstPage(repository),
      three.firstPage(repository),
    ]);
    expect(pages).toEqual([['Hal'], ['Hal'], ['Jon']]);
  });
});

describe('prepared statements by shape (ADR 0012)', () => {
  it('an age range with only a minimum and one with both ends are different statements', async () => {
    const church = token();
    await man(church, 'Forty', { dob: bornYearsAgo(40) });
    const minimumOnly = await viewer({ partnerAgeMin: 28 });
    const bothEnds = await viewer({ partnerAgeMin: 28, partnerAgeMax: 35 });
    for (const sort of ['newest', 'fit']) {
      const query = { church, ...(sort === 'newest' ? { sort } : {}) };
      const [a] = revealed(await search(minimumOnly, query));
      const [b] = revealed(await search(bothEnds, query));
      expect(a?.fit, sort).toEqual({ meets: 1, of: 1, youFit: null });
      expect(b?.fit, sort).toEqual({ meets: 0, of: 1, youFit: null });
    }
  });
});
