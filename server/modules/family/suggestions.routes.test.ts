import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { familyMessages } from '#shared/schemas/family.ts';
import { schema } from '#server/db/schema.ts';
import { familyTestApp, relativeEmail } from '#server/test/family.ts';
import { block, deactivateByAdmin, markRelative, signedInMember } from '#server/test/members.ts';

/** D45: a linked relative suggests members; the member sees 'Suggested by …' and decides. */
const { app, call, member, man, invited, accepted } = familyTestApp();

/** A name no other test of the file uses (letters only, as names must be). */
const unique = (prefix: string) =>
  `${prefix}${[...randomBytes(6)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('')}`;

/** D31: a member hidden by moderation (as moderation.repository.ts:refreshHidden stores it). */
const hide = (userId: string) =>
  app().database.db.update(schema.users).set({ hiddenByModeration: true }).where(eq(schema.users.id, userId));

/** Hannah with her mother Ruth linked; the link's id on the mother's side and on Hannah's. */
async function linkedFamily(firstName = 'Hannah') {
  const hannah = await member(firstName);
  const mother = await accepted(await invited(hannah.cookie, relativeEmail()), 'Ruth');
  const [link] = (await call(mother, 'GET', '/api/family/linked')).json().members;
  const [own] = (await call(hannah.cookie, 'GET', '/api/family')).json().links;
  return { hannah, mother, linkId: link.linkId as string, memberLinkId: own.id as string };
}

const search = (cookie: string, linkId: string, q: string) =>
  call(cookie, 'GET', `/api/family/linked/${linkId}/members?q=${encodeURIComponent(q)}`);
const suggest = (cookie: string, linkId: string, memberId: string) =>
  call(cookie, 'POST', `/api/family/linked/${linkId}/suggestions`, { memberId });
