import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '#server/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.ts';
import { createJobsService, MAX_ATTEMPTS, retryDelayMs, type JobHandler } from './jobs.service.ts';

let database: TestDatabase;
const logger = pino({ level: 'silent' });
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

/** A worker as one server instance runs it, on its own handle of the shared database. */
function instance(handle = database.anotherHandle(), leaseMs = 60_000) {
  return createJobsService({ db: handle.db, logger, listen: handle.listen, options: { pollMs: 60_000, leaseMs } });
}
const jobRows = () => database.db.select().from(schema.jobs);
const clear = () => database.db.delete(schema.jobs);

describe('the job queue in the database (ADR 0026)', () => {
  it('two instances working one queue run each job exactly once', async () => {
    await clear();
    const runs = new Map<number, number>();
    const handler: JobHandler = async (payload) => {
      const n = Number(payload.n);
      runs.set(n, (runs.get(n) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 1));
    };
    const [one, two] = [instance(), instance()];
    one.register('count', handler);
    two.register('count', handler);
    for (let n = 0; n < 300; n++) await one.enqueue({ queue: 'count', payload: { n } });
    const [ranOne, ranTwo] = await Promise.all([one.drain(), two.drain()]);
    expect(ranOne + ranTwo).toBe(300);
    expect([...runs.keys()].sort((a, b) => a - b)).toEqual([...Array(300).keys()]);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    expect(await jobRows()).toEqual([]);
  });

  it('a key makes enqueueing idempotent while the job waits', async () => {
    await clear();
    const worker = instance();
    await worker.enqueue({ queue: 'once', key: 'email:1', payload: { a: 1 } });
    await worker.enqueue({ queue: 'once', key: 'email:1', payload: { a: 2 } });
    const rows = await jobRows();
    expect(rows.map((row) => row.payload)).toEqual([{ a: 1 }]);
  });

  it('a failing job is retried with growing delays, then kept as failed after the last attempt', async () => {
    await clear();
    const worker = instance();
    let calls = 0;
    worker.register('flaky', async () => {
      calls += 1;
      if (calls < 3) throw new Error(`the relay is down (${calls})`);
    });
    await worker.enqueue({ queue: 'flaky', payload: {} });
    const start = Date.now();
    expect(await worker.drain()).toBe(1);
    let [row] = await jobRows();
    expect(row?.attempts).toBe(1);
    expect(row?.lastError).toBe('the relay is down (1)');
    expect(row!.runAt.getTime()).toBeGreaterThanOrEqual(start + retryDelayMs(1) - 50);
    expect(await worker.drain()).toBe(0);

    await worker.drain(new Date(Date.now() + retryDelayMs(1) + 100));
    [row] = await jobRows();
    expect(row?.attempts).toBe(2);
    expect(row!.runAt.getTime()).toBeGreaterThanOrEqual(start + retryDelayMs(2) - 50);
    await worker.drain(new Date(Date.now() + retryDelayMs(2) + 100));
    expect(calls).toBe(3);
    expect(await jobRows()).toEqual([]);

    worker.register('broken', async () => {
      throw new Error('always');
    });
    await worker.enqueue({ queue: 'broken', payload: {} });
    for (let attempt = 1; attempt <= MAX_ATTEMPTS + 1; attempt++)
      await worker.drain(new Date(Date.now() + 2 * 3_600_000 * attempt));
    [row] = await jobRows();
    expect(row?.attempts).toBe(MAX_ATTEMPTS);
    expect(row?.failedAt).not.toBeNull();
    expect(await worker.counts()).toEqual([{ queue: 'broken', waiting: 0, failed: 1 }]);
  });

  it('a job claimed by an instance that died runs again once its lease ends, not before', async () => {
    await clear();
    const leaseMs = 5_000;
    const dead = instance(undefined, leaseMs);
    const alive = instance(undefined, leaseMs);
    let ran = 0;
    // The first instance claims the job and never finishes it (killed mid-send).
    dead.register('mail', () => new Promise<void>(() => {}));
    alive.register('mail', async () => {
      ran += 1;
    });
    await dead.enqueue({ queue: 'mail', payload: {} });
    void dead.drain();
    await expect.poll(async () => (await jobRows())[0]?.lockedUntil ?? null).not.toBeNull();

    expect(await alive.drain()).toBe(0);
    expect(ran).toBe(0);
    expect(await alive.drain(new Date(Date.now() + leaseMs + 100))).toBe(1);
    expect(ran).toBe(1);
    expect(await jobRows()).toEqual([]);
  });

  it('an enqueued job wakes a started worker at once through NOTIFY', async () => {
    await clear();
    const worker = instance();
    const done = new Promise<void>((resolve) => worker.register('wake', async () => resolve()));
    await worker.start();
    try {
      const sent = Date.now();
      await instance().enqueue({ queue: 'wake', payload: {} });
      await done;
      // The poll is a minute: only the notification can have woken it this soon.
      expect(Date.now() - sent).toBeLessThan(10_000);
    } finally {
      await worker.stop();
    }
  });
});
