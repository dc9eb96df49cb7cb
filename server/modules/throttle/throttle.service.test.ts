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

  it('scales its limits', async () => {
    const throttle = createThrottleService({ db: database.db, scale: 2, clock: () => 3_000_000 * 60_000 });
    for (let i = 0; i < 6; i++) expect(await throttle.consume(rule, 'scaled')).toBe(true);
    expect(await throttle.consume(rule, 'scaled')).toBe(false);
  });
});
