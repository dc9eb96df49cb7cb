import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { familyMessages } from '#shared/schemas/family.ts';
import { schema } from '#server/db/schema.ts';
import { FAMILY_PASSWORD, familyTestApp, relativeEmail } from '#server/test/family.ts';
import { parseMail } from '#server/test/smtp-catcher.ts';

const { app, mails, call, member, invited, accepted } = familyTestApp();

const page = async (cookie: string) => (await call(cookie, 'GET', '/api/family')).json();
const bell = async (cookie: string) =>
  (await call(cookie, 'GET', '/api/notifications')).json().notifications as {
    kind: string;
    title: string;
    path: string;
  }[];

describe('relatives (D45)', () => {
  it('a member invites a relative, who accepts with an account of their own and is signed in', async () => {
    const hannah = await member('Hannah');
    const email = relativeEmail();
    const token = await invited(hannah.cookie, email);
    const mail = mails().mails.find((m) => m.to.includes(email))!;
    expect(mail.raw).toMatch(/^Subject: Hannah invites you to Divine Match as their parent$/m);

    const preview = await call(undefined, 'POST', '/api/family/invitation', { token });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ memberFirstName: 'Hannah', relation: 'parent', email });

    expect((await page(hannah.cookie)).links).toEqual([
      expect.objectContaining({ status: 'invited', email, relation: 'parent', firstName: null }),
    ]);

    const mother = await accepted(token);
    const linked = await call(mother, 'GET', '/api/family/linked');
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json().members).toEqual([
      expect.objectContaining({ memberId: hannah.account.id, firstName: 'Hannah', relation: 'parent' }),
    ]);
    const [account] = await app().database.db.select().from(schema.users).where(eq(schema.users.email, email));
    expect(account).toMatchObject({ relativeAccount: true, emailVerified: true, role: 'user' });

    const after = await page(hannah.cookie);
    expect(after.links).toEqual([
      expect.objectContaining({ status: 'active', firstName: 'Elizabeth', lastName: 'Joseph', mayEditProfile: false }),
    ]);
    expect(after.log.map((entry: { action: string }) => entry.action)).toEqual(['accepted', 'invited']);

    // The token worked once.
    const again = await call(undefined, 'POST', '/api/family/invitation', { token });
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(familyMessages.invitationInvalid);
  });

  it("a relative's account is refused every member route and is never shown to members", async () => {
    const hannah = await member('Hannah');
    const mother = await accepted(await invited(hannah.cookie, relativeEmail()));
    for (const [method, url] of [
      ['GET', '/api/discovery'],
      ['GET', '/api/dashboard'],
      ['GET', '/api/conversations'],
      ['GET', `/api/profiles/${hannah.account.id}`],
      ['GET', '/api/family'],
    ] as const) {
      const response = await call(mother, method, url);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().error).toMatchObject({
        code: 'RELATIVE_ACCOUNT',
        message: familyMessages.relativeAccount,
      });
    }
    const express = await call(mother, 'POST', '/api/interests', { receiverId: hannah.account.id });
    expect(express.statusCode).toBe(403);

    // A member's routes of the relative's side are refused to members.
    expect((await call(hannah.cookie, 'GET', '/api/family/linked')).statusCode).toBe(403);

    const [relative] = await app()
      .database.db.select({ id: schema.users.id })
      .from(schema.users)
      .where(eq(schema.users.relativeAccount, true))
      .limit(1);
    const viewer = await member('Boaz');
    expect((await call(viewer.cookie, 'GET', `/api/profiles/${relative!.id}`)).statusCode).toBe(404);
  });

  it('the invitation email is in the inviting member’s language (D37)', async () => {
    const hannah = await member('Hannah');
    expect((await call(hannah.cookie, 'PUT', '/api/accounts/me/language', { language: 'de' })).statusCode).toBe(200);
    const email = relativeEmail();
    await invited(hannah.cookie, email, 'sister');
    const mail = await parseMail(mails().mails.find((m) => m.to.includes(email))!);
    expect(mail.subject).toBe('Hannah lädt dich zu Divine Match ein (als Schwester)');
    expect(mail.text).toContain('Hier annehmen (der Link gilt 14 Tage):');
  });

  it("a relative's account has what every account has of itself (its session, its language), and no settings", async () => {
    const hannah = await member('Hannah');
    const mother = await accepted(await invited(hannah.cookie, relativeEmail()));
    const session = await call(mother, 'GET', '/api/auth/session');
    expect(session.json().account).toMatchObject({ firstName: 'Elizabeth', relative: true, role: 'user' });
    expect((await call(hannah.cookie, 'GET', '/api/auth/session')).json().account.relative).toBe(false);

    const chosen = await call(mother, 'PUT', '/api/accounts/me/language', { language: 'pt' });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect((await call(mother, 'GET', '/api/accounts/me/language')).json()).toEqual({ language: 'pt' });

    // D45: never the member's settings, nor an account page of a member's.
    for (const [method, url] of [
      ['GET', '/api/accounts/me'],
      ['GET', '/api/notifications/settings'],
      ['POST', '/api/accounts/me/deactivate'],
    ] as const) {
      expect((await call(mother, method, url)).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('the member allows and stops profile edits, and ends the link at once; each is in the log', async () => {
    const hannah = await member('Hannah');
    const mother = await accepted(await invited(hannah.cookie, relativeEmail()), 'Ruth');
    const [link] = (await page(hannah.cookie)).links;

    const allow = await call(hannah.cookie, 'PATCH', `/api/family/links/${link.id}`, { mayEditProfile: true });
    expect(allow.statusCode, allow.body).toBe(200);
    expect(allow.json().message).toBe(familyMessages.editAllowed);
    expect((await call(mother, 'GET', '/api/family/linked')).json().members[0].mayEditProfile).toBe(true);
    await call(hannah.cookie, 'PATCH', `/api/family/links/${link.id}`, { mayEditProfile: false });

    // Another member's link is not found for them.
    const other = await member('Dinah');
    expect((await call(other.cookie, 'DELETE', `/api/family/links/${link.id}`)).statusCode).toBe(404);

    const end = await call(hannah.cookie, 'DELETE', `/api/family/links/${link.id}`);
    expect(end.statusCode).toBe(200);
    expect((await call(mother, 'GET', '/api/family/linked')).json().members).toEqual([]);
    const after = await page(hannah.cookie);
    expect(after.links).toEqual([]);
    expect(after.log.map((entry: { action: string; relative: string }) => [entry.action, entry.relative])).toEqual([
      ['ended_by_member', 'Ruth'],
      ['edit_stopped', 'Ruth'],
      ['edit_allowed', 'Ruth'],
      ['accepted', 'Ruth'],
      ['invited', expect.stringContaining('@family.example.org')],
    ]);
  });

  it('a relative leaves; a relative already linked to one member accepts a second with their password', async () => {
    const hannah = await member('Hannah');
    const samuel = await member('Samuel');
    const email = relativeEmail();
    const mother = await accepted(await invited(hannah.cookie, email));

    const second = await invited(samuel.cookie, email, 'parent');
    const wrong = await call(undefined, 'POST', '/api/family/accept', {
      token: second,
      firstName: 'Someone',
      lastName: 'Else',
      password: 'Not-Her-Password-1',
      confirmPassword: 'Not-Her-Password-1',
    });
    expect(wrong.statusCode).toBe(401);
    await accepted(second);
    const linked = (await call(mother, 'GET', '/api/family/linked')).json().members;
    expect(linked.map((m: { firstName: string }) => m.firstName)).toEqual(['Hannah', 'Samuel']);

    const leave = await call(mother, 'DELETE', `/api/family/linked/${linked[0].linkId}`);
    expect(leave.statusCode).toBe(200);
    expect(leave.json().message).toBe(familyMessages.left);
    expect((await page(hannah.cookie)).log[0]).toMatchObject({ action: 'left', relative: 'Elizabeth' });
    expect((await call(mother, 'GET', '/api/family/linked')).json().members).toHaveLength(1);
    // Hannah's bell told her of each: the link made, then ended by her mother.
    expect((await bell(hannah.cookie)).map((n) => [n.kind, n.title, n.path])).toEqual([
      ['family_left', 'Elizabeth is no longer linked to you', '/settings'],
      ['family_linked', 'Elizabeth accepted your invitation and is now linked to you', '/settings'],
    ]);
  });

  it('refuses what D45 does not allow, and changes nothing', async () => {
    const hannah = await member('Hannah');
    const own = await call(hannah.cookie, 'POST', '/api/family/invitations', {
      email: hannah.account.email,
      relation: 'parent',
    });
    expect(own.statusCode).toBe(400);
    expect(own.json().error.message).toBe(familyMessages.ownEmail);

    const boaz = await member('Boaz');
    const memberAccount = await call(hannah.cookie, 'POST', '/api/family/invitations', {
      email: boaz.account.email,
      relation: 'friend',
    });
    expect(memberAccount.statusCode).toBe(409);
    expect(memberAccount.json().error.message).toBe(familyMessages.memberAccount);

    const badRelation = await call(hannah.cookie, 'POST', '/api/family/invitations', {
      email: relativeEmail(),
      relation: 'cousin',
    });
    expect(badRelation.statusCode).toBe(400);

    const email = relativeEmail();
    await invited(hannah.cookie, email);
    const twice = await call(hannah.cookie, 'POST', '/api/family/invitations', {
      email: email.toUpperCase(),
      relation: 'parent',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(familyMessages.alreadyLinked);

    // Edits wait for the relative's acceptance.
    const [link] = (await page(hannah.cookie)).links;
    const early = await call(hannah.cookie, 'PATCH', `/api/family/links/${link.id}`, { mayEditProfile: true });
    expect(early.statusCode).toBe(409);

    for (let i = 0; i < 4; i++) await invited(hannah.cookie, relativeEmail());
    const sixth = await call(hannah.cookie, 'POST', '/api/family/invitations', {
      email: relativeEmail(),
      relation: 'friend',
    });
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().error.message).toBe(familyMessages.tooMany);
    expect((await page(hannah.cookie)).links).toHaveLength(5);

    const forged = await call(undefined, 'POST', '/api/family/invitation', { token: 'not-a-token' });
    expect(forged.statusCode).toBe(404);
  });

  it("deleting the member's account ends its links", async () => {
    const hannah = await member('Hannah');
    const mother = await accepted(await invited(hannah.cookie, relativeEmail()));
    await app().database.db.delete(schema.users).where(eq(schema.users.id, hannah.account.id));
    expect((await call(mother, 'GET', '/api/family/linked')).json().members).toEqual([]);
  });

  it('a relative deletes their own account: each member keeps a “left” entry and loses the link', async () => {
    const hannah = await member('Hannah');
    const miriam = await member('Miriam');
    const email = relativeEmail();
    const mother = await accepted(await invited(hannah.cookie, email));
    await accepted(await invited(miriam.cookie, email, 'friend'));

    const wrong = await call(mother, 'DELETE', '/api/accounts/me', {
      password: 'Not-The-Password-1',
      confirmation: 'DELETE',
    });
    expect(wrong.statusCode).toBe(400);
    expect((await page(hannah.cookie)).links).toHaveLength(1);

    const deleted = await call(mother, 'DELETE', '/api/accounts/me', {
      password: FAMILY_PASSWORD,
      confirmation: 'DELETE',
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    for (const { cookie } of [hannah, miriam]) {
      const after = await page(cookie);
      expect(after.links).toEqual([]);
      expect(after.log[0]).toMatchObject({ action: 'left', relative: 'Elizabeth' });
    }
    const left = await app().database.db.select().from(schema.users).where(eq(schema.users.email, email));
    expect(left).toEqual([]);
    expect((await call(mother, 'GET', '/api/family/linked')).statusCode).toBe(401);
  });
});
