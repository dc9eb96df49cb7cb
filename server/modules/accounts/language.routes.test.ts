import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '#shared/enums.ts';
import { translator } from '#server/lib/i18n.ts';
import { nextIp, registration, signedInMember, turnOnTwoFactor } from '#server/test/members.ts';
import { parseMail, startSmtpCatcher } from '#server/test/smtp-catcher.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

/** D37: the member's language, and what the server writes in it (emails — account emails too —, digests, notifications). */
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

// Account emails (issue 44): German and Spanish here; English in the other tests.
const write = (who: Member, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { cookie: who.cookie },
    remoteAddress: nextIp(),
    ...(payload ? { payload } : {}),
  });

/** A German and a Spanish member, each with their language saved. */
async function germanAndSpanish(): Promise<[Member, Member]> {
  const members = [await signedInMember(t.app), await signedInMember(t.app)] as [Member, Member];
  for (const [member, language] of [
    [members[0], 'de'],
    [members[1], 'es'],
  ] as const) {
    const saved = await write(member, 'PUT', '/api/accounts/me/language', { language });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  return members;
}

/** The mail to `to` that arrives after `since` mails had arrived, parsed as a mail client reads it. */
async function mailTo(to: string, since: number) {
  const [mail] = await smtp.waitFor((m) => smtp.mails.indexOf(m) >= since && m.to.includes(to.toLowerCase()));
  const parsed = await parseMail(mail!);
  return { subject: parsed.subject, text: parsed.text ?? '' };
}

/** Each address's mail since `since`: its subject, and a line of its text, in its member's language. */
async function expectMails(since: number, ...expected: [to: string, subject: string, line: string][]) {
  for (const [to, subject, line] of expected) {
    const mail = await mailTo(to, since);
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(line);
  }
}

describe('account emails in the member’s saved language (D37)', () => {
  it('password reset', async () => {
    const [de, es] = await germanAndSpanish();
    const since = smtp.mails.length;
    for (const member of [de, es]) {
      const asked = await t.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset',
        payload: { email: member.body.email },
        remoteAddress: nextIp(),
      });
      expect(asked.statusCode, asked.body).toBe(202);
    }
    await expectMails(
      since,
      [de.body.email, 'Setzen Sie Ihr Divine-Match-Passwort zurück', 'Wählen Sie hier ein neues Passwort'],
      [es.body.email, 'Restablece tu contraseña de Divine Match', 'Elige una contraseña nueva aquí'],
    );
  });

  it('verification (sent again)', async () => {
    const [de, es] = await germanAndSpanish();
    const since = smtp.mails.length;
    for (const member of [de, es]) {
      expect((await write(member, 'POST', '/api/auth/verification-email')).statusCode).toBe(202);
    }
    await expectMails(
      since,
      [de.body.email, 'Bestätigen Sie Ihre E-Mail-Adresse für Divine Match', 'Willkommen bei Divine Match.'],
      [es.body.email, 'Confirma tu correo electrónico para Divine Match', 'Te damos la bienvenida a Divine Match.'],
    );
  });

  it('verification at registration, in the language the member registered in (issue 44)', async () => {
    const since = smtp.mails.length;
    const de = await signedInMember(t.app, { language: 'de' });
    const es = await signedInMember(t.app, { language: 'es' });
    await expectMails(
      since,
      [de.body.email, 'Bestätigen Sie Ihre E-Mail-Adresse für Divine Match', 'Willkommen bei Divine Match.'],
      [es.body.email, 'Confirma tu correo electrónico para Divine Match', 'Te damos la bienvenida a Divine Match.'],
    );
    const saved = await t.app.inject({
      method: 'GET',
      url: '/api/accounts/me/language',
      headers: { cookie: de.cookie },
    });
    expect(saved.json()).toEqual({ language: 'de' });
  });

  it('refuses registration in a language not on the list, and creates no account', async () => {
    const body = registration({ language: 'xx' as never });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: body,
      remoteAddress: nextIp(),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe('Please choose one of the listed languages.');
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: body.email, password: body.password },
      remoteAddress: nextIp(),
    });
    expect(signIn.statusCode).toBe(401);
  });

  it('email change: the link to the new address and the notice to the old one', async () => {
    const [de, es] = await germanAndSpanish();
    const since = smtp.mails.length;
    const next = {
      de: `neu-${randomUUID().slice(0, 8)}@example.org`,
      es: `nuevo-${randomUUID().slice(0, 8)}@example.org`,
    };
    for (const [member, email] of [
      [de, next.de],
      [es, next.es],
    ] as const) {
      const asked = await write(member, 'PUT', '/api/auth/email', { email, currentPassword: member.body.password });
      expect(asked.statusCode, asked.body).toBe(200);
      const token = new URL(await smtp.linkTo(email, '/verify-email')).searchParams.get('token')!;
      const opened = await t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
      expect(opened.statusCode, opened.body).toBe(200);
    }

    await expectMails(
      since,
      [
        next.de,
        'Bestätigen Sie Ihre neue E-Mail-Adresse für Divine Match',
        'Jemand möchte diese Adresse für sein Divine-Match-Konto verwenden.',
      ],
      [
        next.es,
        'Confirma tu nuevo correo electrónico para Divine Match',
        'Alguien ha pedido usar esta dirección para su cuenta de Divine Match.',
      ],
    );

    await expectMails(
      since,
      [de.body.email, 'Ihre E-Mail-Adresse bei Divine Match wurde geändert', `wurde in ${next.de} geändert.`],
      [es.body.email, 'Se ha cambiado tu correo electrónico de Divine Match', `se ha cambiado a ${next.es}.`],
    );
  });

  it('password changed', async () => {
    const [de, es] = await germanAndSpanish();
    const since = smtp.mails.length;
    for (const member of [de, es]) {
      const password = `${member.body.password}-new`;
      const changed = await write(member, 'PUT', '/api/auth/password', {
        currentPassword: member.body.password,
        password,
        confirmPassword: password,
      });
      expect(changed.statusCode, changed.body).toBe(200);
    }
    await expectMails(
      since,
      [de.body.email, 'Ihr Divine-Match-Passwort wurde geändert', 'alle anderen Geräte wurden abgemeldet'],
      [
        es.body.email,
        'Se ha cambiado tu contraseña de Divine Match',
        'se ha cerrado la sesión en todos los demás dispositivos',
      ],
    );
  });

  it('sign-in link', async () => {
    const [de, es] = await germanAndSpanish();
    const since = smtp.mails.length;
    for (const member of [de, es]) {
      const signIn = (password: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: member.body.email, password },
          remoteAddress: nextIp(),
        });
      // ADR 0025: past the per-email ceiling, the right password from an unknown device gets a link by mail.
      for (let i = 0; i < 25; i++) expect((await signIn(`Wrong-Guess-${i}`)).statusCode).toBe(401);
      const right = await signIn(member.body.password);
      expect(right.json().error.code).toBe('SIGN_IN_LINK_SENT');
    }
    await expectMails(
      since,
      [de.body.email, 'Ihr Anmeldelink für Divine Match', 'Wenn Sie das waren, melden Sie sich mit diesem Link an'],
      [es.body.email, 'Tu enlace de inicio de sesión de Divine Match', 'Si has sido tú, inicia sesión con este enlace'],
    );
  });

  it('two-factor sign-in turned on and off', async () => {
    const [de, es] = await germanAndSpanish();
    const since = smtp.mails.length;
    const codes = new Map<Member, string[]>();
    for (const member of [de, es]) {
      codes.set(member, (await turnOnTwoFactor(t.app, member.cookie, member.body.password)).recoveryCodes);
    }
    await expectMails(
      since,
      [
        de.body.email,
        'Die Zwei-Faktor-Anmeldung ist aktiviert',
        'Bei der Anmeldung wird ein Code aus Ihrer Authenticator-App abgefragt',
      ],
      [
        es.body.email,
        'El inicio de sesión en dos pasos está activado',
        'pide un código de tu aplicación de autenticación',
      ],
    );

    const sinceOff = smtp.mails.length;
    for (const member of [de, es]) {
      const off = await write(member, 'POST', '/api/auth/two-factor/disable', {
        currentPassword: member.body.password,
        code: codes.get(member)![0],
      });
      expect(off.statusCode, off.body).toBe(200);
    }
    await expectMails(
      sinceOff,
      [de.body.email, 'Die Zwei-Faktor-Anmeldung ist deaktiviert', 'wurde für Ihr Divine-Match-Konto deaktiviert'],
      [
        es.body.email,
        'El inicio de sesión en dos pasos está desactivado',
        'se ha desactivado para tu cuenta de Divine Match',
      ],
    );
  });

  it('account deletion', async () => {
    const [de, es] = await germanAndSpanish();
    const since = smtp.mails.length;
    for (const member of [de, es]) {
      const deleted = await write(member, 'DELETE', '/api/accounts/me', {
        password: member.body.password,
        confirmation: 'DELETE',
      });
      expect(deleted.statusCode, deleted.body).toBe(200);
    }
    await expectMails(
      since,
      [de.body.email, 'Ihr Divine-Match-Konto wurde gelöscht', 'Wie gewünscht wurde Ihr Divine-Match-Konto gelöscht'],
      [
        es.body.email,
        'Se ha eliminado tu cuenta de Divine Match',
        'Como pediste, se ha eliminado tu cuenta de Divine Match',
      ],
    );
  });
});
