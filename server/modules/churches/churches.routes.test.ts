import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { churchMessages } from '#shared/schemas/churches.ts';
import { schema } from '#server/db/schema.ts';
import { makePremium, seedProfile, signedInMember, signedInSuperAdmin } from '#server/test/members.ts';
import { completeProfile } from '#server/test/profile-fixture.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInSuperAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInSuperAdmin(t.app);
});
afterAll(async () => {
  await t?.close();
});

type Method = 'GET' | 'POST' | 'PUT';
const call = (cookie: string | undefined, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, ...(cookie ? { headers: { cookie } } : {}), ...(payload ? { payload } : {}) });

let serial = 0;
/** A church with a name no other test uses. */
function church(overrides: Record<string, unknown> = {}) {
  serial += 1;
  return {
    name: `Grace Fellowship ${serial}`,
    city: 'Kochi',
    country: 'India',
    denomination: 'Pentecostal',
    pastorName: 'Rev. Samuel',
    pastorEmail: `pastor${serial}@grace.example.org`,
    ...overrides,
  };
}

async function add(body: object = church()) {
  const response = await call(admin.cookie, 'POST', '/api/admin/churches', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { message: string; church: { id: string; name: string } };
}

const profileOf = async (userId: string) =>
  (await t.database.db.select().from(schema.profiles).where(eq(schema.profiles.userId, userId)))[0]!;
const adminList = async () =>
  (await call(admin.cookie, 'GET', '/api/admin/churches')).json().churches as {
    id: string;
    name: string;
    retired: boolean;
    members: number;
  }[];

describe('who keeps the directory (D32, D6)', () => {
  it('refuses the admin routes to visitors (401) and to members, moderators and admins (403)', async () => {
    const { church: listed } = await add();
    const member = await signedInMember(t.app);
    const moderator = await signedInMember(t.app);
    const plainAdmin = await signedInMember(t.app);
    await t.app.services.accounts.setRole(moderator.account.id, 'moderator');
    await t.app.services.accounts.setRole(plainAdmin.account.id, 'admin');
    const routes: [Method, string, object?][] = [
      ['GET', '/api/admin/churches'],
      ['POST', '/api/admin/churches', church()],
      ['PUT', `/api/admin/churches/${listed.id}`, church({ name: 'Taken Over' })],
      ['POST', `/api/admin/churches/${listed.id}/retire`],
      ['POST', `/api/admin/churches/${listed.id}/reinstate`],
    ];
    for (const [method, url, body] of routes) {
      expect((await call(undefined, method, url, body)).statusCode, `${method} ${url}`).toBe(401);
      for (const who of [member, moderator, plainAdmin]) {
        const response = await call(who.cookie, method, url, body);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json().error.message).toBe("Access Denied - You don't have permission to access this page.");
      }
    }
    // Nothing changed: one church of that name, not retired.
    expect((await adminList()).find((row) => row.id === listed.id)).toMatchObject({
      name: listed.name,
      retired: false,
    });
    expect((await call(undefined, 'GET', '/api/churches')).statusCode).toBe(401);
  });
});