const dashboard = async (cookie: string) => {
  const response = await call(cookie, 'GET', '/api/dashboard');
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('a relative finds members to suggest (D45)', () => {
  it('only members the member could see, by name, age and city: not blocked, deactivated, hidden, relatives or the member', async () => {
    const name = unique('Boaz');
    const { hannah, mother, linkId } = await linkedFamily(name);
    const visible = await man(name);
    const blocked = await man(name);
    const blocking = await man(name);
    const deactivated = await man(name);
    const held = await man(name);
    const relativeAccount = await man(name);
    await block(app().database.db, hannah.account.id, blocked.account.id);
    await block(app().database.db, blocking.account.id, hannah.account.id);
    await deactivateByAdmin(app().database.db, deactivated.account.id);
    await hide(held.account.id);
    await markRelative(app().database.db, relativeAccount.account.id);

    const found = await search(mother, linkId, name.slice(0, 8).toLowerCase());
    expect(found.statusCode, found.body).toBe(200);
    const { members } = found.json();
    expect(members.map((entry: { id: string }) => entry.id)).toEqual([visible.account.id]);
    expect(Object.keys(members[0]).sort()).toEqual(['age', 'city', 'firstName', 'id', 'lastName']);
    expect(members[0]).toMatchObject({ firstName: name, lastName: 'Levi', city: 'Thrissur' });
    for (const secret of [visible.body.email, visible.body.phoneNumber, 'thumbnail', 'photo'])
      expect(found.body).not.toContain(secret);
    // The full name, and the last name, find them too; one letter is refused with the spec's message.
    expect((await search(mother, linkId, `${name} Levi`)).json().members).toHaveLength(1);
    const short = await search(mother, linkId, 'B');
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain(familyMessages.searchTooShort);
  });

  it('follows whom the member is looking for (D36’s audience)', async () => {
    const name = unique('Aaron');
    const { hannah, mother, linkId } = await linkedFamily();
    const brother = await man(name);
    const sister = await member(name);
    // Hannah looks for a man, who in turn looks for a woman (D36's two-way audience).
    for (const [cookie, lookingFor] of [
      [hannah.cookie, 'Male'],
      [brother.cookie, 'Female'],
      [sister.cookie, 'Male'],
    ] as const) {
      const looking = await call(cookie, 'PUT', '/api/profiles/me/looking-for', { lookingFor });
      expect(looking.statusCode, looking.body).toBe(200);
    }
    const ids = (await search(mother, linkId, name)).json().members.map((entry: { id: string }) => entry.id);
    expect(ids).toEqual([brother.account.id]);
    expect(ids).not.toContain(sister.account.id);
  });
});

describe('a relative suggests a member, the member decides (D45)', () => {
  it('shows on the dashboard, the card and the profile with "Suggested by", is told and logged; once per member', async () => {
    const { hannah, mother, linkId } = await linkedFamily();
    const boazName = unique('Boaz');
    const boaz = await man(boazName);
    const made = await suggest(mother, linkId, boaz.account.id);
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().message).toBe(familyMessages.suggested);

    const again = await suggest(mother, linkId, boaz.account.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'FAMILY_ALREADY_SUGGESTED',
      message: familyMessages.alreadySuggested,
    });

    const { suggestions } = await dashboard(hannah.cookie);
    expect(suggestions).toHaveLength(1);
    expect(suggestions[0].suggestedBy).toEqual([{ firstName: 'Ruth', relation: 'parent' }]);
    expect(suggestions[0].card).toMatchObject({ redacted: false, id: boaz.account.id, lastName: 'Levi' });

    const profile = await call(hannah.cookie, 'GET', `/api/profiles/${boaz.account.id}`);
    expect(profile.json().suggestedBy).toEqual([{ firstName: 'Ruth', relation: 'parent' }]);
    // Discovery's card says so too (one query for the page's cards), and only on his card.
    const page = await call(hannah.cookie, 'GET', '/api/discovery?sort=newest&limit=48');
    expect(page.statusCode, page.body).toBe(200);
    const cards: { id: string; suggestedBy?: unknown }[] = page.json().cards;
    expect(cards.find((card) => card.id === boaz.account.id)?.suggestedBy).toEqual([
      { firstName: 'Ruth', relation: 'parent' },
    ]);
    expect(cards.filter((card) => card.suggestedBy).map((card) => card.id)).toEqual([boaz.account.id]);
    // Another viewer sees no such line.
    const other = await signedInMember(app().app);
    expect((await call(other.cookie, 'GET', `/api/profiles/${boaz.account.id}`)).json()).not.toHaveProperty(
      'suggestedBy',
    );

    const [told] = (await call(hannah.cookie, 'GET', '/api/notifications')).json().notifications;
    expect(told).toMatchObject({ kind: 'family_suggestion', path: '/dashboard' });
    expect(told.title).toContain('Ruth');
    const { log } = (await call(hannah.cookie, 'GET', '/api/family')).json();
    expect(log[0]).toMatchObject({ action: 'suggested', relative: 'Ruth', relation: 'parent', subject: boazName });

    const sent = (await call(mother, 'GET', `/api/family/linked/${linkId}/suggestions`)).json().suggestions;
    expect(sent).toHaveLength(1);
    expect(Object.keys(sent[0]).sort()).toEqual(['age', 'at', 'city', 'firstName', 'id', 'lastName']);
    expect(sent[0]).toMatchObject({ lastName: 'Levi' });
  });

  it('refuses a member the member cannot see, the member themself, and links not the relative’s own or not active', async () => {
    const { hannah, mother, linkId } = await linkedFamily();
    const blocked = await man(unique('Blocked'));
    const hidden = await man(unique('Hidden'));
    await block(app().database.db, blocked.account.id, hannah.account.id);
    await hide(hidden.account.id);
    for (const id of [blocked.account.id, hidden.account.id, hannah.account.id, 'no-such-member']) {
      const refused = await suggest(mother, linkId, id);
      expect(refused.statusCode, refused.body).toBe(404);
      expect(refused.json().error).toMatchObject({
        code: 'FAMILY_SUGGESTED_NOT_FOUND',
        message: familyMessages.suggestedNotFound,
      });
    }
    const boaz = await man(unique('Boaz'));
    // Another member's link, a link only invited, a member's own account: refused.
    const other = await linkedFamily('Miriam');
    expect((await suggest(mother, other.linkId, boaz.account.id)).statusCode).toBe(404);
    expect((await search(mother, other.linkId, 'Bo')).statusCode).toBe(404);
    const leah = await member('Leah');
    await invited(leah.cookie, relativeEmail());
    const [pending] = (await call(leah.cookie, 'GET', '/api/family')).json().links;
    expect((await suggest(mother, pending.id, boaz.account.id)).statusCode).toBe(404);
    expect((await suggest(hannah.cookie, linkId, boaz.account.id)).statusCode).toBe(403);
    // A relative's account enters no member route: the dashboard, the dismissal.
    expect((await call(mother, 'GET', '/api/dashboard')).statusCode).toBe(403);
    expect((await dashboard(hannah.cookie)).suggestions).toEqual([]);
  });

  it('the member dismisses their own suggestions only; a member hidden later drops out; ending the link ends them', async () => {
    const { hannah, mother, linkId, memberLinkId } = await linkedFamily();
    const boaz = await man(unique('Boaz'));
    const calebName = unique('Caleb');
    const caleb = await man(calebName);
    for (const id of [boaz.account.id, caleb.account.id])
      expect((await suggest(mother, linkId, id)).statusCode).toBe(201);
    const [newest, oldest] = (await dashboard(hannah.cookie)).suggestions;
    expect(newest.card.id).toBe(caleb.account.id);

    const stranger = await signedInMember(app().app);
    expect((await call(stranger.cookie, 'DELETE', `/api/family/suggestions/${newest.id}`)).statusCode).toBe(404);
    expect((await call(mother, 'DELETE', `/api/family/suggestions/${newest.id}`)).statusCode).toBe(403);
    const dismissed = await call(hannah.cookie, 'DELETE', `/api/family/suggestions/${newest.id}`);
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect(dismissed.json().message).toBe(familyMessages.suggestionDismissed);
    expect((await dashboard(hannah.cookie)).suggestions.map((entry: { id: string }) => entry.id)).toEqual([oldest.id]);
    expect((await call(hannah.cookie, 'GET', `/api/profiles/${caleb.account.id}`)).json()).not.toHaveProperty(
      'suggestedBy',
    );

    // Boaz blocks Hannah: the suggestion is no longer shown, to her or to her mother.
    await block(app().database.db, boaz.account.id, hannah.account.id);
    expect((await dashboard(hannah.cookie)).suggestions).toEqual([]);
    const sent = (await call(mother, 'GET', `/api/family/linked/${linkId}/suggestions`)).json().suggestions;
    expect(sent.map((entry: { firstName: string }) => entry.firstName)).toEqual([calebName]);

    expect((await call(hannah.cookie, 'DELETE', `/api/family/links/${memberLinkId}`)).statusCode).toBe(200);
    const left = await app()
      .database.db.select()
      .from(schema.familySuggestions)
      .where(eq(schema.familySuggestions.memberId, hannah.account.id));
    expect(left).toEqual([]);
    expect((await call(mother, 'GET', `/api/family/linked/${linkId}/suggestions`)).statusCode).toBe(404);
  });

  it('the member’s data export holds who suggested whom and when', async () => {
    const { hannah, mother, linkId } = await linkedFamily();
    const boazName = unique('Boaz');
    const boaz = await man(boazName);
    expect((await suggest(mother, linkId, boaz.account.id)).statusCode).toBe(201);
    const exported = await app().app.services.familySuggestions.exportOf({ id: hannah.account.id } as never);
    expect(exported).toEqual([
      { suggestedBy: 'Ruth (parent)', member: `${boazName} Levi`, at: expect.any(String), dismissedAt: null },
    ]);
  });
});
