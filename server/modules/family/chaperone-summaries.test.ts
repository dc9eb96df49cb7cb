import { describe, expect, it } from 'vitest';
import { familyTestApp, relativeEmail } from '#server/test/family.ts';
import { parseMail } from '#server/test/smtp-catcher.ts';

/** D46: a chaperone's weekly summary email — counts and first names, never what was written. */
const { app, mails, call, member, man, invited, accepted } = familyTestApp();

const DAY_MS = 24 * 60 * 60 * 1000;

/** Hannah, her mother as chaperone, and Boaz and Caleb, each matched with her and in a conversation. */
async function chaperonedWeek() {
  const hannah = await member('Hannah');
  const email = relativeEmail();
  await accepted(await invited(hannah.cookie, email), 'Ruth');
  const [link] = (await call(hannah.cookie, 'GET', '/api/family')).json().links;
  const conversations: Record<string, { cookie: string; id: string }> = {};
  for (const name of ['Boaz', 'Caleb']) {
    const suitor = await man(name);
    expect((await call(suitor.cookie, 'POST', '/api/interests', { receiverId: hannah.account.id })).statusCode).toBe(
      201,
    );
    const received = (await call(hannah.cookie, 'GET', '/api/interests/received')).json().interests;
    for (const interest of received)
      await call(hannah.cookie, 'PATCH', `/api/interests/${interest.id}`, { status: 'accepted' });
    const opened = await call(suitor.cookie, 'POST', '/api/conversations', { memberId: hannah.account.id });
    conversations[name] = { cookie: suitor.cookie, id: opened.json().id };
  }
  const say = async (cookie: string, id: string, body: string) =>
    expect((await call(cookie, 'POST', `/api/conversations/${id}/messages`, { body })).statusCode).toBe(201);
  await say(conversations.Boaz!.cookie, conversations.Boaz!.id, 'Before the chaperone: a secret word');
  expect((await call(hannah.cookie, 'PUT', '/api/family/chaperone', { linkId: link.id })).statusCode).toBe(200);
  return { hannah, email, linkId: link.id as string, conversations, say };
}

const summariesTo = async (email: string) =>
  Promise.all(
    mails()
      .mails.filter((mail) => mail.to.includes(email))
      .map(parseMail),
  ).then((parsed) => parsed.filter((mail) => mail.subject?.includes('your summary as chaperone')));

describe('the chaperone’s weekly summary (D46)', () => {
  it('counts the week’s messages per conversation by first name, once a week, never their words', async () => {
    const { hannah, email, conversations, say } = await chaperonedWeek();
    await say(conversations.Boaz!.cookie, conversations.Boaz!.id, 'Shall we walk after the service?');
    await say(hannah.cookie, conversations.Boaz!.id, 'Yes, gladly.');
    await say(conversations.Caleb!.cookie, conversations.Caleb!.id, 'Peace be with you');
    const summaries = app().app.services.chaperoneSummaries;

    // Not before the week has ended.
    expect(await summaries.run(new Date(Date.now() + 6 * DAY_MS))).toBe(0);
    expect(await summaries.run(new Date(Date.now() + 8 * DAY_MS))).toBe(1);
    const [summary] = await summariesTo(email);
    expect(summary?.subject).toBe('Hannah’s week on Divine Match: your summary as chaperone');
    expect(summary?.text).toContain('3 messages in 2 conversations.');
    expect(summary?.text).toContain('- with Boaz: 2 messages');
    expect(summary?.text).toContain('- with Caleb: 1 messages');
    for (const secret of ['secret word', 'walk after the service', 'Levi', hannah.body.email])
      expect(summary?.text).not.toContain(secret);
    // The same week is not summarized twice; the next one is due a week later.
    expect(await summaries.run(new Date(Date.now() + 9 * DAY_MS))).toBe(0);
    expect(await summaries.run(new Date(Date.now() + 15 * DAY_MS))).toBe(1);
    const second = (await summariesTo(email)).at(-1);
    expect(second?.text).toContain('no messages were written in their conversations');
  });

  it('stops when the chaperone is ended', async () => {
    const { hannah, email } = await chaperonedWeek();
    expect((await call(hannah.cookie, 'DELETE', '/api/family/chaperone')).statusCode).toBe(200);
    expect(await app().app.services.chaperoneSummaries.run(new Date(Date.now() + 8 * DAY_MS))).toBe(0);
    expect(await summariesTo(email)).toEqual([]);
  });
});
