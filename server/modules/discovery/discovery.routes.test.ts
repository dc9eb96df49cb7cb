import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '#server/db/schema.ts';
import { block, deactivateByAdmin, makePremium, seedProfile, signedInMember } from '#server/test/members.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { memberOf } from '#server/lib/member.ts';

let now = new Date('2026-06-15T10:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
});
afterAll(async () => {
  await t?.close();
});

let tokenCount = 0;
/** Each test's members share a church name no other test uses, so its searches see only them. */
const token = () => `Church ${++tokenCount} of ${Math.random().toString(36).slice(2, 8)}`;

type Card = {
  redacted: boolean;
  id?: string;
  firstName?: string;
  age?: number | null;
  interestSent?: boolean;
  shortlisted?: boolean;
};
async function search(cookie: string, query: Record<string, string | number>) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  const response = await t.app.inject({ url: `/api/discovery?${qs}`, headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    cards: Card[];
    nextCursor: string | null;
    tier: string;
    revealsLeft: number | null;
    revealsRenewAt: string | null;
    moreMatching: number;
  };
}
async function premiumViewer() {
  const viewer = await signedInMember(t.app);
  await makePremium(t.database.db, viewer.account.id);
  return viewer;
}
const names = (cards: Card[]) => cards.map((card) => card.firstName).sort();

describe('discovery filters (spec §5)', () => {
  it('filters by gender, age bounds, country and church (case-insensitive contains); no birth date passes the age filter', async () => {
    const church = token();
    await seedProfile(t.app, { firstName: 'Anna', gender: 'Female', dob: '2000-01-01', church, country: 'India' }); // 26
    await seedProfile(t.app, { firstName: 'Bella', gender: 'Female', dob: '1980-01-01', church, country: 'Sri Lanka' }); // 46
    await seedProfile(t.app, { firstName: 'Carl', gender: 'Male', dob: '1995-06-15', church, country: 'india' }); // 31 today
    const noDob = await seedProfile(t.app, { firstName: 'Dina', gender: 'Female', church, country: 'UK' });
    await t.database.db.update(schema.profiles).set({ dob: null }).where(eq(schema.profiles.userId, noDob));
    const { cookie } = await premiumViewer();

    expect(names((await search(cookie, { church })).cards)).toEqual(['Anna', 'Bella', 'Carl', 'Dina']);
    expect(names((await search(cookie, { church, gender: 'Female' })).cards)).toEqual(['Anna', 'Bella', 'Dina']);
    expect(names((await search(cookie, { church, ageMin: 30 })).cards)).toEqual(['Bella', 'Carl', 'Dina']);
    expect(names((await search(cookie, { church, ageMax: 31 })).cards)).toEqual(['Anna', 'Carl', 'Dina']);
    expect(names((await search(cookie, { church, ageMin: 31, ageMax: 31 })).cards)).toEqual(['Carl', 'Dina']);
    expect(names((await search(cookie, { church, country: 'INDI' })).cards)).toEqual(['Anna', 'Carl']);
    expect(
      names((await search(cookie, { church: church.toUpperCase().slice(0, 12) + church.slice(12) })).cards),
    ).toContain('Anna');
    const page = await search(cookie, { church, gender: 'Male' });
    expect(page.cards[0]).toMatchObject({ redacted: false, firstName: 'Carl', age: 31 });
  });

  it('refuses ages outside 18 to 100', async () => {
    const { cookie } = await premiumViewer();
    for (const query of ['ageMin=17', 'ageMax=101']) {
      expect((await t.app.inject({ url: `/api/discovery?${query}`, headers: { cookie } })).statusCode).toBe(400);
    }
  });

  it('applies the advanced filters for premium members only', async () => {
    const church = token();
    await seedProfile(t.app, { firstName: 'Tall', church, heightCm: 185, maritalStatus: 'Divorced' });
    await seedProfile(t.app, { firstName: 'Short', church, heightCm: 150, maritalStatus: 'Never Married' });
    const premium = await premiumViewer();
    expect(names((await search(premium.cookie, { church, heightMin: 170 })).cards)).toEqual(['Tall']);
    expect(names((await search(premium.cookie, { church, maritalStatus: 'Never Married' })).cards)).toEqual(['Short']);
    const free = await signedInMember(t.app);
    expect((await search(free.cookie, { church, heightMin: 170 })).cards).toHaveLength(2);
  });

  it('lists distinct, sorted countries and churches', async () => {
    const church = token();
    await seedProfile(t.app, { church, country: 'Zambia' });
    const { cookie } = await premiumViewer();
    const options = (await t.app.inject({ url: '/api/discovery/options', headers: { cookie } })).json();
    expect(options.churches).toContain(church);
    expect(options.countries).toEqual([...options.countries].sort());
    expect(new Set(options.countries).size).toBe(options.countries.length);
  });
});

