import { and, asc, count, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { ChurchForm } from '#shared/schemas/churches.ts';
import { churchKey } from '#shared/rules/church-names.ts';
import type { Database, Executor, Transaction } from '#server/db/database.ts';
import { schema } from '#server/db/schema.ts';

const { churches, profiles } = schema;

export type ChurchRow = typeof churches.$inferSelect;

/**
 * Members who typed the church's name before it was listed (spelled any way) now name the entry,
 * in its spelling: discovery's filter then finds them under it. The distinct typed names are few
 * (one per church, however many members), so their keys are compared here, not in SQL.
 */
async function adoptTypedNames(tx: Transaction, church: ChurchRow) {
  const typed = await tx
    .selectDistinct({ name: profiles.church })
    .from(profiles)
    .where(and(isNull(profiles.churchId), isNotNull(profiles.church)));
  const same = typed.flatMap((row) => (row.name && churchKey(row.name) === church.nameKey ? [row.name] : []));
  if (same.length === 0) return;
  await tx
    .update(profiles)
    .set({ churchId: church.id, church: church.name })
    .where(and(isNull(profiles.churchId), inArray(profiles.church, same)));
}

/** D32's directory. Names are kept unique by their key (a unique index); callers learn of a clash by it. */
export function createChurchesRepository(db: Database) {
  return {
    /** The churches members may pick: not retired, by name. */
    listActive: () => db.select().from(churches).where(isNull(churches.retiredAt)).orderBy(asc(churches.nameKey)),

    /** Every church, retired ones too, with how many profiles name each. */
    async listAll(): Promise<(ChurchRow & { members: number })[]> {
      const members = db
        .select({ churchId: profiles.churchId, members: count().as('members') })
        .from(profiles)
        .where(sql`${profiles.churchId} is not null`)
        .groupBy(profiles.churchId)
        .as('church_members');
      const rows = await db
        .select({ church: churches, members: members.members })
        .from(churches)
        .leftJoin(members, eq(members.churchId, churches.id))
        .orderBy(asc(churches.nameKey));
      return rows.map((row) => ({ ...row.church, members: Number(row.members ?? 0) }));
    },

    /** The active church whose name is `name`, spelled any way (shared/rules/church-names.ts). */
    async findActiveByName(name: string): Promise<ChurchRow | undefined> {
      const [row] = await db
        .select()
        .from(churches)
        .where(and(eq(churches.nameKey, churchKey(name)), isNull(churches.retiredAt)));
      return row;
    },

    add: (form: ChurchForm) =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .insert(churches)
          .values({ ...form, nameKey: churchKey(form.name) })
          .returning();
        await adoptTypedNames(tx, row!);
        return row!;
      }),

    /** An edit; a new name is carried to the profiles that name the church, in the same transaction. */
    update: (id: string, form: ChurchForm) =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .update(churches)
          .set({ ...form, nameKey: churchKey(form.name), updatedAt: new Date() })
          .where(eq(churches.id, id))
          .returning();
        if (!row) return undefined;
        await tx
          .update(profiles)
          .set({ church: row.name })
          .where(and(eq(profiles.churchId, id), sql`${profiles.church} is distinct from ${row.name}`));
        await adoptTypedNames(tx, row);
        return row;
      }),

    setRetired: (id: string, retired: boolean) =>
      db.transaction(async (tx) => {
        const now = new Date();
        const [row] = await tx
          .update(churches)
          .set({ retiredAt: retired ? sql`coalesce(${churches.retiredAt}, ${now})` : null, updatedAt: now })
          .where(eq(churches.id, id))
          .returning();
        if (row && !retired) await adoptTypedNames(tx, row);
        return row;
      }),

    /** D44: the pastor a member proposed, set only while the church has no pastor's email (one office wins). */
    async setPastorIfNone(id: string, pastor: { pastorName: string; pastorEmail: string }, executor: Executor) {
      const [row] = await executor
        .update(churches)
        .set({ ...pastor, updatedAt: new Date() })
        .where(and(eq(churches.id, id), eq(churches.pastorEmail, '')))
        .returning({ id: churches.id });
      return row !== undefined;
    },

    async countMembers(id: string): Promise<number> {
      const [row] = await db.select({ members: count() }).from(profiles).where(eq(profiles.churchId, id));
      return row?.members ?? 0;
    },
  };
}
