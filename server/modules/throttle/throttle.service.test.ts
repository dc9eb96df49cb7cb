import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#server/db/database.ts';
import { createTestDatabase } from '#server/test/test-database.ts';
import { createThrottleService } from './throttle.service.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const rule = { name: 'test', limit: 3, windowMs: 60_000 };

describe('throttle', () => {
  it('allows the limit, then refuses until the window has slid past', async () => {
    let now = 1_000_000 * 60_000 + 30_000;
    const throttle = createThrottleService({ db: database.db, clock: () => now });
    expect([
      await throttle.consume(rule, 'a'),
      await throttle.consume(rule, 'a'),
      await throttle.consume(rule, 'a'),
    ]).toEqual([true, true, true]);
    expect(await throttle.isExhausted(rule, 'a')).toBe(true);
    expect(await throttle.consume(rule, 'a')).toBe(false);
    expect(await throttle.isExhausted(rule, 'B')).toBe(false);
    now += 120_000;
    expect(await throttle.isExhausted(rule, 'a')).toBe(false);
  });

  it('sees a burst that straddles a window boundary', async () => {
    let now = 2_000_000 * 60_000 - 1_000;
    const throttle = createThrottleService({ db: database.db, clock: () => now });
    await throttle.consume(rule, 'edge');
    await throttle.consume(rule, 'edge');
    now += 2_000; // the next fixed window has begun: a fixed window alone would count only what follows
    await throttle.consume(rule, 'edge');
    expect(await throttle.consume(rule, 'edge')).toBe(false);
    expect(await throttle.isExhausted(rule, 'edge')).toBe(true);
  });

  it('is used up the moment the limit is reached across a boundary, until the earlier uses slide out', async () => {
    let now = 2_500_000 * 60_000 - 1_000;
    const throttle = createThrottleService({ db: database.db, clock: () => now });
    await throttle.consume(rule, 'straddle');
    await throttle.consume(rule, 'straddle');
    now += 2_000;
    expect(await throttle.consume(rule, 'straddle')).toBe(true);
    // Two uses of the last window still mostly overlap the last minute: the budget is used up.
    expect(await throttle.isExhausted(rule, 'straddle')).toBe(true);
    now += 20_000;
    expect(await throttle.isExhausted(rule, 'straddle')).toBe(true);
    now += 40_000; // a new window: the two earlier uses no longer count, the third still does
    expect(await throttle.isExhausted(rule, 'straddle')).toBe(false);
  });

  it('scales its limits', async () => {
    const throttle = createThrottleService({ db: database.db, scale: 2, clock: () => 3_000_000 * 60_000 });
    for (let i = 0; i < 6; i++) expect(await throttle.consume(rule, 'scaled')).toBe(true);
    expect(await throttle.consume(rule, 'scaled')).toBe(false);
  });
});

describe('consumeMany: a fixed daily ceiling (issue 25)', () => {
  const ceiling = { name: 'test-ceiling', limit: 1000, windowMs: 86_400_000, fixedWindow: true };
  const day = 86_400_000;

  it('serves while below the limit, reaches it once, then counts nothing until the next UTC day', async () => {
    let now = 20_000 * day + 1_000;
    const throttle = createThrottleService({ db: database.db, clock: () => now });
    expect(await throttle.consumeMany(ceiling, 'm', 995)).toEqual({ allowed: true, reached: false });
    expect(await throttle.consumeMany(ceiling, 'm', 20)).toEqual({ allowed: true, reached: true });
    expect(await throttle.isExhausted(ceiling, 'm')).toBe(true);
    expect(await throttle.consumeMany(ceiling, 'm', 1)).toEqual({ allowed: false, reached: false });
    // Still counted after a quiet afternoon (the purge keeps two of the longest windows).
    now += 5 * 3_600_000;
    expect(await throttle.consume(rule, 'someone else')).toBe(true);
    expect(await throttle.isExhausted(ceiling, 'm')).toBe(true);
    now = 20_001 * day; // midnight UTC: a new day, no sliding carry-over
    expect(await throttle.isExhausted(ceiling, 'm')).toBe(false);
    expect(await throttle.consumeMany(ceiling, 'm', 1)).toEqual({ allowed: true, reached: false });
  });

  it('lets exactly one of many concurrent calls cross the limit', async () => {
    const throttle = createThrottleService({ db: database.db, clock: () => 20_100 * day });
    const results = await Promise.all(Array.from({ length: 20 }, () => throttle.consumeMany(ceiling, 'race', 100)));
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
    expect(results.filter((r) => r.reached)).toHaveLength(1);
  });
});