describe('who discovery shows (D11, D12)', () => {
  it('never shows oneself, admins, deactivated members or blocked pairs in either direction', async () => {
    const church = token();
    const viewer = await premiumViewer();
    await t.app.services.profiles.save(
      memberOf((await t.app.services.accounts.findById(viewer.account.id))!),
      (await import('#server/test/profile-fixture.ts')).completeProfile({ church, firstName: 'Viewer' }),
    );
    const visible = await seedProfile(t.app, { firstName: 'Visible', church });
    const admin = await seedProfile(t.app, { firstName: 'Admin', church });
    await t.database.db.update(schema.users).set({ role: 'admin' }).where(eq(schema.users.id, admin));
    const gone = await seedProfile(t.app, { firstName: 'Gone', church });
    await deactivateByAdmin(t.database.db, gone);
    const blockedByMe = await seedProfile(t.app, { firstName: 'BlockedByMe', church });
    const blockedMe = await seedProfile(t.app, { firstName: 'BlockedMe', church });
    await block(t.database.db, viewer.account.id, blockedByMe);
    await block(t.database.db, blockedMe, viewer.account.id);
    const page = await search(viewer.cookie, { church });
    expect(page.cards.map((card) => card.id)).toEqual([visible]);
  });

  it("refuses admins with 'Access Restricted'", async () => {
    const admin = await signedInMember(t.app);
    await t.database.db.update(schema.users).set({ role: 'moderator' }).where(eq(schema.users.id, admin.account.id));
    const response = await t.app.inject({ url: '/api/discovery', headers: { cookie: admin.cookie } });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe('Access Restricted: Admin users cannot access the discover page.');
  });

  it('answers a visitor with 401', async () => {
    expect((await t.app.inject({ url: '/api/discovery' })).statusCode).toBe(401);
  });
});

