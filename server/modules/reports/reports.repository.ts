import { and, eq } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { schema } from '#server/db/schema.ts';

const { reports, users } = schema;

export function createReportsRepository(db: Database) {
  return {
    async create(report: typeof reports.$inferInsert): Promise<boolean> {
      const [target] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, report.reportedUserId ?? ''), eq(users.role, 'user')));
      if (!target) return false;
      await db.insert(reports).values(report);
      return true;
    },
  };
}
