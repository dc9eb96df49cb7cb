import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '#shared/enums.ts';
import { translator } from '#server/lib/i18n.ts';
import { signedInMember } from '#server/test/members.ts';
import { parseMail, startSmtpCatcher } from '#server/test/smtp-catcher.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

/** D37: the member's language, and what the server writes in it (emails, digests, notifications). */
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createTestApp({ ...smtp.env, JOBS_POLL_MS: '60000' });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

type Member = Awaited<ReturnType<typeof signedInMember>>;
const call = (who: Member, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: who.cookie }, ...(payload ? { payload } : {}) });
const languageOf = async (who: Member) => (await call(who, 'GET', '/api/accounts/me/language')).json().language;
const notificationMails = (who: Member) =>
  smtp.mails.filter((mail) => mail.to.includes(who.account.email) && /^List-Unsubscribe:/im.test(mail.raw));

describe("the member's language (D37)", () => {
  it('is English at first, is saved when chosen, and refuses a language not on the list', async () => {
    const member = await signedInMember(t.app);
    expect(await languageOf(member)).toBe('en');

    const saved = await call(member, 'PUT', '/api/accounts/me/language', { language: 'de' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ language: 'de' });
    expect(await languageOf(member)).toBe('de');

    for (const payload of [{ language: 'ru' }, { language: '' }, {}, { language: 'de', extra: true }]) {
      const refused = await call(member, 'PUT', '/api/accounts/me/language', payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().error.code).toBe('VALIDATION_FAILED');
    }
    expect(await languageOf(member)).toBe('de');

    // It is the admin record's `language`.
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: '/api/accounts/me/language',
      payload: { language: 'fr' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("sends a German member's notification email and bell in German, an English member's in English", async () => {
    const sender = await signedInMember(t.app, { firstName: 'Lukas' });
    const german = await signedInMember(t.app);
    const english = await signedInMember(t.app);
    expect((await call(german, 'PUT', '/api/accounts/me/language', { language: 'de' })).statusCode).toBe(200);
    const de = translator('de');

    for (const receiver of [german, english]) {
      const sent = await call(sender, 'POST', '/api/interests', { receiverId: receiver.account.id });
      expect(sent.statusCode, sent.body).toBe(201);
    }
    await t.app.services.jobs.drain();

    const [germanMail] = notificationMails(german);
    const parsed = await parseMail(germanMail!);
    const title = de('notifications.kinds.interest_received.title', { name: 'Lukas' });
    expect(title).toBe('Lukas hat Ihnen Interesse bekundet');
    expect(parsed.subject).toBe(title);
    expect(parsed.html).toMatch(/<html[^>]* lang="de"/);
    expect(parsed.text).toContain(de('notifications.email.openApp'));
    expect(parsed.text).toContain(de('notifications.email.unsubscribe'));
    expect(parsed.text).not.toContain('Unsubscribe from these emails');

    const [englishMail] = notificationMails(english);
    expect((await parseMail(englishMail!)).subject).toBe('Lukas sent you an interest');

    // The bell's list says it in the member's language too.
    const listed = (await call(german, 'GET', '/api/notifications')).json().notifications;
    expect(listed[0].title).toBe(title);
  });

  it('has every text of every language, with the right plural forms', () => {
    for (const language of LANGUAGES) {
      const t = translator(language);
      for (const count of [1, 2, 5]) {
        const title = t('notifications.email.digestTitle', { count });
        expect(title, `${language} ${count}`).toContain(String(count));
        expect(title, `${language} ${count}`).not.toContain('notifications.');
      }
    }
    expect(translator('en')('notifications.email.digestTitle', { count: 1 })).toBe(
      'Your Divine Match summary: 1 new notification',
    );
    expect(translator('en')('notifications.email.digestTitle', { count: 3 })).toBe(
      'Your Divine Match summary: 3 new notifications',
    );
  });
});