describe('keyset pagination', () => {
  it('never skips or repeats a member while others register', async () => {
    const church = token();
    const seeded = new Set<string>();
    for (let i = 0; i < 9; i++) seeded.add(await seedProfile(t.app, { firstName: `P${i}`, church }));
    const { cookie } = await premiumViewer();
    const seen: string[] = [];
    let cursor: string | null = null;
    let round = 0;
    do {
      const page = await search(cookie, { church, limit: 4, ...(cursor ? { cursor } : {}) });
      seen.push(...page.cards.map((card) => card.id!));
      cursor = page.nextCursor;
      // Newcomers arrive between pages; they are newer than the cursor, so later pages do not see them.
      await seedProfile(t.app, { firstName: `New${round++}`, church });
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    expect(new Set(seen)).toEqual(seeded);
  });

  it('refuses a cursor it did not seal: a readable one naming a member, or an altered one', async () => {
    const church = token();
    for (let i = 0; i < 3; i++) await seedProfile(t.app, { firstName: `C${i}`, church });
    const { cookie } = await premiumViewer();
    const { nextCursor } = await search(cookie, { church, limit: 2 });
    expect(nextCursor).not.toBeNull();
    const readable = Buffer.from(JSON.stringify({ createdAt: new Date().toISOString(), id: crypto.randomUUID() }));
    const sealed = Buffer.from(nextCursor!, 'base64url');
    sealed[sealed.length - 1] = (sealed[sealed.length - 1]! + 1) % 256;
    for (const cursor of [readable.toString('base64url'), sealed.toString('base64url'), 'x']) {
      const response = await t.app.inject({
        url: `/api/discovery?church=${encodeURIComponent(church)}&cursor=${cursor}`,
        headers: { cookie },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('INVALID_CURSOR');
    }
  });

  it('caps the page size', async () => {
    const { cookie } = await premiumViewer();
    expect((await t.app.inject({ url: '/api/discovery?limit=500', headers: { cookie } })).statusCode).toBe(400);
  });
});

describe('the free tier (D13)', () => {
  it('reveals 5 distinct profiles a day, the same 5 on reload, the rest redacted; the next day resets; premium is unlimited', async () => {
    const church = token();
    for (let i = 0; i < 8; i++) await seedProfile(t.app, { firstName: `F${i}`, church });
    const free = await signedInMember(t.app);
    const first = await search(free.cookie, { church });
    expect(first.tier).toBe('free');
    const full = first.cards.filter((card) => !card.redacted);
    expect(full).toHaveLength(5);
    expect(first.revealsLeft).toBe(0);
    const hidden = first.cards.filter((card) => card.redacted);
    expect(hidden).toHaveLength(3);
    for (const card of hidden) expect(Object.keys(card).sort()).toEqual(['key', 'redacted']);

    const again = await search(free.cookie, { church });
    expect(again.cards.filter((card) => !card.redacted).map((card) => card.id)).toEqual(full.map((card) => card.id));

    now = new Date(now.getTime() + 24 * 3600 * 1000);
    const nextDay = await search(free.cookie, { church, gender: 'Female' });
    expect(nextDay.cards.filter((card) => !card.redacted)).toHaveLength(5);

    const premium = await premiumViewer();
    expect((await search(premium.cookie, { church })).cards.every((card) => !card.redacted)).toBe(true);
  });

  it('past the reveals sends one row of locked cards and counts the rest; says when the reveals renew (D41)', async () => {
    const church = token();
    for (let i = 0; i < 14; i++) await seedProfile(t.app, { firstName: `R${i}`, church });
    const free = await signedInMember(t.app);
    const page = await search(free.cookie, { church, limit: 12 });
    expect(page.cards.slice(0, 5).every((card) => !card.redacted)).toBe(true);
    expect(page.cards.slice(5).every((card) => card.redacted)).toBe(true);
    expect(page.cards).toHaveLength(9); // 5 full, one row of 4 locked
    expect(page.moreMatching).toBe(14 - 9); // counted over the whole search, not the page
    expect(page.nextCursor).toBeNull();
    const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
    expect(page.revealsRenewAt).toBe(day.toISOString());

    const premium = await search((await premiumViewer()).cookie, { church, limit: 12 });
    expect(premium).toMatchObject({ moreMatching: 0, revealsRenewAt: null });
  });
});

describe('card actions', () => {
  it('20 concurrent Express Interest calls for one pair leave exactly one interest and a count of 1', async () => {
    const receiver = await seedProfile(t.app, { church: token() });
    const sender = await signedInMember(t.app);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/interests',
          payload: { receiverId: receiver },
          headers: { cookie: sender.cookie },
        }),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(1);
    const conflicts = responses.filter((r) => r.statusCode === 409);
    expect(conflicts).toHaveLength(19);
    expect(conflicts[0]!.json().error.message).toBe(
      'You have already sent an interest to this person or it has been accepted.',
    );
    const rows = await t.database.db.select().from(schema.interests).where(eq(schema.interests.receiverId, receiver));
    expect(rows).toHaveLength(1);
    expect(await t.app.services.interests.countReceived(receiver)).toBe(1);
  });

  it('marks the card once an interest is sent; refuses a hidden member', async () => {
    const church = token();
    const receiver = await seedProfile(t.app, { church });
    const sender = await premiumViewer();
    await t.app.inject({
      method: 'POST',
      url: '/api/interests',
      payload: { receiverId: receiver },
      headers: { cookie: sender.cookie },
    });
    expect((await search(sender.cookie, { church })).cards[0]).toMatchObject({ id: receiver, interestSent: true });
    const hidden = await seedProfile(t.app, { church });
    await block(t.database.db, hidden, sender.account.id);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/interests',
      payload: { receiverId: hidden },
      headers: { cookie: sender.cookie },
    });
    expect(response.statusCode).toBe(404);
  });

  it('refuses shortlisting to free members; premium toggles; removing a missing entry has the spec message', async () => {
    const church = token();
    const target = await seedProfile(t.app, { church });
    const free = await signedInMember(t.app);
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/shortlists/${target}`,
      headers: { cookie: free.cookie },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(
      'Shortlisting is a Premium feature. Upgrade to Premium to shortlist profiles.',
    );
    const premium = await premiumViewer();
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/shortlists/${target}`, headers: { cookie: premium.cookie } }))
        .statusCode,
    ).toBe(204);
    expect((await search(premium.cookie, { church })).cards[0]).toMatchObject({ shortlisted: true });
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/shortlists/${target}`, headers: { cookie: premium.cookie } }))
        .statusCode,
    ).toBe(204);
    const missing = await t.app.inject({
      method: 'DELETE',
      url: `/api/shortlists/${target}`,
      headers: { cookie: premium.cookie },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Could not find shortlist entry to remove.');
  });

  it('block removes the member from discovery; a report is stored; reports are limited per day', async () => {
    const church = token();
    const target = await seedProfile(t.app, { church });
    const member = await premiumViewer();
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/blocks/${target}`, headers: { cookie: member.cookie } }))
        .statusCode,
    ).toBe(204);
    expect((await search(member.cookie, { church })).cards).toEqual([]);

    const reported = await seedProfile(t.app, { church: token() });
    const report = await t.app.inject({
      method: 'POST',
      url: '/api/reports',
      payload: { reportedUserId: reported, reason: 'fake_profile', description: 'Stock photo' },
      headers: { cookie: member.cookie },
    });
    expect(report.statusCode).toBe(201);
    const rows = await t.database.db.select().from(schema.reports).where(eq(schema.reports.reportedUserId, reported));
    expect(rows).toEqual([
      expect.objectContaining({
        reporterId: member.account.id,
        reason: 'fake_profile',
        description: 'Stock photo',
        status: 'pending',
      }),
    ]);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/reports',
          payload: { reportedUserId: reported, reason: 'not_a_reason' },
          headers: { cookie: member.cookie },
        })
      ).statusCode,
    ).toBe(400);
    const statuses = [];
    for (let i = 0; i < 10; i++) {
      statuses.push(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/reports',
            payload: { reportedUserId: await seedProfile(t.app, { church: token() }), reason: 'other' },
            headers: { cookie: member.cookie },
          })
        ).statusCode,
      );
    }
    expect(statuses.at(-1)).toBe(429);
  });
});
