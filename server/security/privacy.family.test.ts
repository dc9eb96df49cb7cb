import { describe, expect, it } from 'vitest';
import { familyTestApp } from '#server/test/family.ts';
import { signedInMember } from '#server/test/members.ts';
import { completeProfile } from '#server/test/profile-fixture.ts';
import { SCREEN } from './privacy-screens.ts';

/** D45's answers in the privacy table (privacy-screens.ts): exactly their screens' fields. */
const { app, mails, call, member, invited, accepted } = familyTestApp();

const keys = (value: object) => Object.keys(value).sort();
const sorted = (fields: readonly string[]) => [...fields].sort();

describe('family (D45)', () => {
  it('the invitation, the relative’s page and the member’s links carry their screens’ fields, nothing of the member’s contact', async () => {
    const hannah = await signedInMember(app().app, { lastName: 'Privatestone' });
    const profile = completeProfile({ firstName: 'Hannah', lastName: 'Privatestone' });
    expect((await call(hannah.cookie, 'PUT', '/api/profiles/me', profile)).statusCode).toBe(200);
    const email = `mother.privacy.${Date.now().toString(36)}@family.example.org`;
    const invited = await call(hannah.cookie, 'POST', '/api/family/invitations', { email, relation: 'parent' });
    expect(invited.statusCode, invited.body).toBe(201);
    const token = new URL(await mails().linkTo(email, '/family/accept')).searchParams.get('token')!;
    const secrets = [hannah.body.email, hannah.body.phoneNumber, profile.dob, profile.postalCode];

    const invitation = await call(undefined, 'POST', '/api/family/invitation', { token });
    expect(keys(invitation.json())).toEqual(sorted(SCREEN.familyInvitation));
    for (const secret of [...secrets, 'Privatestone']) expect(invitation.body).not.toContain(secret);

    const password = 'Mother-Keeps-Faith-7';
    const accepted = await call(undefined, 'POST', '/api/family/accept', {
      token,
      firstName: 'Ruth',
      lastName: 'Joseph',
      password,
      confirmPassword: password,
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    const mother = accepted.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');

    const linked = await call(mother, 'GET', '/api/family/linked');
    expect(linked.json().members).toHaveLength(1);
    expect(keys(linked.json().members[0])).toEqual(sorted(SCREEN.familyLinkedMember));
    for (const secret of secrets) expect(linked.body).not.toContain(secret);

    // What the relative's page of the member shows: the screen's fields, the other members by name only.
    const boaz = await signedInMember(app().app);
    const boazProfile = completeProfile({ firstName: 'Boaz', gender: 'Male' });
    expect((await call(boaz.cookie, 'PUT', '/api/profiles/me', boazProfile)).statusCode).toBe(200);
    const interest = await call(boaz.cookie, 'POST', '/api/interests', { receiverId: hannah.account.id });
    expect(interest.statusCode, interest.body).toBe(201);
    const seen = await call(mother, 'GET', `/api/family/linked/${linked.json().members[0].linkId}`);
    expect(keys(seen.json())).toEqual(sorted(SCREEN.familyMemberView));
    for (const field of SCREEN.familyNeverInProfile) expect(seen.json().profile).not.toHaveProperty(field);
    expect(seen.json().received).toHaveLength(1);
    for (const entry of seen.json().received) {
      expect(keys(entry)).toEqual(sorted(SCREEN.familyInterest));
      expect(keys(entry.member)).toEqual(sorted(SCREEN.familyOtherMember));
    }
    for (const secret of [hannah.body.email, hannah.body.phoneNumber, boaz.account.id, boaz.body.email])
      expect(seen.body).not.toContain(secret);

    const page = await call(hannah.cookie, 'GET', '/api/family');
    expect(keys(page.json())).toEqual(['links', 'log']);
    expect(keys(page.json().links[0])).toEqual(sorted(SCREEN.familyLink));
    for (const entry of page.json().log) expect(keys(entry)).toEqual(sorted(SCREEN.familyLogEntry));
  });

  it('the chaperone’s screens (D46) carry their fields: the other member by first name, nothing of either member’s account', async () => {
    const hannah = await member('Hannah');
    const boaz = await signedInMember(app().app, { lastName: 'Hiddenfield' });
    const boazProfile = completeProfile({ firstName: 'Boaz', lastName: 'Hiddenfield', gender: 'Male' });
    expect((await call(boaz.cookie, 'PUT', '/api/profiles/me', boazProfile)).statusCode).toBe(200);
    expect((await call(boaz.cookie, 'POST', '/api/interests', { receiverId: hannah.account.id })).statusCode).toBe(201);
    const [interest] = (await call(hannah.cookie, 'GET', '/api/interests/received')).json().interests;
    await call(hannah.cookie, 'PATCH', `/api/interests/${interest.id}`, { status: 'accepted' });
    const conversationId = (
      await call(boaz.cookie, 'POST', '/api/conversations', { memberId: hannah.account.id })
    ).json().id;
    const mother = await accepted(
      await invited(hannah.cookie, `chaperone.${Date.now().toString(36)}@family.example.org`),
    );
    const [own] = (await call(hannah.cookie, 'GET', '/api/family')).json().links;
    expect((await call(hannah.cookie, 'PUT', '/api/family/chaperone', { linkId: own.id })).statusCode).toBe(200);
    await call(boaz.cookie, 'POST', `/api/conversations/${conversationId}/messages`, { body: 'Peace be with you' });
    const [link] = (await call(mother, 'GET', '/api/family/linked')).json().members;
    const secrets = [hannah.body.email, hannah.body.phoneNumber, boaz.body.email, boaz.account.id, 'Hiddenfield'];

    const list = await call(mother, 'GET', `/api/family/linked/${link.linkId}/conversations`);
    expect(keys(list.json())).toEqual(sorted(SCREEN.chaperoneConversations));
    expect(keys(list.json().conversations[0])).toEqual(sorted(SCREEN.chaperoneConversationEntry));
    const read = await call(mother, 'GET', `/api/family/linked/${link.linkId}/conversations/${conversationId}`);
    expect(keys(read.json())).toEqual(sorted(SCREEN.chaperoneConversation));
    expect(keys(read.json().messages[0])).toEqual(sorted(SCREEN.chaperoneMessage));
    for (const answer of [list, read]) for (const secret of secrets) expect(answer.body).not.toContain(secret);

    const header = (await call(boaz.cookie, 'GET', `/api/conversations/${conversationId}`)).json();
    expect(keys(header)).toEqual(sorted(SCREEN.conversation));
    expect(keys(header.chaperones[0])).toEqual(sorted(SCREEN.conversationChaperone));
    expect(JSON.stringify(header.chaperones)).not.toContain('Joseph');
  });
});
