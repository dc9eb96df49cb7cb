import type { FastifyBaseLogger } from 'fastify';
import type { Database, DatabaseHandle, Transaction } from '#server/db/database.ts';
import { utcDay, utcMidnight } from '#shared/days.ts';
import type { Metrics } from '#server/lib/metrics.ts';
import { createJobsRepository, type ClaimedJob, type NewJob } from './jobs.repository.ts';

/** The NOTIFY channel that wakes every instance's worker when a job is enqueued. */
export const JOBS_CHANNEL = 'dm_jobs';
/** A job is tried this many times, waiting 2^attempt seconds (capped at an hour) between tries. */
export const MAX_ATTEMPTS = 8;
/** Jobs one pass claims and runs at once: the most an instance has in flight when it dies. */
export const JOBS_BATCH = 10;

export type JobHandler = (payload: Record<string, unknown>, job: ClaimedJob) => Promise<void>;
export type JobsService = ReturnType<typeof createJobsService>;

export function retryDelayMs(attempt: number): number {
  return Math.min(3_600_000, 1_000 * 2 ** attempt);
}

/**
 * The background worker (ADR 0026). Each instance runs one: woken at once by NOTIFY when a job is
 * enqueued anywhere, and every `pollMs` for jobs that became due (retries, digests). Jobs are
 * claimed in batches and run concurrently; a job that throws is retried with backoff.
 */
export function createJobsService(deps: {
  db: Database;
  logger: FastifyBaseLogger;
  listen: DatabaseHandle['listen'];
  options: { pollMs: number; leaseMs: number };
  clock?: (() => Date) | undefined;
  metrics?: Metrics;
}) {
  const repository = createJobsRepository(deps.db);
  const handlers = new Map<string, JobHandler>();
  const clock = deps.clock ?? (() => new Date());
  let running: Promise<number> | undefined;
  let again = false;
  let started = false;
  let timer: NodeJS.Timeout | undefined;
  let unlisten: (() => Promise<void>) | undefined;

  async function runOne(job: ClaimedJob) {
    const handler = handlers.get(job.queue);
    try {
      if (!handler) throw new Error(`no handler for the queue ${job.queue}`);
      await handler(job.payload, job);
      await repository.complete(job.id);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const retryAt = job.attempts < MAX_ATTEMPTS ? new Date(clock().getTime() + retryDelayMs(job.attempts)) : null;
      deps.logger.warn({ jobId: job.id, queue: job.queue, attempts: job.attempts, err: error }, 'job failed');
      deps.metrics?.jobFailures.inc({ queue: job.queue });
      await repository.fail(job.id, message.slice(0, 1_000), retryAt).catch((failError: unknown) => {
        deps.logger.error({ jobId: job.id, err: failError }, 'job failure not recorded: it runs again after its lease');
      });
    }
  }

  /**
   * Claims and runs due jobs until none is due; returns how many ran. A background pass stops
   * claiming once the worker is stopped: a shutdown finishes the batch in hand, not the backlog
   * (the next instance to start takes the rest).
   */
  async function runDue(now?: Date, background = false): Promise<number> {
    let ran = 0;
    for (;;) {
      if (background && !started) return ran;
      const claimed = await repository.claim(now ?? clock(), deps.options.leaseMs, JOBS_BATCH);
      if (claimed.length === 0) return ran;
      await Promise.all(claimed.map(runOne));
      ran += claimed.length;
    }
  }

  /** One pass at a time per instance; a wake-up during a pass makes another pass. */
  function kick() {
    if (running) {
      again = true;
      return;
    }
    running = runDue(undefined, true)
      .catch((error: unknown) => {
        deps.logger.error({ err: error }, 'job worker pass failed');
        return 0;
      })
      .finally(() => {
        running = undefined;
        if (again && started) {
          again = false;
          kick();
        }
      });
  }

  /** In the caller's transaction when given: the job exists exactly when the change does. */
  async function enqueue(job: NewJob, tx?: Database | Transaction) {
    await repository.enqueue(job, JOBS_CHANNEL, tx ?? deps.db);
  }

  return {
    register(queue: string, handler: JobHandler) {
      handlers.set(queue, handler);
    },

    enqueue,

    /**
     * A daily pass (data retention, scheduled backups, the chaperones' summaries): one job a day,
     * keyed by the UTC day, so one instance runs it. Each pass schedules the next day's before it
     * runs: a pass that fails and is retried keeps the days coming. Answers what starts it (today's
     * job, at the app's start).
     */
    daily(queue: string, clock: () => Date, pass: (now: Date) => Promise<unknown>): () => Promise<void> {
      const on = (day: Date) => enqueue({ queue, key: `${queue}:${utcDay(day)}`, payload: {}, runAt: day });
      handlers.set(queue, async () => {
        const now = clock();
        await on(utcMidnight(now, 1));
        await pass(now);
      });
      return () => on(clock());
    },

    async start() {
      started = true;
      unlisten = await deps.listen(JOBS_CHANNEL, () => kick());
      timer = setInterval(kick, deps.options.pollMs);
      timer.unref();
      kick();
    },

    async stop() {
      started = false;
      if (timer) clearInterval(timer);
      await unlisten?.();
      await running;
    },

    /** Tests and the CLI: run every job due by `now` (default: the clock) to the end. */
    async drain(now?: Date) {
      let ran = 0;
      do {
        await running;
        ran += await runDue(now);
      } while (running);
      return ran;
    },

    counts: () => repository.counts(),
  };
}
