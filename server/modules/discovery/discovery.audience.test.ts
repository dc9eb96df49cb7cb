import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Gender, LookingFor } from '#shared/enums.ts';
import { makePremium, seedProfile, signedInMember } from '#server/test/members.ts';
import { completeProfile } from '#server/test/profile-fixture.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

let tokenCount = 0;
/** Each test's members share a church name no other test uses, so its searches see only them. */
const token = () => `Audience ${++tokenCount} of ${Math.random().toString(36).slice(2, 8)}`;

/** A premium viewer (every card revealed) of the given gender, looking for `lookingFor` (or not saying). */
async function viewer(gender: Gender, lookingFor: LookingFor | '') {
  const member = await signedInMember(t.app);
  await makePremium(t.database.db, member.account.id);
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/profiles/me',
    payload: completeProfile({ gender, lookingFor, church: 'Viewer Chapel' }),
    headers: { cookie: member.cookie },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return member.cookie;
}

async function names(cookie: string, query: Record<string, string>) {
  const qs = new URLSearchParams(query).toString();
  const response = await t.app.inject({ url: `/api/discovery?${qs}`, headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { cards: { firstName?: string }[] }).cards.map((card) => card.firstName).sort();
}

/** One member of each kind, in a church of their own. */
async function community() {
  const church = token();
  const seed = (firstName: string, gender: Gender, lookingFor: LookingFor | '') =>
    seedProfile(t.app, { firstName, gender, lookingFor, church });
  await seed('ManSeekingWoman', 'Male', 'Female');
  await seed('ManSeekingMan', 'Male', 'Male');
  await seed('ManUnsaid', 'Male', '');
  await seed('WomanSeekingMan', 'Female', 'Male');
  await seed('WomanSeekingWoman', 'Female', 'Female');
  await seed('WomanUnsaid', 'Female', '');
  return church;
}

describe('discovery shows whom the member is looking for, who look for them (D36)', () => {
  it('shows a woman looking for a man only the men who are looking for a woman', async () => {
    const church = await community();
    expect(await names(await viewer('Female', 'Male'), { church })).toEqual(['ManSeekingWoman']);
  });

  it('shows a man looking for a woman only the women who are looking for a man', async () => {
    const church = await community();
    expect(await names(await viewer('Male', 'Female'), { church })).toEqual(['WomanSeekingMan']);
  });

  it('shows a woman looking for a woman only the women who are looking for a woman', async () => {
    const church = await community();
    expect(await names(await viewer('Female', 'Female'), { church })).toEqual(['WomanSeekingWoman']);
  });

  it('shows everyone to a member who has not said', async () => {
    const church = await community();
    expect(await names(await viewer('Female', ''), { church })).toEqual([
      'ManSeekingMan',
      'ManSeekingWoman',
      'ManUnsaid',
      'WomanSeekingMan',
      'WomanSeekingWoman',
      'WomanUnsaid',
    ]);
  });

  it("lets the gender filter replace the default gender, still among those looking for the viewer's gender", async () => {
    const church = await community();
    const cookie = await viewer('Female', 'Male');
    expect(await names(cookie, { church, gender: 'Female' })).toEqual(['WomanSeekingWoman']);
    expect(await names(cookie, { church, gender: 'Male' })).toEqual(['ManSeekingWoman']);
  });

  it('follows an answer at once, given from the dashboard', async () => {
    const church = await community();
    const cookie = await viewer('Male', '');
    expect(await names(cookie, { church })).toHaveLength(6);
    const answered = await t.app.inject({
      method: 'PUT',
      url: '/api/profiles/me/looking-for',
      payload: { lookingFor: 'Female' },
      headers: { cookie },
    });
    expect(answered.statusCode).toBe(200);
    expect(await names(cookie, { church })).toEqual(['WomanSeekingMan']);
    // The church filter goes through a contains search; without it the prepared statement applies the same rule.
    const all = await names(cookie, { limit: '48' });
    expect(all).not.toContain('ManSeekingWoman');
    expect(all).not.toContain('WomanSeekingWoman');
    expect(all).not.toContain('WomanUnsaid');
  });
});
