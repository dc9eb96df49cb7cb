import { desc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '#server/db/database.ts';
import { schema } from '#server/db/schema.ts';

export type AuditEventInsert = typeof schema.auditEvents.$inferInsert;

export function createAuditRepository(db: Database) {
  return {
    async insert(event: AuditEventInsert, executor: Database | Transaction = db) {
      await executor.insert(schema.auditEvents).values(event);
    },
    listForSubject(subjectUserId: string, limit: number) {
      return db
        .select()
        .from(schema.auditEvents)
        .where(eq(schema.auditEvents.subjectUserId, subjectUserId))
        .orderBy(desc(schema.auditEvents.createdAt), desc(schema.auditEvents.id))
        .limit(limit);
    },
  };
}
