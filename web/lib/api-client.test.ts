import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiRequestError, apiRequest } from './api-client.ts';

function respond(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })),
  );
}
afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('parses a success with the given schema', async () => {
    respond(200, { status: 'ok', extra: 'dropped' });
    await expect(apiRequest('/health/live', { schema: z.object({ status: z.literal('ok') }) })).resolves.toEqual({
      status: 'ok',
    });
  });

  it('turns the server error shape into an ApiRequestError with code, message and request id', async () => {
    respond(409, { error: { code: 'EMAIL_TAKEN', message: 'Email is already registered.', requestId: 'req-1' } });
    const error = await apiRequest('/api/x', { method: 'POST', body: {}, schema: z.unknown() }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      status: 409,
      code: 'EMAIL_TAKEN',
      message: 'Email is already registered.',
      requestId: 'req-1',
    });
  });

  it('reports a network failure in words a person understands', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await apiRequest('/api/x', { schema: z.unknown() }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'NETWORK_ERROR', status: 0 });
  });
});
