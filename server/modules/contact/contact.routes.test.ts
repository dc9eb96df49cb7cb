import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages as texts } from '#shared/rules/contact.ts';
import { schema } from '#server/db/schema.ts';
import { nextIp } from '#server/test/members.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'error' });
});
afterAll(async () => {
  await t?.close();
});

let sequence = 0;
function aMessage(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    contactName: 'Ruth Abraham',
    contactEmail: `ruth.${sequence}.${process.pid}@example.org`,
    phone: '+44 7911 123456',
    subject: 'partnership',
    message: 'Our youth group would love to tell its members about Divine Match.',
    ...overrides,
  };
}

function send(payload: unknown, remoteAddress = nextIp(), headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/contact', payload: payload as object, remoteAddress, headers });
}
type ErrorBody = { error: { code: string; message: string; fields?: { path: string; message: string }[] } };
const errorOf = (response: { json(): unknown }) => (response.json() as ErrorBody).error;

async function storedFor(email: string) {
  return t.database.db.select().from(schema.contactMessages).where(eq(schema.contactMessages.email, email));
}

describe('POST /api/contact (spec §5 Contact form, D18)', () => {
  it('stores the message and answers 201 with the success text', async () => {
    const body = aMessage({ contactName: '  Ruth Abraham ', message: ' Hello from the youth group. \n' });
    const response = await send(body);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: 'Thank you! Your message has been sent.' });

    const rows = await storedFor(body.contactEmail);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Ruth Abraham',
      email: body.contactEmail,
      phone: '+44 7911 123456',
      subject: 'partnership',
      message: 'Hello from the youth group.',
      readAt: null,
    });
    expect(rows[0]?.createdAt).toBeInstanceOf(Date);
  });

  it('takes phone and subject as optional: the subject defaults to empty (stored as none)', async () => {
    const { phone: _phone, subject: _subject, ...body } = aMessage();
    const response = await send(body);
    expect(response.statusCode).toBe(201);
    const [row] = await storedFor(body.contactEmail);
    expect(row).toMatchObject({ phone: '', subject: null });

    const withEmptySubject = aMessage({ subject: '', phone: '' });
    expect((await send(withEmptySubject)).statusCode).toBe(201);
    expect((await storedFor(withEmptySubject.contactEmail))[0]).toMatchObject({ phone: '', subject: null });
  });

  const required: [string, Record<string, unknown>, string, string][] = [
    ['an empty name', { contactName: '' }, 'body.contactName', 'Please enter your name.'],
    ['a blank name', { contactName: '   ' }, 'body.contactName', 'Please enter your name.'],
    ['no name at all', { contactName: undefined }, 'body.contactName', 'Please enter your name.'],
    ['an empty email', { contactEmail: '' }, 'body.contactEmail', 'Please enter your email address.'],
    ['an invalid email', { contactEmail: 'ruth@example' }, 'body.contactEmail', 'Please enter a valid email address.'],
    ['an empty message', { message: ' \n ' }, 'body.message', 'Please enter your message.'],
    ['a message too long', { message: 'm'.repeat(5001) }, 'body.message', texts.messageTooLong],
    ['a phone too long', { phone: '1'.repeat(31) }, 'body.phone', texts.phoneTooLong],
  ];
  it.each(required)('refuses %s with its message', async (_name, overrides, path, message) => {
    const body = aMessage(overrides);
    const response = await send(JSON.parse(JSON.stringify(body)));
    expect(response.statusCode).toBe(400);
    const error = errorOf(response);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toBe(message);
    expect(error.fields).toEqual([{ path, message }]);
    expect(await storedFor(String(body.contactEmail))).toEqual([]);
  });

  it('names every missing required field at once', async () => {
    const response = await send({ contactName: '', contactEmail: '', message: '' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toEqual([
      { path: 'body.contactName', message: 'Please enter your name.' },
      { path: 'body.contactEmail', message: 'Please enter your email address.' },
      { path: 'body.message', message: 'Please enter your message.' },
    ]);
  });

  it.each([
    ['an unknown field', { isRead: true }],
    ['a field of the stored row', { readAt: '2026-01-01T00:00:00Z' }],
    ['a subject outside the list', { subject: 'complaint' }],
    ['a name that is not text', { contactName: 42 }],
  ])('refuses %s', async (_name, overrides) => {
    const body = aMessage(overrides);
    const response = await send(body);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('VALIDATION_FAILED');
    expect(await storedFor(body.contactEmail)).toEqual([]);
  });

  it('refuses a cross-site submission (CSRF)', async () => {
    const body = aMessage();
    const response = await send(body, nextIp(), { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(await storedFor(body.contactEmail)).toEqual([]);
  });

  it('accepts five messages an hour from one address, then answers 429 without storing', async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await send(aMessage(), ip)).statusCode);
    const sixth = aMessage();
    const refused = await send(sixth, ip);
    expect(statuses).toEqual([201, 201, 201, 201, 201]);
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused)).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'You have sent several messages in a short time. Please try again later.',
    });
    expect(await storedFor(sixth.contactEmail)).toEqual([]);

    // Another address is not affected.
    expect((await send(aMessage(), nextIp())).statusCode).toBe(201);
  });
});
