import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '#server/db/schema.ts';
import { acceptedInterest, signedInMember, signedInSuperAdmin } from '#server/test/members.ts';
import { completeProfile } from '#server/test/profile-fixture.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

/** D42's blocked words: kept by moderators and the super admin, refused wherever a member writes. */
let t: TestApp;
let moderator: Awaited<ReturnType<typeof signedInMember>>;
let admin: Awaited<ReturnType<typeof signedInSuperAdmin>>;
let member: Awaited<ReturnType<typeof signedInMember>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInSuperAdmin(t.app);
  moderator = await signedInMember(t.app);
  await t.app.services.accounts.setRole(moderator.account.id, 'moderator');
  member = await signedInMember(t.app);
});
afterAll(async () => {
  await t?.close();
});

type Who = { cookie: string };
type List = { language: string; words: { id: string; word: string; createdAt: string }[] };
const call = (who: Who, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: who.cookie }, ...(payload ? { payload } : {}) });
const list = async (who: Who, language: string) =>
  (await call(who, 'GET', `/api/moderation/blocked-words?language=${language}`)).json() as List;
const add = (who: Who, language: string, words: string[]) =>
  call(who, 'POST', '/api/moderation/blocked-words', { language, words });

describe('the blocked-words lists (D42)', () => {
  it('moderators and the super admin list, add and remove words; each change is in the activity log', async () => {
    const added = await add(moderator, 'en', ['Wire Transfer', 'gift card', 'wire-transfer']);
    expect(added.statusCode, added.body).toBe(200);
    expect((added.json() as List).words.map((w) => w.word)).toEqual(['gift card', 'Wire Transfer']);
    // Spelled another way, a word already there is not added twice.
    expect((await add(admin, 'en', ['GIFTCARD'])).statusCode).toBe(200);
    const en = await list(admin, 'en');
    expect(en.words.map((w) => w.word)).toEqual(['gift card', 'Wire Transfer']);
    expect((await list(moderator, 'fr')).words).toEqual([]);

    const gift = en.words.find((w) => w.word === 'gift card');
    const removed = await call(admin, 'DELETE', `/api/moderation/blocked-words/en/${gift?.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((removed.json() as List).words.map((w) => w.word)).toEqual(['Wire Transfer']);
    // Gone, or asked under another language: not found.
    expect((await call(admin, 'DELETE', `/api/moderation/blocked-words/en/${gift?.id}`)).statusCode).toBe(404);
    const wire = en.words.find((w) => w.word === 'Wire Transfer');
    expect((await call(admin, 'DELETE', `/api/moderation/blocked-words/fr/${wire?.id}`)).statusCode).toBe(404);

    const entries = await t.database.db
      .select()
      .from(schema.auditEvents)
      .where(eq(schema.auditEvents.action, 'moderation.blocked_words_added'))
      .orderBy(desc(schema.auditEvents.createdAt));
    expect(entries.map((e) => e.detail)).toEqual([{ language: 'en', words: ['Wire Transfer', 'gift card'] }]);
    expect(entries[0]?.actorId).toBe(moderator.account.id);
    const [removal] = await t.database.db
      .select()
      .from(schema.auditEvents)
      .where(
        and(
          eq(schema.auditEvents.action, 'moderation.blocked_word_removed'),
          eq(schema.auditEvents.actorId, admin.account.id),
        ),
      );
    expect(removal?.detail).toEqual({ language: 'en', word: 'gift card' });
    await call(admin, 'DELETE', `/api/moderation/blocked-words/en/${wire?.id}`);
  });

  it('refuses members on every route', async () => {
    expect((await call(member, 'GET', '/api/moderation/blocked-words?language=en')).statusCode).toBe(403);
    expect((await add(member, 'en', ['money'])).statusCode).toBe(403);
    const id = crypto.randomUUID();
    expect((await call(member, 'DELETE', `/api/moderation/blocked-words/en/${id}`)).statusCode).toBe(403);
    expect((await list(admin, 'en')).words).toEqual([]);
  });

  it('refuses a word without letters, an unknown language and an empty list', async () => {
    const punctuation = await add(moderator, 'en', ['...']);
    expect(punctuation.statusCode).toBe(400);
    expect(punctuation.json().error.message).toBe('A blocked word needs at least one letter or digit.');
    expect((await add(moderator, 'xx', ['money'])).statusCode).toBe(400);
    expect((await add(moderator, 'en', [])).statusCode).toBe(400);
    expect((await add(moderator, 'en', ['x'.repeat(61)])).statusCode).toBe(400);
  });
});

describe('texts holding a blocked word are refused where members write (D42)', () => {
  const NOT_ALLOWED = /contains a word that is not allowed here\.$/;
  let words: List['words'] = [];
  beforeAll(async () => {
    await add(moderator, 'en', ['money']);
    await add(moderator, 'es', ['dinero']);
    await add(moderator, 'fr', ['arnaque']);
    words = [
      ...(await list(admin, 'en')).words,
      ...(await list(admin, 'es')).words,
      ...(await list(admin, 'fr')).words,
    ];
  });
  afterAll(async () => {
    for (const word of words) {
      const language = ['money'].includes(word.word) ? 'en' : word.word === 'dinero' ? 'es' : 'fr';
      await call(admin, 'DELETE', `/api/moderation/blocked-words/${language}/${word.id}`);
    }
  });

  const saveProfile = (who: Who, overrides: object) =>
    call(who, 'PUT', '/api/profiles/me', { ...completeProfile(), ...overrides });

  it('the profile save: the field is named, never the word; nothing is saved', async () => {
    const writer = await signedInMember(t.app);
    const refused = await saveProfile(writer, { profileSummary: 'Please send me m o n e y for the ticket.' });
    expect(refused.statusCode, refused.body).toBe(400);
    const { error } = refused.json() as { error: { code: string; message: string } };
    expect(error).toMatchObject({
      code: 'BLOCKED_WORD',
      message: 'Profile Summary contains a word that is not allowed here.',
    });
    expect(refused.body.toLowerCase()).not.toContain('money');
    const profile = (await call(writer, 'GET', '/api/profiles/me')).json();
    expect(JSON.stringify(profile)).not.toContain('m o n e y');

    // Another field, another language's list, another trick.
    const hobbies = await saveProfile(writer, { hobbies: 'Hiking, d.i.n.e.r.o fácil' });
    expect(hobbies.statusCode).toBe(400);
    expect(hobbies.json().error.message).toBe('Hobbies contains a word that is not allowed here.');
    expect(hobbies.body).not.toContain('dinero');
    const name = await saveProfile(writer, { firstName: 'Arnaque' });
    expect(name.json().error.message).toBe('First Name contains a word that is not allowed here.');

    // Harmless texts, even ones holding a blocked word inside a longer word, are saved.
    const fine = await saveProfile(writer, { profileSummary: 'A moneylender? No: I teach a class on the Psalms.' });
    expect(fine.statusCode, fine.body).toBe(200);
  });

  it("the first profile's draft", async () => {
    const writer = await signedInMember(t.app);
    const refused = await call(writer, 'PUT', '/api/profiles/me/draft', { occupation: 'M-O-N-E-Y maker' });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().error.message).toBe('Occupation contains a word that is not allowed here.');
    const fine = await call(writer, 'PUT', '/api/profiles/me/draft', { occupation: 'Nurse' });
    expect(fine.statusCode, fine.body).toBe(200);
  });

  it('a message, in two languages with spacing tricks; nothing is sent', async () => {
    const a = await signedInMember(t.app);
    const b = await signedInMember(t.app);
    await acceptedInterest(t.database.db, a.account.id, b.account.id);
    const { id } = (await call(a, 'POST', '/api/conversations', { memberId: b.account.id })).json() as { id: string };
    const send = (body: string) => call(a, 'POST', `/api/conversations/${id}/messages`, { body });

    for (const body of [
      'Can you lend me some MÖNEY?',
      'Envíame d i n e r o por favor',
      "C'est pas une a.r.n.a.q.u.e",
    ]) {
      const refused = await send(body);
      expect(refused.statusCode, body).toBe(400);
      expect(refused.json().error).toMatchObject({
        code: 'BLOCKED_WORD',
        message: 'Your message contains a word that is not allowed here.',
      });
      expect(refused.json().error.message).toMatch(NOT_ALLOWED);
    }
    const messages = (await call(b, 'GET', `/api/conversations/${id}/messages`)).json() as { messages: unknown[] };
    expect(messages.messages).toEqual([]);
    expect((await send('Shall we meet after the Sunday service?')).statusCode).toBe(201);
  });

  it('a word removed from the list is allowed again at once', async () => {
    const writer = await signedInMember(t.app);
    const dinero = words.find((w) => w.word === 'dinero');
    await call(admin, 'DELETE', `/api/moderation/blocked-words/es/${dinero?.id}`);
    const saved = await saveProfile(writer, { profileSummary: 'Sin dinero pero con fe.' });
    expect(saved.statusCode, saved.body).toBe(200);
    words = words.filter((w) => w !== dinero);
  });
});
