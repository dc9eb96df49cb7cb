import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { ROWS, type Call, type Row } from './authorization-rows.ts';
import { ACTORS, World, type Actor, type Target } from './world.ts';

/**
 * The authorization matrix (security-bar.md "Access control"; issue 10): every operation of the
 * OpenAPI document × every actor × every target it takes → the expected status. Rows live in
 * authorization-rows.ts; an operation without a row fails the first test.
 */
let t: TestApp;
let w: World;
let base: string;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '100' });
  w = new World(t);
  await w.setUp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

async function send(actor: Actor, call: Call): Promise<number> {
  let cookie = w.cookieOf(actor);
  if (call.freshSession && actor !== 'visitor') cookie = (await w.newSession(actor)).cookie;
  if (call.stream) {
    // A stream never ends by itself: read the head, then hang up.
    const controller = new AbortController();
    const response = await fetch(`${base}${call.url}`, {
      headers: cookie ? { cookie } : {},
      signal: controller.signal,
    });
    controller.abort();
    return response.status;
  }
  const payload = call.payload;
  const response = await t.app.inject({
    method: call.method,
    url: call.url,
    remoteAddress: w.ip(),
    headers: { ...(cookie ? { cookie } : {}), ...call.headers },
    ...(payload === undefined ? {} : { payload }),
  });
  return response.statusCode;
}

function expectedStatus(row: Row, actor: Actor, target: Target): number {
  const expected = row.expect[actor];
  if (typeof expected === 'number') return expected;
  const status = expected[target];
  if (status === undefined) throw new Error(`${row.route}: no expectation for ${actor} on ${target}`);
  return status;
}

describe('authorization matrix', () => {
  it('has a row for every operation of the OpenAPI document, and no row for an operation that is gone', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const operations = Object.entries(document.paths)
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`))
      .sort();
    expect(ROWS.map((row) => row.route).sort()).toEqual(operations);
  });

  for (const row of ROWS) {
    it(`${row.route}: ${row.targets.join(', ')}`, async () => {
      const [method] = row.route.split(' ') as [Call['method']];
      const outcomes: string[] = [];
      const wanted: string[] = [];
      for (const actor of ACTORS) {
        for (const target of row.targets) {
          const call = { method, ...(await row.call(w, actor, target)) };
          const status = await send(actor, call);
          outcomes.push(`${actor} ${target} → ${status}`);
          wanted.push(`${actor} ${target} → ${expectedStatus(row, actor, target)}`);
        }
      }
      expect(outcomes).toEqual(wanted);
    });
  }
});
