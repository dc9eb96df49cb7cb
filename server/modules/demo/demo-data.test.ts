import { and, eq, inArray, isNotNull, like, or } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '#server/db/schema.ts';
import { makePremium, signedInMember } from '#server/test/members.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { DEMO_MEMBERS, drawDemoPortraits, seedDemoMembers } from './demo-data.ts';
import { PORTRAIT_SIZE, portraitOptions, renderPortrait } from './demo-portraits.ts';

const { credentials, photos, profiles, users } = schema;

let t: TestApp;
let seeded: number;
let drawnWhenStopped: number;
let drawn: number;
beforeAll(async () => {
  t = await createTestApp();
  // As the first start does: the members first, then their portraits (a stopped server draws none).
  seeded = await seedDemoMembers(t.app.services, t.database.db);
  drawnWhenStopped = await drawDemoPortraits(t.app.services, t.database.db, { signal: AbortSignal.abort() });
  drawn = await drawDemoPortraits(t.app.services, t.database.db);
}, 300_000);
afterAll(async () => {
  await t?.close();
});

const demo = or(like(users.email, `%@${DEMO_MEMBERS.emailDomain}`), like(users.id, `${DEMO_MEMBERS.idPrefix}-%`));

describe('the demo community (issue 24)', () => {
  it('has 300 members, each with a portrait stored as a profile photo (row, display and thumbnail files)', async () => {
    expect(seeded).toBe(300);
    expect(drawnWhenStopped).toBe(0);
    expect(drawn).toBe(300);
    const members = await t.database.db.select({ id: users.id }).from(users).where(demo);
    expect(members).toHaveLength(300);
    const portraits = await t.database.db
      .select()
      .from(photos)
      .innerJoin(users, eq(users.id, photos.userId))
      .where(and(demo, eq(photos.kind, 'profile')));
    expect(new Set(portraits.map((row) => row.photos.userId)).size).toBe(300);

    const files = new Set((await t.app.services.storage.inventory('photos/')).map((object) => object.key));
    for (const { photos: photo } of portraits) {
      expect(files.has(photo.storageKey), photo.storageKey).toBe(true);
      expect(files.has(photo.thumbnailKey), photo.thumbnailKey).toBe(true);
      expect(photo).toMatchObject({ contentType: 'image/webp', width: PORTRAIT_SIZE, height: PORTRAIT_SIZE });
    }
    const thumbnail = await t.app.services.storage.get(portraits[0]!.photos.thumbnailKey);
    expect(await sharp(thumbnail!).metadata()).toMatchObject({ format: 'webp', width: 400, height: 400 });

    // Drawn once: a later pass (the next start) finds nothing left to draw.
    expect(await drawDemoPortraits(t.app.services, t.database.db)).toBe(0);
  });

  it('shows the portraits on discovery cards, served to a signed-in member', async () => {
    const viewer = await signedInMember(t.app);
    await makePremium(t.database.db, viewer.account.id);
    const response = await t.app.inject({ url: '/api/discovery', headers: { cookie: viewer.cookie } });
    expect(response.statusCode, response.body).toBe(200);
    const cards = (response.json() as { cards: { thumbnailUrl: string | null }[] }).cards;
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(card.thumbnailUrl).toMatch(/^\/api\/photos\/[0-9a-f-]+\/thumbnail$/);
    const image = await t.app.inject({ url: cards[0]!.thumbnailUrl!, headers: { cookie: viewer.cookie } });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
  });

  it('gives no demo member a password: nobody can sign in as one', async () => {
    const ids = (await t.database.db.select({ id: users.id }).from(users).where(demo)).map((row) => row.id);
    const withPassword = await t.database.db
      .select({ id: credentials.id })
      .from(credentials)
      .where(and(inArray(credentials.userId, ids), isNotNull(credentials.password)));
    expect(withPassword).toEqual([]);
  });

  it("writes 'an' before a vowel sound in the demo texts ('an architect', never 'a architect')", async () => {
    const texts = await t.database.db
      .select({ summary: profiles.profileSummary })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(demo);
    const summaries = texts.map((row) => row.summary ?? '');
    expect(summaries.some((summary) => summary.includes('an architect'))).toBe(true);
    for (const summary of summaries) expect(summary).not.toMatch(/\b[Aa] [aeiou]/);
  });
});

describe("the demo community's church directory (D32)", () => {
  it("lists the demo members' churches once each and links every demo member who named one", async () => {
    const { churches } = await t.app.services.churches.list();
    expect(churches.map((church) => church.name)).toEqual(
      expect.arrayContaining(["St. Mary's Orthodox Church", 'Holy Trinity Brompton', 'Mar Thoma Parish Dubai']),
    );
    expect(churches).toHaveLength(8);
    const named = await t.database.db
      .select({ church: profiles.church, churchId: profiles.churchId })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(
        and(
          demo,
          inArray(
            profiles.church,
            churches.map((church) => church.name),
          ),
        ),
      );
    expect(named.length).toBeGreaterThan(8);
    for (const row of named)
      expect(row.churchId, row.church ?? '').toBe(churches.find((c) => c.name === row.church)?.id);
    // Seeding again adds nothing (a second start).
    expect(await seedDemoMembers(t.app.services, t.database.db)).toBe(0);
    expect((await t.app.services.churches.list()).churches).toHaveLength(8);
  });
});

describe('a demo portrait', () => {
  it('is the same for the same member, and differs between members', async () => {
    const grace = { seed: 'grace.thomas@demo.divinematch.org', gender: 'Female' as const, birthYear: 1996 };
    const first = await renderPortrait(grace);
    expect((await renderPortrait(grace)).equals(first)).toBe(true);
    expect((await renderPortrait({ ...grace, seed: 'ruth.samuel@demo.divinematch.org' })).equals(first)).toBe(false);
    expect(await sharp(first).metadata()).toMatchObject({ format: 'png', width: PORTRAIT_SIZE, height: PORTRAIT_SIZE });
  });

  it('draws by gender and age: beards only for men, grey hair for older members', () => {
    const woman = portraitOptions({ seed: 'a', gender: 'Female', birthYear: 1995 });
    const man = portraitOptions({ seed: 'a', gender: 'Male', birthYear: 1995 });
    const older = portraitOptions({ seed: 'a', gender: 'Male', birthYear: 1968 });
    expect(woman.facialHairProbability).toBe(0);
    expect(man.facialHairProbability).toBeGreaterThan(0);
    expect(woman.top).not.toEqual(man.top);
    expect(older.hairColor).toContain('e8e1e1'); // silver grey
    expect(man.hairColor).not.toContain('e8e1e1');
  });
});
