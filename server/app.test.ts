import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#shared/schemas/error.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
  // A route that fails the way a bug would, to see what the client gets.
  testApp.app.get('/api/test/explode', { config: { access: 'public' } }, async () => {
    throw new Error('connection to 10.0.0.7 refused: password authentication failed for user "app"');
  });
  testApp.app.post('/api/test/echo', { config: { access: 'public' } }, async (request) => ({ received: request.body }));
});
afterAll(async () => {
  await testApp?.close();
});

describe('the application', () => {
  it('answers /health/live and /health/ready (which asks the database)', async () => {
    const live = await testApp.app.inject('/health/live');
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await testApp.app.inject('/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok' });
  });

  it('answers an unknown /api route with 404 in the error shape', async () => {
    const response = await testApp.app.inject('/api/no-such-thing');
    expect(response.statusCode).toBe(404);
    const body = apiErrorSchema.parse(response.json());
    expect(body.error.code).toBe('NOT_FOUND');
    expect(body.error.requestId).toBe(response.headers['x-request-id']);
  });

  it('answers a thrown error with 500, the request id and no internals', async () => {
    const response = await testApp.app.inject('/api/test/explode');
    expect(response.statusCode).toBe(500);
    const body = apiErrorSchema.parse(response.json());
    expect(body.error.code).toBe('INTERNAL_ERROR');
    expect(body.error.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.error.message).toContain(body.error.requestId);
    expect(response.body).not.toMatch(/10\.0\.0\.7|password|stack|at .*\.ts/);
  });

  it('answers malformed JSON with 400', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).error.code).toBe('INVALID_JSON');
  });

  it('sends the security headers: CSP without inline script, nosniff, no framing, no caching of API data', async () => {
    const response = await testApp.app.inject('/api/no-such-thing');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('publishes an OpenAPI 3 document generated from the route schemas that a validator accepts', async () => {
    const response = await testApp.app.inject('/api/openapi.json');
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/health/live', '/health/ready']));
    await expect(SwaggerParser.validate(structuredClone(document))).resolves.toBeTruthy();
    const docs = await testApp.app.inject('/api/docs');
    expect([200, 302]).toContain(docs.statusCode);
  });
});
