import { desc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '#server/db/database.ts';
import { schema } from '#server/db/schema.ts';

export type AuditEventInsert = typeof schema.auditEvents.$inferInsert;

/**
 * The detail as jsonb takes it: a lone UTF-16 surrogate (a half of an emoji, which a text column
 * stores as U+FFFD) is written by JSON.stringify as an escape jsonb refuses, so each string is made
 * well-formed the way a text column does it (a 500 the fuzz plan found in a settings change).
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const wellFormedText = (text: string) => text.replace(LONE_SURROGATE, '\uFFFD');

function wellFormed(value: unknown): unknown {
  if (typeof value === 'string') return wellFormedText(value);
  if (Array.isArray(value)) return value.map(wellFormed);
  if (value && typeof value === 'object' && !(value instanceof Date))
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [wellFormedText(key), wellFormed(inner)]));
  return value;
}

export function createAuditRepository(db: Database) {
  return {
    async insert(event: AuditEventInsert, executor: Database | Transaction = db) {
      await executor
        .insert(schema.auditEvents)
        .values(event.detail ? { ...event, detail: wellFormed(event.detail) as Record<string, unknown> } : event);
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
