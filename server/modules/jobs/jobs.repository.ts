import { sql } from 'drizzle-orm';
import { selectRows, type Database, type Transaction } from '#server/db/database.ts';
import { schema } from '#server/db/schema.ts';

export interface NewJob {
  queue: string;
  payload: Record<string, unknown>;
  /** Enqueueing the same key again while the job waits does nothing. */
  key?: string;
  runAt?: Date;
}

export interface ClaimedJob {
  id: number;
  queue: string;
  payload: Record<string, unknown>;
  attempts: number;
}

const { jobs } = schema;

export function createJobsRepository(db: Database) {
  return {
    /**
     * Inside the caller's transaction when given, so that the job exists exactly when the change
     * does; NOTIFY on `channel` wakes the workers when it commits.
     */
    async enqueue(job: NewJob, channel: string, tx: Database | Transaction = db) {
      await tx
        .insert(jobs)
        .values({ queue: job.queue, payload: job.payload, key: job.key ?? null, runAt: job.runAt ?? new Date() })
        .onConflictDoNothing({ target: jobs.key });
      await tx.execute(sql`select pg_notify(${channel}, '')`);
    },

    /**
     * ADR 0026: takes up to `limit` due jobs for `leaseMs`, skipping rows another instance is
     * taking at this moment (SKIP LOCKED) and jobs whose lease has not ended. A job whose
     * instance died is due again when its lease ends.
     */
    async claim(now: Date, leaseMs: number, limit: number): Promise<ClaimedJob[]> {
      const lockedUntil = new Date(now.getTime() + leaseMs);
      return selectRows<ClaimedJob>(
        db,
        sql`update jobs set locked_until = ${lockedUntil.toISOString()}::timestamptz, attempts = attempts + 1
            where id in (
              select id from jobs
              where failed_at is null and run_at <= ${now.toISOString()}::timestamptz
                and (locked_until is null or locked_until <= ${now.toISOString()}::timestamptz)
              order by run_at, id
              limit ${limit}
              for update skip locked)
            returning id, queue, payload, attempts`,
      );
    },

    async complete(id: number) {
      await db.execute(sql`delete from jobs where id = ${id}`);
    },

    /** Again at `runAt`, or given up (`failedAt`) after the last attempt. */
    async fail(id: number, error: string, runAt: Date | null) {
      await db.execute(
        runAt
          ? sql`update jobs set locked_until = null, last_error = ${error}, run_at = ${runAt.toISOString()}::timestamptz where id = ${id}`
          : sql`update jobs set locked_until = null, last_error = ${error}, failed_at = now() where id = ${id}`,
      );
    },

    /** Jobs not yet done (waiting, running or retrying), and those given up, per queue. */
    async counts(): Promise<{ queue: string; waiting: number; failed: number }[]> {
      return selectRows(
        db,
        sql`select queue, count(*) filter (where failed_at is null)::int as waiting,
                   count(*) filter (where failed_at is not null)::int as failed
            from jobs group by queue order by queue`,
      );
    },

    async nextRunAt(): Promise<Date | undefined> {
      const [row] = await selectRows<{ runAt: string | Date | null }>(
        db,
        sql`select min(greatest(run_at, coalesce(locked_until, run_at))) as "runAt" from jobs where failed_at is null`,
      );
      return row?.runAt ? new Date(row.runAt) : undefined;
    },
  };
}

export type JobsRepository = ReturnType<typeof createJobsRepository>;
