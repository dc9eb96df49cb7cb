import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { schema } from '#server/db/schema.ts';

const { blocks, users } = schema;

export function createBlocksRepository(db: Database) {
  return {
    /** Blocks a member (idempotent); false when there is no such member of role user. */
    async add(blockerId: string, blockedId: string): Promise<boolean> {
      const [target] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, blockedId), eq(users.role, 'user')));
      if (!target) return false;
      await db.insert(blocks).values({ blockerId, blockedId }).onConflictDoNothing();
      return true;
    },
    async remove(blockerId: string, blockedId: string): Promise<boolean> {
      const removed = await db
        .delete(blocks)
        .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)))
        .returning({ id: blocks.blockedId });
      return removed.length > 0;
    },

    async list(blockerId: string) {
      return db
        .select({
          userId: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          blockedAt: blocks.createdAt,
        })
        .from(blocks)
        .innerJoin(users, eq(users.id, blocks.blockedId))
        .where(eq(blocks.blockerId, blockerId))
        .orderBy(desc(blocks.createdAt), desc(blocks.blockedId))
        .limit(500);
    },
  };
}
