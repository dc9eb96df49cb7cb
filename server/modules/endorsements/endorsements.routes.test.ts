import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endorsementMessages } from '#shared/schemas/endorsements.ts';
import { schema } from '#server/db/schema.ts';
import { makePremium, signedInMember, signedInSuperAdmin } from '#server/test/members.ts';
import { completeProfile } from '#server/test/profile-fixture.ts';
import { startSmtpCatcher } from '#server/test/smtp-catcher.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
let admin: Awaited<ReturnType<typeof signedInSuperAdmin>>;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createTestApp({ ...smtp.env, LOG_LEVEL: 'error' });
  admin = await signedInSuperAdmin(t.app);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

type Method = 'GET' | 'POST' | 'PUT';
const call = (cookie: string | undefined, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, ...(cookie ? { headers: { cookie } } : {}), ...(payload ? { payload } : {}) });

let serial = 0;
/** A church of the directory with a pastor's address of its own. */
async function listedChurch(pastorEmail?: string) {
  serial += 1;
  const response = await call(admin.cookie, 'POST', '/api/admin/churches', {
    name: `Endorsing Chapel ${serial}`,
    city: 'Kochi',
    country: 'India',
    denomination: 'Brethren',
    pastorName: `Abraham ${serial}`,
    pastorEmail: pastorEmail ?? `pastor${serial}@chapel.example.org`,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().church as { id: string; name: string; pastorName: string; pastorEmail: string };
}

/** A member whose profile names `church`. */
async function memberOf(church: string, firstName = 'Lydia') {
  const member = await signedInMember(t.app);
  const saved = await call(member.cookie, 'PUT', '/api/profiles/me', completeProfile({ firstName, church }));
  expect(saved.statusCode, saved.body).toBe(200);
  return member;
}

const ask = (cookie: string) => call(cookie, 'POST', '/api/endorsements');
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
const mine = async (cookie: string) => (await call(cookie, 'GET', '/api/endorsements/me')).json();

/** The member asks; the pastor's link from the mail the pastor received. */
async function askedLink(cookie: string, pastorEmail: string) {
  const before = smtp.mails.length;
  const response = await ask(cookie);
  expect(response.statusCode, response.body).toBe(201);
  expect(response.json().message).toBe(endorsementMessages.requested);
  await smtp.waitFor((mail) => mail.to.includes(pastorEmail), 1);
  expect(smtp.mails.length).toBeGreaterThan(before);
  return tokenOf(await smtp.linkTo(pastorEmail, '/endorse'));
}

/** A member of a new church whose pastor has confirmed their endorsement, and a viewer who sees the badge. */
async function endorsedMember() {
  const church = await listedChurch();
  const member = await memberOf(church.name);
  const token = await askedLink(member.cookie, church.pastorEmail);
  await call(undefined, 'POST', '/api/endorsements/decide', { token, decision: 'confirm' });
  const viewer = await signedInMember(t.app);
  expect(await badgeSeenBy(viewer.cookie, member.account.id)).not.toBeNull();
  return { church, member, viewer };
}

async function badgeSeenBy(viewerCookie: string, memberId: string) {
  const profile = await call(viewerCookie, 'GET', `/api/profiles/${memberId}`);
  return profile.json().endorsement as { pastorName: string; church: string } | null;
}

describe('asking (D32)', () => {
  it('mails the directory’s pastor a link; the pastor sees whom it asks about and confirms; the badge shows', async () => {
    const church = await listedChurch();
    const member = await memberOf(church.name, 'Lydia');
    const token = await askedLink(member.cookie, church.pastorEmail);
    expect(await mine(member.cookie)).toMatchObject({
      church: { name: church.name, hasPastor: true },
      endorsement: null,
      pending: { pastorName: church.pastorName },
      requestsLeft: 2,
    });

    const review = await call(undefined, 'POST', '/api/endorsements/review', { token });
    expect(review.statusCode).toBe(200);
    expect(review.json()).toEqual({ memberName: 'Lydia Thomas', church: church.name, pastorName: church.pastorName });

    const viewer = await signedInMember(t.app);
    await makePremium(t.database.db, viewer.account.id);
    expect(await badgeSeenBy(viewer.cookie, member.account.id)).toBeNull();

    const decided = await call(undefined, 'POST', '/api/endorsements/decide', { token, decision: 'confirm' });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json().message).toBe(endorsementMessages.confirmed);
    expect(await badgeSeenBy(viewer.cookie, member.account.id)).toEqual({
      pastorName: church.pastorName,
      church: church.name,
    });
    // On the discovery card too, and under "Endorsed members only".
    const cards = (
      await call(viewer.cookie, 'GET', `/api/discovery?church=${encodeURIComponent(church.name)}&endorsed=true`)
    ).json().cards as { id: string; endorsement: unknown }[];
    expect(cards.map((card) => [card.id, card.endorsement])).toEqual([
      [member.account.id, { pastorName: church.pastorName, church: church.name }],
    ]);
    expect((await mine(member.cookie)).endorsement).toMatchObject({ pastorName: church.pastorName });

    // The confirmation mail carries the withdrawal link; the pastor's address never reaches members.
    await smtp.linkTo(church.pastorEmail, '/endorse/withdraw');
    const profile = await call(viewer.cookie, 'GET', `/api/profiles/${member.account.id}`);
    expect(profile.body).not.toContain(church.pastorEmail);
    expect(JSON.stringify(await mine(member.cookie))).not.toContain(church.pastorEmail);
  });

  it('refuses a church that is not in the directory, or has no pastor’s address, and sends nothing', async () => {
    const before = smtp.mails.length;
    const typed = await memberOf('A House Church We Made Up');
    const response = await ask(typed.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(endorsementMessages.notInDirectory);

    const church = await listedChurch('');
    const noPastor = await memberOf(church.name);
    const refused = await ask(noPastor.cookie);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(endorsementMessages.noPastorEmail);
    expect(smtp.mails.slice(before).filter((mail) => mail.text.includes('/endorse?token='))).toEqual([]);
    const rows = await t.database.db
      .select()
      .from(schema.endorsements)
      .where(eq(schema.endorsements.memberId, noPastor.account.id));
    expect(rows).toHaveLength(0);
  });

  it('asks once at a time, and at most 3 times a month', async () => {
    const church = await listedChurch();
    const member = await memberOf(church.name);
    await askedLink(member.cookie, church.pastorEmail);
    const again = await ask(member.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(endorsementMessages.alreadyAsked);

    // Declined twice more: the third request of the month is the last.
    const decline = async (token: string) =>
      expect(
        (await call(undefined, 'POST', '/api/endorsements/decide', { token, decision: 'decline' })).statusCode,
      ).toBe(200);
    const [first] = await t.database.db
      .select()
      .from(schema.endorsements)
      .where(eq(schema.endorsements.memberId, member.account.id));
    expect(first?.status).toBe('requested');
    await decline(tokenOf(await smtp.linkTo(church.pastorEmail, '/endorse')));
    await decline(await askedLink(member.cookie, church.pastorEmail));
    await decline(await askedLink(member.cookie, church.pastorEmail));
    const fourth = await ask(member.cookie);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error.message).toBe(endorsementMessages.tooMany);
    expect((await mine(member.cookie)).requestsLeft).toBe(0);

    // Five asks at once from a fresh member: one request.
    const other = await memberOf(church.name);
    const statuses = (await Promise.all(Array.from({ length: 5 }, () => ask(other.cookie)))).map((r) => r.statusCode);
    expect(statuses.sort()).toEqual([201, 409, 409, 409, 409]);
  });
});

describe("the pastor's links (D32)", () => {
  it('refuses forged, altered, reused, expired and withdrawn links with one answer', async () => {
    const church = await listedChurch();
    const member = await memberOf(church.name);
    const token = await askedLink(member.cookie, church.pastorEmail);
    const refused = async (url: string, body: object) => {
      const response = await call(undefined, 'POST', url, body);
      expect(response.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
      expect(response.json().error.message).toBe(endorsementMessages.linkInvalid);
    };
    const forged = 'A'.repeat(43);
    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [forged, altered, 'short', `${token}x`]) {
      await refused('/api/endorsements/review', { token: bad });
      await refused('/api/endorsements/decide', { token: bad, decision: 'confirm' });
    }
    // Used once, then refused.
    expect((await call(undefined, 'POST', '/api/endorsements/decide', { token, decision: 'confirm' })).statusCode).toBe(
      200,
    );
    await refused('/api/endorsements/decide', { token, decision: 'confirm' });
    await refused('/api/endorsements/review', { token });

    // Withdrawn, then the withdrawal link is spent and the badge is gone.
    const withdrawal = tokenOf(await smtp.linkTo(church.pastorEmail, '/endorse/withdraw'));
    await refused('/api/endorsements/withdraw', { token: token });
    const withdrawn = await call(undefined, 'POST', '/api/endorsements/withdraw', { token: withdrawal });
    expect(withdrawn.json()).toEqual({ message: endorsementMessages.withdrawn });
    await refused('/api/endorsements/withdraw', { token: withdrawal });
    const viewer = await signedInMember(t.app);
    expect(await badgeSeenBy(viewer.cookie, member.account.id)).toBeNull();

    // Expired: a request whose 14 days are over.
    const late = await memberOf(church.name);
    const stale = await askedLink(late.cookie, church.pastorEmail);
    await t.database.db
      .update(schema.endorsements)
      .set({ linkExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.endorsements.memberId, late.account.id));
    await refused('/api/endorsements/review', { token: stale });
    await refused('/api/endorsements/decide', { token: stale, decision: 'confirm' });
    expect((await mine(late.cookie)).pending).toBeNull();
  });

  it('lets a lapsed endorsement (over 12 months) disappear', async () => {
    const { church, member, viewer } = await endorsedMember();
    await t.database.db
      .update(schema.endorsements)
      .set({ decidedAt: sql`now() - interval '12 months 1 day'` })
      .where(eq(schema.endorsements.memberId, member.account.id));
    expect(await badgeSeenBy(viewer.cookie, member.account.id)).toBeNull();
    expect((await mine(member.cookie)).endorsement).toBeNull();
    const detail = (await call(admin.cookie, 'GET', `/api/admin/users/${member.account.id}`)).json();
    expect(detail.endorsements).toMatchObject([{ status: 'lapsed', church: church.name }]);
  });

  it('ends the endorsement when the member changes church', async () => {
    const { church, member, viewer } = await endorsedMember();

    // Saving the same church keeps it; another ends it, even on moving back.
    await call(member.cookie, 'PUT', '/api/profiles/me', completeProfile({ church: church.name.toUpperCase() }));
    expect(await badgeSeenBy(viewer.cookie, member.account.id)).not.toBeNull();
    await call(member.cookie, 'PUT', '/api/profiles/me', completeProfile({ church: 'Another Fellowship' }));
    expect(await badgeSeenBy(viewer.cookie, member.account.id)).toBeNull();
    await call(member.cookie, 'PUT', '/api/profiles/me', completeProfile({ church: church.name }));
    expect(await badgeSeenBy(viewer.cookie, member.account.id)).toBeNull();
    const detail = (await call(admin.cookie, 'GET', `/api/admin/users/${member.account.id}`)).json();
    expect(detail.endorsements).toMatchObject([{ status: 'ended', pastorName: church.pastorName }]);
  });
});

describe('a pastor who cannot be mailed', () => {
  it('leaves no request behind when the email cannot be sent, so the month’s count is untouched', async () => {
    const down = await createTestApp(
      { LOG_LEVEL: 'silent' },
      {
        mailer: {
          send: async () => {
            throw new Error('SMTP relay unreachable');
          },
        },
      },
    );
    try {
      const downAdmin = await signedInSuperAdmin(down.app);
      const listed = await down.app.inject({
        method: 'POST',
        url: '/api/admin/churches',
        headers: { cookie: downAdmin.cookie },
        payload: {
          name: 'Unmailable Chapel',
          city: 'Kochi',
          country: 'India',
          denomination: '',
          pastorName: 'Amos',
          pastorEmail: 'amos@example.org',
        },
      });
      expect(listed.statusCode, listed.body).toBe(201);
      const member = await signedInMember(down.app);
      const inject = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
        down.app.inject({ method, url, headers: { cookie: member.cookie }, ...(payload ? { payload } : {}) });
      expect(
        (await inject('PUT', '/api/profiles/me', completeProfile({ church: 'Unmailable Chapel' }))).statusCode,
      ).toBe(200);
      const asked = await inject('POST', '/api/endorsements');
      expect(asked.statusCode).toBe(500);
      expect(await down.database.db.select().from(schema.endorsements)).toEqual([]);
      expect((await inject('GET', '/api/endorsements/me')).json()).toMatchObject({ pending: null, requestsLeft: 3 });
    } finally {
      await down.close();
    }
  });
});

describe('who may call what', () => {
  it('asks and reads one’s own only when signed in; the pastor’s routes need no account', async () => {
    expect((await ask('')).statusCode).toBe(401);
    expect((await call(undefined, 'GET', '/api/endorsements/me')).statusCode).toBe(401);
    const unknown = { token: 'Z'.repeat(43) };
    for (const url of ['/api/endorsements/review', '/api/endorsements/withdraw'])
      expect((await call(undefined, 'POST', url, unknown)).statusCode).toBe(400);
  });
});
