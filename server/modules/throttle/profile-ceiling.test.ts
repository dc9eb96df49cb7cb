import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePremium, seedProfile, signedInMember, signedInSuperAdmin } from '#server/test/members.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { THROTTLE_RULES } from './throttle.rules.ts';

/**
 * Issue 25 (security-bar.md 11.1.4): one account pulls at most 1,000 profiles a UTC day through
 * discovery and profile pages together, counted in the database; the admin sees who reached it.
 */
let t: TestApp;
const church = `Ceiling Chapel ${crypto.randomUUID().slice(0, 8)}`;
let members: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  members = [];
  for (let i = 0; i < 12; i++) members.push(await seedProfile(t.app, { church }));
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const rule = THROTTLE_RULES.profilesPerDay;
const get = (cookie: string, url: string) => t.app.inject({ url, headers: { cookie } });

describe('the daily ceiling of profiles pulled (issue 25)', () => {
  it('is 1,000 profiles a day, counted in the database for every instance', () => {
    expect(rule).toMatchObject({ limit: 1000, windowMs: 86_400_000, fixedWindow: true });
  });

  it('a member reaching it through discovery pages is then refused on a profile page; the admin sees it', async () => {
    const member = await signedInMember(t.app, { firstName: 'Scraper' });
    await makePremium(t.database.db, member.account.id);
    // 990 profiles already pulled today (seeded through the service, as other pages would have).
    expect(await t.app.services.throttle.consumeMany(rule, member.account.id, 990)).toEqual({
      allowed: true,
      reached: false,
    });

    const first = await get(member.cookie, `/api/discovery?church=${encodeURIComponent(church)}&limit=6`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().cards).toHaveLength(6); // 996
    const second = await get(
      member.cookie,
      `/api/discovery?church=${encodeURIComponent(church)}&limit=6&cursor=${first.json().nextCursor}`,
    );
    expect(second.statusCode, second.body).toBe(200); // 1,002: served while below the ceiling, and it is reached
    expect(second.json().cards).toHaveLength(6);

    const third = await get(member.cookie, `/api/discovery?church=${encodeURIComponent(church)}&limit=6`);
    expect(third.statusCode).toBe(429);
    expect(third.json().error).toMatchObject({
      code: 'PROFILE_CEILING',
      message: 'You have viewed many profiles today. Please come back tomorrow.',
    });
    const page = await get(member.cookie, `/api/profiles/${members[0]}`);
    expect(page.statusCode).toBe(429);
    expect(page.json().error.message).toBe('You have viewed many profiles today. Please come back tomorrow.');
    expect(page.body).not.toContain(church);

    // The admin: one activity entry in the Manage modal's Activity Log, however many refusals follow.
    const admin = await signedInSuperAdmin(t.app, { firstName: 'Overseer' });
    const detail = await get(admin.cookie, `/api/admin/users/${member.account.id}`);
    expect(detail.statusCode, detail.body).toBe(200);
    const activity = (detail.json().activity as { action: string }[]).filter(
      (entry) => entry.action === 'member.profile_ceiling_reached',
    );
    expect(activity).toHaveLength(1);
  });

  it('profile pages count one each; redacted cards do not count', async () => {
    const free = await signedInMember(t.app, { firstName: 'Browser' });
    const cards = await get(free.cookie, '/api/discovery?limit=12');
    expect(cards.statusCode, cards.body).toBe(200);
    const shown = (cards.json().cards as { redacted: boolean }[]).filter((card) => !card.redacted).length;
    expect(shown).toBe(5);
    expect(cards.json().cards.length).toBeGreaterThan(shown);
    expect((await get(free.cookie, `/api/profiles/${members[1]}`)).statusCode).toBe(200);
    expect((await get(free.cookie, `/api/profiles/${members[1]}`)).statusCode).toBe(200);
    // 5 cards + 2 pages = 7 counted: 993 more reach the ceiling exactly, 992 do not.
    const throttle = t.app.services.throttle;
    expect(await throttle.consumeMany(rule, free.account.id, 992)).toEqual({ allowed: true, reached: false });
    expect(await throttle.isExhausted(rule, free.account.id)).toBe(false);
    expect((await get(free.cookie, `/api/profiles/${members[2]}`)).statusCode).toBe(200);
    expect(await throttle.isExhausted(rule, free.account.id)).toBe(true);
    expect((await get(free.cookie, `/api/profiles/${members[2]}`)).statusCode).toBe(429);
  });
});
