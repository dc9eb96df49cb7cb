import { afterAll, beforeAll, expect, it } from 'vitest';
import { createFuzzWorld, fuzzOperation, FUZZ_RUNS, operationKeys, type FuzzWorld } from './fuzz-harness.ts';
import { FUZZ_PLAN, groupOf } from './fuzz-plan.ts';

/** The tests of one fuzz file: every planned operation of its group, FUZZ_RUNS cases each. */
export function fuzzGroup(group: string) {
  let world: FuzzWorld;
  beforeAll(async () => {
    world = await createFuzzWorld();
  }, 120_000);
  afterAll(async () => {
    await world?.t.close();
  });

  const keys = Object.keys(FUZZ_PLAN).filter((key) => groupOf(key) === group);

  it('has operations, each in the OpenAPI document', () => {
    expect(keys.length).toBeGreaterThan(0);
    expect(operationKeys(world.doc)).toEqual(expect.arrayContaining(keys));
  });

  for (const key of keys) {
    it(`${key}: no 5xx, one error shape, and a 4xx changes nothing`, { timeout: 300_000 }, async () => {
      const plan = FUZZ_PLAN[key];
      if (!plan) throw new Error(`no plan for ${key}`);
      const stats = await fuzzOperation(world, key, plan);
      expect(stats.cases).toBe(FUZZ_RUNS);
      // The generators reach past schema validation into handlers and services.
      expect(stats.pastValidation, JSON.stringify(stats.statuses)).toBeGreaterThan(0);
      if (process.env.FUZZ_REPORT) process.stdout.write(`${key} ${JSON.stringify(stats)}\n`);
    });
  }
}