describe('the super admin adds, edits, retires and reinstates churches', () => {
  it('adds a church, lists it with its pastor and records who did it', async () => {
    const body = church({ name: '  Zion Chapel Kottayam  ' });
    const saved = await add(body);
    expect(saved.message).toBe(churchMessages.added);
    expect(saved.church).toMatchObject({
      name: 'Zion Chapel Kottayam',
      city: 'Kochi',
      pastorName: 'Rev. Samuel',
      pastorEmail: body.pastorEmail,
      retired: false,
      members: 0,
    });
    expect((await adminList()).map((row) => row.name)).toContain('Zion Chapel Kottayam');
    const events = await t.database.db
      .select()
      .from(schema.auditEvents)
      .where(eq(schema.auditEvents.action, 'admin.church_added'));
    expect(
      events.some((event) => event.actorId === admin.account.id && event.detail.churchId === saved.church.id),
    ).toBe(true);
  });

  it.each([
    [{ name: '   ' }, churchMessages.nameRequired],
    [{ name: 'x'.repeat(121) }, churchMessages.nameTooLong],
    [{ name: 'Evil\u202Egnp Church' }, churchMessages.nameHidden],
    [{ city: '' }, churchMessages.cityRequired],
    [{ country: ' ' }, churchMessages.countryRequired],
    [{ denomination: 'd'.repeat(81) }, churchMessages.tooLong],
    [{ pastorEmail: 'not-an-address' }, churchMessages.pastorEmailInvalid],
  ])('refuses %o with its message and adds nothing', async (change, message) => {
    const before = (await adminList()).length;
    const response = await call(admin.cookie, 'POST', '/api/admin/churches', church(change));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
    expect((await adminList()).length).toBe(before);
  });

  it('refuses unknown fields', async () => {
    const response = await call(admin.cookie, 'POST', '/api/admin/churches', { ...church(), retiredAt: null });
    expect(response.statusCode).toBe(400);
  });

  it('refuses a second entry for the same church however it is spelled (409), on add and on edit', async () => {
    await add(church({ name: "St. Paul's Cathedral" }));
    for (const name of ["St Paul's Cathedral", 'ST PAULS CATHEDRAL', "st. paul's  cathedral!"]) {
      const response = await call(admin.cookie, 'POST', '/api/admin/churches', church({ name }));
      expect(response.statusCode, name).toBe(409);
      expect(response.json().error.message).toBe(churchMessages.duplicate);
    }
    const other = await add();
    const clash = await call(admin.cookie, 'PUT', `/api/admin/churches/${other.church.id}`, {
      ...church({ name: 'St Pauls Cathedral' }),
    });
    expect(clash.statusCode).toBe(409);
    expect((await adminList()).find((row) => row.id === other.church.id)?.name).toBe(other.church.name);
  });

  it('answers 404 for a church that does not exist and 400 for an id that is not one', async () => {
    const missing = crypto.randomUUID();
    for (const [method, url, body] of [
      ['PUT', `/api/admin/churches/${missing}`, church()],
      ['POST', `/api/admin/churches/${missing}/retire`],
      ['POST', `/api/admin/churches/${missing}/reinstate`],
    ] as [Method, string, object?][]) {
      const response = await call(admin.cookie, method, url, body);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(churchMessages.notFound);
    }
    expect((await call(admin.cookie, 'POST', '/api/admin/churches/not-a-uuid/retire')).statusCode).toBe(400);
  });

  it("renames a church on its members' profiles and in the audit log", async () => {
    const { church: listed } = await add(church({ name: 'Bethel Assembly Thrissur' }));
    const memberId = await seedProfile(t.app, { church: 'Bethel Assembly Thrissur' });
    const response = await call(
      admin.cookie,
      'PUT',
      `/api/admin/churches/${listed.id}`,
      church({ name: 'Bethel AG Church Thrissur', city: 'Thrissur' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: churchMessages.updated,
      church: { name: 'Bethel AG Church Thrissur', city: 'Thrissur', members: 1 },
    });
    expect(await profileOf(memberId)).toMatchObject({ church: 'Bethel AG Church Thrissur', churchId: listed.id });
  });
});

describe("members' directory and their profile's church", () => {
  it('lists the churches a member may pick, by name, without the pastor; retired ones are not offered', async () => {
    const member = await signedInMember(t.app);
    const { church: kept } = await add(church({ name: 'Aaron Chapel' }));
    const { church: retired } = await add(church({ name: 'Abel Chapel' }));
    const retire = await call(admin.cookie, 'POST', `/api/admin/churches/${retired.id}/retire`);
    expect(retire.json()).toMatchObject({ message: churchMessages.retired, church: { retired: true } });

    const directory = (await call(member.cookie, 'GET', '/api/churches')).json().churches as Record<string, unknown>[];
    const names = directory.map((entry) => entry.name as string);
    expect(names).toContain(kept.name);
    expect(names).not.toContain(retired.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    for (const entry of directory)
      expect(Object.keys(entry).sort()).toEqual(['city', 'country', 'denomination', 'id', 'name']);
    expect(JSON.stringify(directory)).not.toContain('@grace.example.org');

    const reinstate = await call(admin.cookie, 'POST', `/api/admin/churches/${retired.id}/reinstate`);
    expect(reinstate.json()).toMatchObject({ message: churchMessages.reinstated, church: { retired: false } });
    const again = (await call(member.cookie, 'GET', '/api/churches')).json().churches as { name: string }[];
    expect(again.map((entry) => entry.name)).toContain(retired.name);
  });

  it("saves a directory church under the directory's spelling and links it; another church stays as typed", async () => {
    const { church: listed } = await add(church({ name: 'Holy Trinity Kumarakom' }));
    const member = await signedInMember(t.app);
    const save = (name: string) => call(member.cookie, 'PUT', '/api/profiles/me', completeProfile({ church: name }));

    const linked = await save('holy-trinity  KUMARAKOM.');
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json().church).toBe('Holy Trinity Kumarakom');
    expect(await profileOf(member.account.id)).toMatchObject({ churchId: listed.id });
    expect((await adminList()).find((row) => row.id === listed.id)?.members).toBe(1);

    const other = await save('A House Church in Kumarakom');
    expect(other.json().church).toBe('A House Church in Kumarakom');
    expect(await profileOf(member.account.id)).toMatchObject({ churchId: null });

    // A retired church is no longer linked on save: the name stays, as the member's own.
    await save('Holy Trinity Kumarakom');
    await call(admin.cookie, 'POST', `/api/admin/churches/${listed.id}/retire`);
    await save('Holy Trinity Kumarakom');
    expect(await profileOf(member.account.id)).toMatchObject({ church: 'Holy Trinity Kumarakom', churchId: null });
  });

  it('links the members who typed a church before it was listed', async () => {
    const early = await seedProfile(t.app, { church: 'Emmanuel  Church, Aluva' });
    const unrelated = await seedProfile(t.app, { church: 'Emmanuel Church Kollam' });
    const { church: listed } = await add(church({ name: 'Emmanuel Church Aluva' }));
    const rows = await t.database.db
      .select({ userId: schema.profiles.userId, church: schema.profiles.church, churchId: schema.profiles.churchId })
      .from(schema.profiles)
      .where(inArray(schema.profiles.userId, [early, unrelated]));
    expect(rows.find((row) => row.userId === early)).toMatchObject({
      church: 'Emmanuel Church Aluva',
      churchId: listed.id,
    });
    expect(rows.find((row) => row.userId === unrelated)).toMatchObject({
      church: 'Emmanuel Church Kollam',
      churchId: null,
    });
  });

  it("offers the directory's names in discovery's church filter, one per church however spelled", async () => {
    await seedProfile(t.app, { church: 'Mar Thoma Parish  Dubai' });
    await seedProfile(t.app, { church: 'Our Lady of Velankanni Chennai' });
    await add(church({ name: 'Mar Thoma Parish Dubai' }));
    // Typed after the church was listed: linked on save, so no second spelling either.
    await seedProfile(t.app, { church: 'mar thoma parish, dubai' });
    const viewer = await signedInMember(t.app);
    await makePremium(t.database.db, viewer.account.id);
    const options = (await call(viewer.cookie, 'GET', '/api/discovery/options')).json();
    const variants = (options.churches as string[]).filter((name) => name.toLowerCase().includes('mar thoma'));
    expect(variants).toEqual(['Mar Thoma Parish Dubai']);
    expect(options.churches).toContain('Our Lady of Velankanni Chennai');
    expect(options.churches).toEqual([...options.churches].sort());
  });
});
