import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '#server/test/members.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

let t: TestApp;
let cookie: string;
let origin: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = (await signedInMember(t.app)).cookie;
  origin = new URL(t.config.publicUrl).origin;
});
afterAll(async () => {
  await t?.close();
});

const errorOf = (response: { json(): unknown }) =>
  (response.json() as { error: { code: string; message: string; requestId: string } }).error;

// Each of these answered 500 before: PostgreSQL text cannot hold U+0000 (found by the fuzz suite).
describe('a NUL character anywhere in the input', () => {
  const cases: [string, 'GET' | 'POST' | 'PUT', string, object?][] = [
    ['a path parameter', 'GET', '/api/profiles/%00'],
    ['a path parameter of a member action', 'PUT', '/api/blocks/a%00b'],
    ['a query value', 'GET', '/api/discovery?church=a%00b'],
    ['a body field', 'POST', '/api/interests', { receiverId: 'a\u0000b' }],
    ['a body key', 'POST', '/api/contact', { 'message\u0000': 'x' }],
  ];
  it.each(cases)('in %s is refused with 400 and the one error shape', async (_, method, url, payload) => {
    const response = await t.app.inject({ method, url, headers: { cookie, origin }, ...(payload ? { payload } : {}) });
    expect(response.statusCode, response.body).toBe(400);
    expect(errorOf(response)).toMatchObject({ code: 'VALIDATION_FAILED', requestId: response.headers['x-request-id'] });
  });
});

describe('a URL Fastify cannot route', () => {
  it.each([
    ['/api/blocks/%zz', 400, 'BAD_URL'],
    ['/api/profiles/%E0%A4%A', 400, 'BAD_URL'],
    [`/api/profiles/${'a'.repeat(300)}`, 414, 'URI_TOO_LONG'],
  ])('%s answers %i in the one error shape with a request id', async (url, status, code) => {
    const response = await t.app.inject({ url, headers: { cookie } });
    expect(response.statusCode).toBe(status);
    const error = errorOf(response);
    expect(error.code).toBe(code);
    expect(error.requestId).toBe(response.headers['x-request-id']);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});

// Issue 43: a route without a body schema took any body (text, multipart, JSON) and ignored it.
describe('a body sent to a route that takes none', () => {
  const boundary = 'x43';
  const bodies: [string, string, string][] = [
    ['text/plain', 'text/plain', 'hello'],
    [
      'multipart',
      `multipart/form-data; boundary=${boundary}`,
      `--${boundary}\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--${boundary}--\r\n`,
    ],
    ['JSON with content', 'application/json', '{"all":true}'],
  ];
  it.each(bodies)('as %s is refused with 415 and the one error shape', async (_, contentType, payload) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/read-all',
      headers: { cookie, origin, 'content-type': contentType },
      payload,
    });
    expect(response.statusCode, response.body).toBe(415);
    expect(errorOf(response)).toEqual({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'This request takes no body.',
      requestId: response.headers['x-request-id'],
    });
  });

  it.each([
    ['an empty JSON object', '{}'],
    ['JSON null', 'null'],
  ])('as %s is no body: taken, as many HTTP clients send it', async (_, payload) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/read-all',
      headers: { cookie, origin, 'content-type': 'application/json' },
      payload,
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
  });

  it('is not needed: the same request without one is taken', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/read-all',
      headers: { cookie, origin },
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
  });
});
