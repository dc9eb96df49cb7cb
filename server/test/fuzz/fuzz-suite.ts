import { afterAll, beforeAll, expect, it } from 'vitest';
import { createFuzzWorld, fuzzOperation, FUZZ_RUNS, operationKeys, type FuzzWorld } from './fuzz-harness.ts';
import { describeReach, minimumReach } from './fuzz-reach.ts';
import { groupOf } from './fuzz-groups.ts';
import { FUZZ_PLAN } from './fuzz-plan.ts';

/** The tests of one fuzz file: every planned operation of its group, FUZZ_RUNS cases each. */
export function fuzzGroup(group: string) {
  let world: FuzzWorld;
  beforeAll(async () => {
    world = await createFuzzWorld();
  }, 120_000);
  afterAll(async () => {
    await world?.journal.close();
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
      if (process.env.FUZZ_REPORT) process.stdout.write(`${describeReach(key, stats)}\n`);
      // The generators reach past schema validation into handlers and services in a third of the
      // cases (issue 25): one case in a thousand proved nearly nothing. Measured on this sample,
      // within three standard errors (minimumReach).
      expect(stats.pastValidation / stats.cases, describeReach(key, stats)).toBeGreaterThanOrEqual(
        minimumReach(stats.cases),
      );
    });
  }
}
