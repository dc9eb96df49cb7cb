import { eq, lte } from 'drizzle-orm';
import type { Database, Transaction } from '#server/db/database.ts';
import { schema } from '#server/db/schema.ts';

const { dataExports } = schema;
export type DataExportRow = typeof dataExports.$inferSelect;

/** D34: the member's one data export row (data_exports). */
export function createMemberDataRepository(db: Database) {
  return {
    async find(userId: string): Promise<DataExportRow | undefined> {
      const [row] = await db.select().from(dataExports).where(eq(dataExports.userId, userId));
      return row;
    },

    /** A new request: preparing again; the previous file (if any) stays until the new one is ready. */
    async start(tx: Transaction, userId: string, now: Date) {
      await tx
        .insert(dataExports)
        .values({ userId, status: 'preparing', requestedAt: now })
        .onConflictDoUpdate({
          target: dataExports.userId,
          set: { status: 'preparing', requestedAt: now, readyAt: null, expiresAt: null },
        });
    },

    /**
     * The ZIP is stored: the row says so and names it. Returns the file it replaces, or `undefined`
     * when the row is gone (the member was deleted meanwhile: the new file must go too).
     */
    async finish(
      userId: string,
      file: { storageKey: string; bytes: number },
      readyAt: Date,
      expiresAt: Date,
    ): Promise<{ previous: string | null } | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ previous: dataExports.storageKey })
          .from(dataExports)
          .where(eq(dataExports.userId, userId))
          .for('update');
        if (!row) return undefined;
        await tx
          .update(dataExports)
          .set({ status: 'ready', ...file, readyAt, expiresAt })
          .where(eq(dataExports.userId, userId));
        return row;
      });
    },

    async fail(userId: string) {
      await db.update(dataExports).set({ status: 'failed' }).where(eq(dataExports.userId, userId));
    },

    /** The downloads whose 7 days are over (the daily purge). */
    async expired(now: Date): Promise<DataExportRow[]> {
      return db.select().from(dataExports).where(lte(dataExports.expiresAt, now));
    },

    async remove(userId: string) {
      await db.delete(dataExports).where(eq(dataExports.userId, userId));
    },
  };
}
