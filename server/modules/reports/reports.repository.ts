import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ReportStatus } from '#shared/enums.ts';
import type { Database } from '#server/db/database.ts';
import { isUniqueViolation } from '#server/db/errors.ts';
import { schema } from '#server/db/schema.ts';

const { reports, users } = schema;

/**
 * One open report per reporter and reported member is the partial unique index
 * `reports_one_open_per_pair`: a second pending one is refused by the database, not by a check.
 */
async function insertOnce(db: Database, report: typeof reports.$inferInsert): Promise<'created' | 'exists'> {
  try {
    await db.insert(reports).values(report);
    return 'created';
  } catch (error) {
    if (isUniqueViolation(error)) return 'exists';
    throw error;
  }
}

export function createReportsRepository(db: Database) {
  return {
    async create(report: typeof reports.$inferInsert): Promise<'created' | 'exists' | 'not-found'> {
      const [target] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, report.reportedUserId ?? ''), eq(users.role, 'user')));
      if (!target) return 'not-found';
      return insertOnce(db, report);
    },

    /** A report whose target the caller has already checked (a message's sender, D28). */
    insert: (report: typeof reports.$inferInsert) => insertOnce(db, report),

    /** The admin's list (spec §2), newest first, with the names of accounts that still exist. */
    async list(status: ReportStatus | undefined) {
      const reporter = alias(users, 'reporter');
      const reported = alias(users, 'reported');
      return db
        .select({
          report: reports,
          reporterFirst: reporter.firstName,
          reporterLast: reporter.lastName,
          reportedFirst: reported.firstName,
          reportedLast: reported.lastName,
        })
        .from(reports)
        .leftJoin(reporter, eq(reporter.id, reports.reporterId))
        .leftJoin(reported, eq(reported.id, reports.reportedUserId))
        .where(status ? eq(reports.status, status) : undefined)
        .orderBy(desc(reports.createdAt), desc(reports.id))
        .limit(1000);
    },

    /** D34: the reports a member made, oldest first, with the reported member's name (as they saw it). */
    async madeBy(reporterId: string) {
      return db
        .select({
          reason: reports.reason,
          description: reports.description,
          messageBody: reports.messageBody,
          status: reports.status,
          createdAt: reports.createdAt,
          reportedFirst: users.firstName,
          reportedLast: users.lastName,
        })
        .from(reports)
        .leftJoin(users, eq(users.id, reports.reportedUserId))
        .where(eq(reports.reporterId, reporterId))
        .orderBy(reports.createdAt);
    },

    async count(): Promise<number> {
      const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(reports);
      return row?.count ?? 0;
    },

    /** Spec §4: pending → resolved | dismissed, recording the admin and the time; only from pending. */
    async decide(id: string, to: 'resolved' | 'dismissed', adminId: string): Promise<boolean> {
      const now = new Date();
      const changes =
        to === 'resolved'
          ? { status: to, resolvedAt: now, resolvedById: adminId }
          : { status: to, dismissedAt: now, dismissedById: adminId };
      const updated = await db
        .update(reports)
        .set(changes)
        .where(and(eq(reports.id, id), eq(reports.status, 'pending')))
        .returning({ id: reports.id });
      return updated.length > 0;
    },

    async exists(id: string): Promise<boolean> {
      const [row] = await db.select({ id: reports.id }).from(reports).where(eq(reports.id, id));
      return Boolean(row);
    },

    async delete(id: string): Promise<boolean> {
      const deleted = await db.delete(reports).where(eq(reports.id, id)).returning({ id: reports.id });
      return deleted.length > 0;
    },
  };
}
