import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { operationKeys, type OpenApiDocument } from './fuzz-harness.ts';
import { groupOf } from './fuzz-groups.ts';
import { FUZZ_PLAN } from './fuzz-plan.ts';

let t: TestApp;
let doc: OpenApiDocument;
beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject({ url: '/api/openapi.json' })).json() as OpenApiDocument;
});
afterAll(async () => {
  await t?.close();
});

describe('the fuzz plan covers the OpenAPI document', () => {
  it('plans every operation, so a route added later is fuzzed or fails here', () => {
    const unplanned = operationKeys(doc).filter((key) => !FUZZ_PLAN[key]);
    expect(unplanned, 'add these operations to server/test/fuzz/fuzz-plan.ts').toEqual([]);
  });

  it('plans no operation the document does not have', () => {
    const keys = new Set(operationKeys(doc));
    expect(Object.keys(FUZZ_PLAN).filter((key) => !keys.has(key))).toEqual([]);
  });

  it('puts every operation in exactly one fuzz file', () => {
    expect(operationKeys(doc).filter((key) => groupOf(key) === undefined)).toEqual([]);
  });

  it('finds every route the app serves under /api and /health in the document', () => {
    // The only routes left out of the document (and so of the fuzz): the document and its viewer.
    const served = servedOperations(t.app.printRoutes({ commonPrefix: false }));
    expect(served).toEqual(expect.arrayContaining(operationKeys(doc)));
    const notDocumented = served.filter((key) => !FUZZ_PLAN[key] && !/^GET \/api\/(openapi\.json|docs)/.test(key));
    expect(notDocumented).toEqual([]);
  });
});

/** "METHOD /path/{param}" for each route of Fastify's route tree (HEAD is GET's twin). */
function servedOperations(tree: string): string[] {
  const keys: string[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+) \(([^)]+)\)$/.exec(line.replace(/\u00a0/g, ' '));
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    stack.push(match[2] ?? '');
    const path = stack.join('').replace(/:(\w+)/g, '{$1}');
    for (const method of (match[3] ?? '').split(', ')) if (method !== 'HEAD') keys.push(`${method} ${path}`);
  }
  return keys;
}
