import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endorsementMessages } from '#shared/schemas/endorsements.ts';
import { pastorProposalMessages } from '#shared/schemas/pastor-proposals.ts';
import { schema } from '#server/db/schema.ts';
import { signedInMember, signedInSuperAdmin } from '#server/test/members.ts';
import { completeProfile } from '#server/test/profile-fixture.ts';
import { startSmtpCatcher } from '#server/test/smtp-catcher.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

/** D44 (amends D32): a member proposes their pastor; the church office adds or declines; the endorsement follows. */
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
/** A church of the directory, with no pastor's email unless given one. */
async function listedChurch(pastorEmail = '') {
  serial += 1;
  const response = await call(admin.cookie, 'POST', '/api/admin/churches', {
    name: `Proposing Chapel ${serial}`,
    city: 'Thrissur',
    country: 'India',
    denomination: '',
    pastorName: '',
    pastorEmail,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().church as { id: string; name: string };
}

async function memberOf(church: string, firstName = 'Priscilla') {
  const member = await signedInMember(t.app);
  const saved = await call(member.cookie, 'PUT', '/api/profiles/me', completeProfile({ firstName, church }));
  expect(saved.statusCode, saved.body).toBe(200);
  return member;
}

const propose = (cookie: string, payload: object) => call(cookie, 'POST', '/api/pastor-proposals', payload);
const mine = async (cookie: string) => (await call(cookie, 'GET', '/api/pastor-proposals/me')).json().proposal;
const pending = async () =>
  (await call(admin.cookie, 'GET', '/api/admin/pastor-proposals')).json().proposals as {
    id: string;
    memberId: string;
    church: string;
    pastorName: string;
    pastorEmail: string;
    firstName: string;
  }[];
const proposalOf = async (memberId: string) => (await pending()).find((p) => p.memberId === memberId);
const churchRow = async (id: string) =>
  (await t.database.db.select().from(schema.churches).where(eq(schema.churches.id, id)))[0]!;
const proposalRows = (memberId: string) =>
  t.database.db.select().from(schema.pastorProposals).where(eq(schema.pastorProposals.memberId, memberId));
const notifications = async (cookie: string) =>
  (await call(cookie, 'GET', '/api/notifications')).json().notifications as { kind: string; path: string }[];
const lastAudit = async (action: string, subjectUserId: string) => {
  const [entry] = await t.database.db
    .select()
    .from(schema.auditEvents)
    .where(and(eq(schema.auditEvents.action, action), eq(schema.auditEvents.subjectUserId, subjectUserId)))
    .orderBy(desc(schema.auditEvents.createdAt))
    .limit(1);
  return entry;
};

describe('a pastor every member can reach (D44)', () => {
  it('proposal → the office’s list → added to the directory → the endorsement request reaches the pastor’s link', async () => {
    const church = await listedChurch();
    const member = await memberOf(church.name, 'Priscilla');
    // The dead end of before: the request is refused with the words that point to the proposal.
    const refused = await call(member.cookie, 'POST', '/api/endorsements');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(endorsementMessages.noPastorEmail);
    expect(await mine(member.cookie)).toBeNull();

    const pastor = { pastorName: 'Rev. Barnabas Kurian', pastorEmail: 'barnabas.kurian@chapel.example.org' };
    const proposed = await propose(member.cookie, { churchId: church.id, ...pastor });
    expect(proposed.statusCode, proposed.body).toBe(201);
    expect(proposed.json().message).toBe(pastorProposalMessages.proposed);
    expect(await mine(member.cookie)).toMatchObject({ ...pastor, churchId: church.id, status: 'pending' });
    expect((await lastAudit('member.pastor_proposed', member.account.id))?.detail).not.toHaveProperty('pastorEmail');

    // A second one while the first waits: refused, nothing added.
    const again = await propose(member.cookie, { churchId: church.id, ...pastor, pastorName: 'Rev. Other' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(pastorProposalMessages.alreadyPending);
    expect(await proposalRows(member.account.id)).toHaveLength(1);

    // The office sees who proposed, for which church, the name and the email.
    const listed = await proposalOf(member.account.id);
    expect(listed).toMatchObject({ firstName: 'Priscilla', church: church.name, ...pastor });

    const added = await call(admin.cookie, 'POST', `/api/admin/pastor-proposals/${listed!.id}/add`);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().message).toBe(pastorProposalMessages.added);
    expect(await churchRow(church.id)).toMatchObject(pastor);
    expect(await lastAudit('admin.pastor_proposal_added', member.account.id)).toMatchObject({
      actorId: admin.account.id,
    });
    expect(await mine(member.cookie)).toMatchObject({ status: 'added' });
    expect(await proposalOf(member.account.id)).toBeUndefined();
    expect(await notifications(member.cookie)).toContainEqual(
      expect.objectContaining({ kind: 'pastor_added', path: '/my-profile' }),
    );
    // Decided once: a second decision is refused.
    expect((await call(admin.cookie, 'POST', `/api/admin/pastor-proposals/${listed!.id}/add`)).statusCode).toBe(409);

    // D32 follows: the button is live, the pastor gets the single-use link and confirms.
    expect((await call(member.cookie, 'GET', '/api/endorsements/me')).json().church).toMatchObject({ hasPastor: true });
    const asked = await call(member.cookie, 'POST', '/api/endorsements');
    expect(asked.statusCode, asked.body).toBe(201);
    const link = await smtp.linkTo(pastor.pastorEmail, '/endorse');
    const token = new URL(link).searchParams.get('token')!;
    const decided = await call(undefined, 'POST', '/api/endorsements/decide', { token, decision: 'confirm' });
    expect(decided.statusCode, decided.body).toBe(200);
    expect((await call(member.cookie, 'GET', '/api/endorsements/me')).json().endorsement).toMatchObject({
      pastorName: pastor.pastorName,
      church: church.name,
    });
  });

  it('the office declines with a reason the member reads; the member may propose again', async () => {
    const church = await listedChurch();
    const member = await memberOf(church.name);
    const pastor = { churchId: church.id, pastorName: 'Rev. Silas', pastorEmail: 'silas@example.org' };
    expect((await propose(member.cookie, pastor)).statusCode).toBe(201);
    const { id } = (await proposalOf(member.account.id))!;
    const declined = await call(admin.cookie, 'POST', `/api/admin/pastor-proposals/${id}/decline`, {
      reason: 'Silas is not the pastor of this church.',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().message).toBe(pastorProposalMessages.declined);
    expect(await mine(member.cookie)).toMatchObject({
      status: 'declined',
      declineReason: 'Silas is not the pastor of this church.',
    });
    expect(await churchRow(church.id)).toMatchObject({ pastorName: '', pastorEmail: '' });
    expect(await lastAudit('admin.pastor_proposal_declined', member.account.id)).toMatchObject({
      actorId: admin.account.id,
    });
    expect((await notifications(member.cookie)).map((n) => n.kind)).toContain('pastor_declined');

    // Without a reason too (optional), on the member's next proposal.
    expect((await propose(member.cookie, { ...pastor, pastorName: 'Rev. Timothy' })).statusCode).toBe(201);
    const next = (await proposalOf(member.account.id))!;
    expect((await call(admin.cookie, 'POST', `/api/admin/pastor-proposals/${next.id}/decline`, {})).statusCode).toBe(
      200,
    );
    expect(await mine(member.cookie)).toMatchObject({ status: 'declined', declineReason: null });
  });

  it('refuses a church not the member’s, a church with a pastor’s email, and a member with no church of the directory', async () => {
    const church = await listedChurch();
    const other = await listedChurch();
    const member = await memberOf(church.name);
    const pastor = { pastorName: 'Rev. Apollos', pastorEmail: 'apollos@example.org' };

    const notTheirs = await propose(member.cookie, { churchId: other.id, ...pastor });
    expect(notTheirs.statusCode).toBe(403);
    expect(notTheirs.json().error.message).toBe(pastorProposalMessages.notYourChurch);

    const withEmail = await listedChurch('pastor.listed@example.org');
    const listedMember = await memberOf(withEmail.name);
    const listed = await propose(listedMember.cookie, { churchId: withEmail.id, ...pastor });
    expect(listed.statusCode).toBe(409);
    expect(listed.json().error.message).toBe(pastorProposalMessages.alreadyListed);

    const stranger = await signedInMember(t.app);
    expect((await propose(stranger.cookie, { churchId: church.id, ...pastor })).statusCode).toBe(400);

    for (const who of [member, listedMember, stranger]) expect(await proposalRows(who.account.id)).toHaveLength(0);
    expect(await churchRow(other.id)).toMatchObject({ pastorEmail: '' });
  });

  it('the office cannot add over an email the church gained meanwhile; a member cannot decide', async () => {
    const church = await listedChurch();
    const first = await memberOf(church.name, 'Joanna');
    const second = await memberOf(church.name, 'Susanna');
    expect(
      (await propose(first.cookie, { churchId: church.id, pastorName: 'Rev. A', pastorEmail: 'a@example.org' }))
        .statusCode,
    ).toBe(201);
    expect(
      (await propose(second.cookie, { churchId: church.id, pastorName: 'Rev. B', pastorEmail: 'b@example.org' }))
        .statusCode,
    ).toBe(201);
    const a = (await proposalOf(first.account.id))!;
    const b = (await proposalOf(second.account.id))!;
    expect((await call(first.cookie, 'POST', `/api/admin/pastor-proposals/${a.id}/add`)).statusCode).toBe(403);
    expect((await call(admin.cookie, 'POST', `/api/admin/pastor-proposals/${a.id}/add`)).statusCode).toBe(200);
    const over = await call(admin.cookie, 'POST', `/api/admin/pastor-proposals/${b.id}/add`);
    expect(over.statusCode).toBe(409);
    expect(over.json().error.message).toBe(pastorProposalMessages.churchHasPastor);
    expect(await churchRow(church.id)).toMatchObject({ pastorName: 'Rev. A', pastorEmail: 'a@example.org' });
    expect(await proposalOf(second.account.id)).toMatchObject({ id: b.id });
    expect(
      (await call(admin.cookie, 'POST', '/api/admin/pastor-proposals/00000000-0000-4000-8000-000000000000/add'))
        .statusCode,
    ).toBe(404);
  });

  it('bad input is a clear 400 that changes nothing', async () => {
    const church = await listedChurch();
    const member = await memberOf(church.name);
    const base = { churchId: church.id, pastorName: 'Rev. Philemon', pastorEmail: 'philemon@example.org' };
    const cases: [object, string][] = [
      [{ ...base, pastorEmail: 'not-an-email' }, pastorProposalMessages.emailInvalid],
      [{ ...base, pastorName: '   ' }, pastorProposalMessages.nameRequired],
      [{ ...base, pastorName: 'P'.repeat(81) }, pastorProposalMessages.nameTooLong],
      [{ ...base, pastorEmail: `${'e'.repeat(250)}@example.org` }, pastorProposalMessages.emailInvalid],
    ];
    for (const [payload, message] of cases) {
      const answer = await propose(member.cookie, payload);
      expect(answer.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(answer.body).toContain(message);
    }
    expect((await propose(member.cookie, { ...base, role: 'super_admin' })).statusCode).toBe(400);
    expect(await proposalRows(member.account.id)).toHaveLength(0);
    expect(await churchRow(church.id)).toMatchObject({ pastorEmail: '' });

    expect((await propose(member.cookie, base)).statusCode).toBe(201);
    const { id } = (await proposalOf(member.account.id))!;
    const long = await call(admin.cookie, 'POST', `/api/admin/pastor-proposals/${id}/decline`, {
      reason: 'r'.repeat(501),
    });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain(pastorProposalMessages.reasonTooLong);
    expect(await mine(member.cookie)).toMatchObject({ status: 'pending' });
  });
});
