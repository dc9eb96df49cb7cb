import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextIp, signedInMember, turnOnTwoFactor } from '#server/test/members.ts';
import { parseMail, startSmtpCatcher } from '#server/test/smtp-catcher.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

/** D37: every account email in the member's saved language (German and Spanish here; English in the other tests). */
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createTestApp({ ...smtp.env, LOG_LEVEL: 'error' });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

type Member = Awaited<ReturnType<typeof signedInMember>>;
const call = (who: Member, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
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
    const saved = await call(member, 'PUT', '/api/accounts/me/language', { language });
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
    const german = await mailTo(de.body.email, since);
    expect(german.subject).toBe('Setzen Sie Ihr Divine-Match-Passwort zurück');
    expect(german.text).toContain('Wählen Sie hier ein neues Passwort');
    const spanish = await mailTo(es.body.email, since);
    expect(spanish.subject).toBe('Restablece tu contraseña de Divine Match');
    expect(spanish.text).toContain('Elige una contraseña nueva aquí');
  });

  it('verification (sent again)', async () => {
    const [de, es] = await germanAndSpanish();
    const since = smtp.mails.length;
    for (const member of [de, es]) {
      expect((await call(member, 'POST', '/api/auth/verification-email')).statusCode).toBe(202);
    }
    const german = await mailTo(de.body.email, since);
    expect(german.subject).toBe('Bestätigen Sie Ihre E-Mail-Adresse für Divine Match');
    expect(german.text).toContain('Willkommen bei Divine Match.');
    const spanish = await mailTo(es.body.email, since);
    expect(spanish.subject).toBe('Confirma tu correo electrónico para Divine Match');
    expect(spanish.text).toContain('Te damos la bienvenida a Divine Match.');
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
      const asked = await call(member, 'PUT', '/api/auth/email', { email, currentPassword: member.body.password });
      expect(asked.statusCode, asked.body).toBe(200);
      const token = new URL(await smtp.linkTo(email, '/verify-email')).searchParams.get('token')!;
      const opened = await t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
      expect(opened.statusCode, opened.body).toBe(200);
    }

    const germanLink = await mailTo(next.de, since);
    expect(germanLink.subject).toBe('Bestätigen Sie Ihre neue E-Mail-Adresse für Divine Match');
    expect(germanLink.text).toContain('Jemand möchte diese Adresse für sein Divine-Match-Konto verwenden.');
    const spanishLink = await mailTo(next.es, since);
    expect(spanishLink.subject).toBe('Confirma tu nuevo correo electrónico para Divine Match');
    expect(spanishLink.text).toContain('Alguien ha pedido usar esta dirección para su cuenta de Divine Match.');

    const germanNotice = await mailTo(de.body.email, since);
    expect(germanNotice.subject).toBe('Ihre E-Mail-Adresse bei Divine Match wurde geändert');
    expect(germanNotice.text).toContain(`wurde in ${next.de} geändert.`);
    const spanishNotice = await mailTo(es.body.email, since);
    expect(spanishNotice.subject).toBe('Se ha cambiado tu correo electrónico de Divine Match');
    expect(spanishNotice.text).toContain(`se ha cambiado a ${next.es}.`);
  });

  it('password changed', async () => {
    const [de, es] = await germanAndSpanish();
    const since = smtp.mails.length;
    for (const member of [de, es]) {
      const password = `${member.body.password}-new`;
      const changed = await call(member, 'PUT', '/api/auth/password', {
        currentPassword: member.body.password,
        password,
        confirmPassword: password,
      });
      expect(changed.statusCode, changed.body).toBe(200);
    }
    const german = await mailTo(de.body.email, since);
    expect(german.subject).toBe('Ihr Divine-Match-Passwort wurde geändert');
    expect(german.text).toContain('alle anderen Geräte wurden abgemeldet');
    const spanish = await mailTo(es.body.email, since);
    expect(spanish.subject).toBe('Se ha cambiado tu contraseña de Divine Match');
    expect(spanish.text).toContain('se ha cerrado la sesión en todos los demás dispositivos');
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
    const german = await mailTo(de.body.email, since);
    expect(german.subject).toBe('Ihr Anmeldelink für Divine Match');
    expect(german.text).toContain('Wenn Sie das waren, melden Sie sich mit diesem Link an');
    const spanish = await mailTo(es.body.email, since);
    expect(spanish.subject).toBe('Tu enlace de inicio de sesión de Divine Match');
    expect(spanish.text).toContain('Si has sido tú, inicia sesión con este enlace');
  });

  it('two-factor sign-in turned on and off', async () => {
    const [de, es] = await germanAndSpanish();
    const since = smtp.mails.length;
    const codes = new Map<Member, string[]>();
    for (const member of [de, es]) {
      codes.set(member, (await turnOnTwoFactor(t.app, member.cookie, member.body.password)).recoveryCodes);
    }
    const germanOn = await mailTo(de.body.email, since);
    expect(germanOn.subject).toBe('Die Zwei-Faktor-Anmeldung ist aktiviert');
    expect(germanOn.text).toContain('Bei der Anmeldung wird ein Code aus Ihrer Authenticator-App abgefragt');
    const spanishOn = await mailTo(es.body.email, since);
    expect(spanishOn.subject).toBe('El inicio de sesión en dos pasos está activado');
    expect(spanishOn.text).toContain('pide un código de tu aplicación de autenticación');

    const sinceOff = smtp.mails.length;
    for (const member of [de, es]) {
      const off = await call(member, 'POST', '/api/auth/two-factor/disable', {
        currentPassword: member.body.password,
        code: codes.get(member)![0],
      });
      expect(off.statusCode, off.body).toBe(200);
    }
    const germanOff = await mailTo(de.body.email, sinceOff);
    expect(germanOff.subject).toBe('Die Zwei-Faktor-Anmeldung ist deaktiviert');
    expect(germanOff.text).toContain('wurde für Ihr Divine-Match-Konto deaktiviert');
    const spanishOff = await mailTo(es.body.email, sinceOff);
    expect(spanishOff.subject).toBe('El inicio de sesión en dos pasos está desactivado');
    expect(spanishOff.text).toContain('se ha desactivado para tu cuenta de Divine Match');
  });

  it('account deletion', async () => {
    const [de, es] = await germanAndSpanish();
    const since = smtp.mails.length;
    for (const member of [de, es]) {
      const deleted = await call(member, 'DELETE', '/api/accounts/me', {
        password: member.body.password,
        confirmation: 'DELETE',
      });
      expect(deleted.statusCode, deleted.body).toBe(200);
    }
    const german = await mailTo(de.body.email, since);
    expect(german.subject).toBe('Ihr Divine-Match-Konto wurde gelöscht');
    expect(german.text).toContain('Wie gewünscht wurde Ihr Divine-Match-Konto gelöscht');
    const spanish = await mailTo(es.body.email, since);
    expect(spanish.subject).toBe('Se ha eliminado tu cuenta de Divine Match');
    expect(spanish.text).toContain('Como pediste, se ha eliminado tu cuenta de Divine Match');
  });
});
