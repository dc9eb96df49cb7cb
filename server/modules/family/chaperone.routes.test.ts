import { describe, expect, it } from 'vitest';
import { conversationMessages } from '#shared/schemas/conversations.ts';
import { familyMessages } from '#shared/schemas/family.ts';
import { familyTestApp, relativeEmail } from '#server/test/family.ts';
import { parseMail } from '#server/test/smtp-catcher.ts';

/** D46: a member names a linked relative chaperone, who reads the conversations from then on. */
const { mails, call, member, man, invited, accepted } = familyTestApp();

/** Hannah matched with Boaz (his interest, her acceptance), their conversation, and her mother linked. */
async function chaperonedPair() {
  const hannah = await member('Hannah');
  const boaz = await man('Boaz');
  expect((await call(boaz.cookie, 'POST', '/api/interests', { receiverId: hannah.account.id })).statusCode).toBe(201);
  const [interest] = (await call(hannah.cookie, 'GET', '/api/interests/received')).json().interests;
  expect((await call(hannah.cookie, 'PATCH', `/api/interests/${interest.id}`, { status: 'accepted' })).statusCode).toBe(
    200,
  );
  const opened = await call(boaz.cookie, 'POST', '/api/conversations', { memberId: hannah.account.id });
  expect(opened.statusCode, opened.body).toBe(200);
  const conversationId = opened.json().id as string;
  const motherEmail = relativeEmail();
  const mother = await accepted(await invited(hannah.cookie, motherEmail), 'Ruth');
  const [link] = (await call(mother, 'GET', '/api/family/linked')).json().members;
  const [own] = (await call(hannah.cookie, 'GET', '/api/family')).json().links;
  return {
    hannah,
    boaz,
    mother,
    motherEmail,
    conversationId,
    linkId: link.linkId as string,
    memberLinkId: own.id as string,
  };
}

/** The subjects of the chaperone mails `email` received, once `count` arrived (the invitation aside). */
async function subjectsTo(email: string, count: number) {
  const caught = await mails().waitFor(
    (mail) => mail.to.includes(email) && !mail.text.includes('/family/accept'),
    count,
  );
  return Promise.all(caught.map(async (mail) => (await parseMail(mail)).subject));
}

const say = async (cookie: string, conversationId: string, body: string) => {
  const sent = await call(cookie, 'POST', `/api/conversations/${conversationId}/messages`, { body });
  expect(sent.statusCode, sent.body).toBe(201);
};
const name = (cookie: string, linkId: string) => call(cookie, 'PUT', '/api/family/chaperone', { linkId });
const inbox = (cookie: string, linkId: string) => call(cookie, 'GET', `/api/family/linked/${linkId}/conversations`);
const read = (cookie: string, linkId: string, conversationId: string) =>
  call(cookie, 'GET', `/api/family/linked/${linkId}/conversations/${conversationId}`);

describe('a chaperone (D46)', () => {
  it('reads only what was written from the moment they were named, and never writes', async () => {
    const { hannah, boaz, mother, conversationId, linkId, memberLinkId } = await chaperonedPair();
    await say(boaz.cookie, conversationId, 'Written before any chaperone');
    expect((await inbox(mother, linkId)).statusCode).toBe(403);
    expect((await inbox(mother, linkId)).json().error.code).toBe('FAMILY_NOT_CHAPERONE');

    const named = await name(hannah.cookie, memberLinkId);
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json().message).toBe(familyMessages.chaperoneNamed);
    expect((await inbox(mother, linkId)).json().conversations).toEqual([]);
    await say(boaz.cookie, conversationId, 'Good evening, Hannah');
    await say(hannah.cookie, conversationId, 'Good evening, Boaz');

    const list = await inbox(mother, linkId);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().conversations).toEqual([
      { id: conversationId, firstName: 'Boaz', messageCount: 2, lastAt: expect.any(String) },
    ]);
    const conversation = await read(mother, linkId, conversationId);
    expect(conversation.statusCode, conversation.body).toBe(200);
    expect(conversation.json()).toMatchObject({ memberFirstName: 'Hannah', firstName: 'Boaz', truncated: false });
    expect(
      conversation.json().messages.map((m: { body: string; fromMember: boolean }) => [m.body, m.fromMember]),
    ).toEqual([
      ['Good evening, Hannah', false],
      ['Good evening, Boaz', true],
    ]);
    expect(conversation.body).not.toContain('Written before any chaperone');
    expect(conversation.body).not.toContain(boaz.account.id);

    // A chaperone never writes: the member routes refuse a relative's account.
    const write = await call(mother, 'POST', `/api/conversations/${conversationId}/messages`, { body: 'Hello' });
    expect(write.statusCode).toBe(403);
    expect((await call(mother, 'GET', `/api/conversations/${conversationId}/messages`)).statusCode).toBe(403);
  });

  it('both members see who chaperones, and each read is in the member’s log', async () => {
    const { hannah, boaz, mother, conversationId, linkId, memberLinkId } = await chaperonedPair();
    expect((await call(boaz.cookie, 'GET', `/api/conversations/${conversationId}`)).json().chaperones).toEqual([]);
    await name(hannah.cookie, memberLinkId);
    expect((await call(boaz.cookie, 'GET', `/api/conversations/${conversationId}`)).json().chaperones).toEqual([
      { firstName: 'Ruth', relation: 'parent', of: 'them' },
    ]);
    expect((await call(hannah.cookie, 'GET', `/api/conversations/${conversationId}`)).json().chaperones).toEqual([
      { firstName: 'Ruth', relation: 'parent', of: 'me' },
    ]);
    await say(boaz.cookie, conversationId, 'Shall we meet after the service?');
    expect((await read(mother, linkId, conversationId)).statusCode).toBe(200);
    expect((await read(mother, linkId, conversationId)).statusCode).toBe(200);
    const log = (await call(hannah.cookie, 'GET', '/api/family')).json().log;
    const reads = log.filter((entry: { action: string }) => entry.action === 'chaperone_read');
    // Reads of one conversation close together are one entry (one sitting).
    expect(reads).toEqual([expect.objectContaining({ relative: 'Ruth', relation: 'parent', subject: 'Boaz' })]);
    expect(log.map((entry: { action: string }) => entry.action)).toContain('chaperone_named');
  });

  it('ends at once when the member ends it, and one chaperone at a time', async () => {
    const { hannah, boaz, mother, motherEmail, conversationId, linkId, memberLinkId } = await chaperonedPair();
    await name(hannah.cookie, memberLinkId);
    await say(boaz.cookie, conversationId, 'Hello Hannah');
    expect((await read(mother, linkId, conversationId)).statusCode).toBe(200);
    // The relative is told by email (no bell on a relative's account).
    expect(await subjectsTo(motherEmail, 1)).toEqual(['Hannah named you their chaperone on Divine Match']);

    // Naming her brother ends her mother's reading: one chaperone at a time.
    const brotherEmail = relativeEmail();
    const brother = await accepted(await invited(hannah.cookie, brotherEmail, 'brother'), 'Jacob');
    const [brotherLink] = (await call(brother, 'GET', '/api/family/linked')).json().members;
    const links = (await call(hannah.cookie, 'GET', '/api/family')).json().links;
    const brotherOwn = links.find((link: { firstName: string }) => link.firstName === 'Jacob');
    expect((await name(hannah.cookie, brotherOwn.id)).statusCode).toBe(200);
    expect((await read(mother, linkId, conversationId)).statusCode).toBe(403);
    expect((await read(brother, brotherLink.linkId, conversationId)).statusCode).toBe(200);
    expect(await subjectsTo(motherEmail, 2)).toContain('Hannah ended your role as chaperone');
    expect(await subjectsTo(brotherEmail, 1)).toEqual(['Hannah named you their chaperone on Divine Match']);
    const after = (await call(hannah.cookie, 'GET', '/api/family')).json().links;
    expect(after.filter((link: { chaperoneSince: string | null }) => link.chaperoneSince !== null)).toEqual([
      expect.objectContaining({ firstName: 'Jacob' }),
    ]);

    const ended = await call(hannah.cookie, 'DELETE', '/api/family/chaperone');
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().message).toBe(familyMessages.chaperoneEnded);
    expect((await read(brother, brotherLink.linkId, conversationId)).json().error.code).toBe('FAMILY_NOT_CHAPERONE');
    expect((await call(boaz.cookie, 'GET', `/api/conversations/${conversationId}`)).json().chaperones).toEqual([]);
    // Named again later, she reads only from the new start.
    expect((await name(hannah.cookie, memberLinkId)).statusCode).toBe(200);
    expect((await read(mother, linkId, conversationId)).json().messages).toEqual([]);
  });

  it('refuses an invited link, another member’s link, a blocked pair’s conversation and another’s conversation', async () => {
    const { hannah, boaz, mother, conversationId, linkId, memberLinkId } = await chaperonedPair();
    const pending = await call(hannah.cookie, 'POST', '/api/family/invitations', {
      email: relativeEmail(),
      relation: 'friend',
    });
    expect(pending.statusCode).toBe(201);
    const invitedLink = (await call(hannah.cookie, 'GET', '/api/family')).json().links.at(-1);
    expect((await name(hannah.cookie, invitedLink.id)).json().error.code).toBe('FAMILY_LINK_NOT_ACTIVE');
    const other = await member('Miriam');
    expect((await name(other.cookie, memberLinkId)).statusCode).toBe(404);

    await name(hannah.cookie, memberLinkId);
    await say(boaz.cookie, conversationId, 'Hello');
    // A conversation Hannah is not in.
    const { conversationId: strangers } = await chaperonedPair();
    expect((await read(mother, linkId, strangers)).statusCode).toBe(404);
    // Hannah blocks Boaz: the conversation is gone for her, and for her chaperone.
    expect((await call(hannah.cookie, 'PUT', `/api/blocks/${boaz.account.id}`)).statusCode).toBe(204);
    expect((await read(mother, linkId, conversationId)).statusCode).toBe(404);
    expect((await inbox(mother, linkId)).json().conversations).toEqual([]);
  });

  it('a deleted member’s chaperone reads nothing; ending the link ends the chaperone', async () => {
    const { hannah, mother, linkId, memberLinkId } = await chaperonedPair();
    await name(hannah.cookie, memberLinkId);
    expect((await call(hannah.cookie, 'DELETE', `/api/family/links/${memberLinkId}`)).statusCode).toBe(200);
    expect((await inbox(mother, linkId)).statusCode).toBe(404);
    expect(
      (await call(hannah.cookie, 'GET', '/api/family')).json().log.map((e: { action: string }) => e.action),
    ).toEqual(expect.arrayContaining(['chaperone_named', 'ended_by_member']));
  });

  it('may report a message of the other member’s, written since the start, and no other', async () => {
    const { hannah, boaz, mother, conversationId, linkId, memberLinkId } = await chaperonedPair();
    await say(boaz.cookie, conversationId, 'Before the chaperone');
    await name(hannah.cookie, memberLinkId);
    await say(boaz.cookie, conversationId, 'Send me money for the ticket');
    await say(hannah.cookie, conversationId, 'No, thank you');
    const messages = (await call(hannah.cookie, 'GET', `/api/conversations/${conversationId}/messages`)).json()
      .messages as { id: string; body: string }[];
    const idOf = (body: string) => messages.find((message) => message.body === body)!.id;
    const report = (messageId: string) =>
      call(
        mother,
        'POST',
        `/api/family/linked/${linkId}/conversations/${conversationId}/messages/${messageId}/report`,
        {
          reason: 'scam_or_fraud',
          description: 'Asks for money',
        },
      );

    const sent = await report(idOf('Send me money for the ticket'));
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().message).toBe(conversationMessages.reportSent);
    expect((await report(idOf('No, thank you'))).json().error).toMatchObject({
      code: 'MEMBER_MESSAGE',
      message: conversationMessages.memberMessage,
    });
    expect((await report(idOf('Before the chaperone'))).statusCode).toBe(404);
    expect((await report(idOf('Send me money for the ticket'))).statusCode).toBe(409);
    await call(hannah.cookie, 'DELETE', '/api/family/chaperone');
    expect((await report(idOf('Send me money for the ticket'))).json().error.code).toBe('FAMILY_NOT_CHAPERONE');
  });
});
