import { and, asc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '#server/db/database.ts';
import type { PhotoRow } from '#server/db/rows.ts';
import { schema } from '#server/db/schema.ts';
import { acceptedInterestBetween, photoShownToOthers, visibleTo } from '#server/db/visibility.ts';
import type { PhotoKind, PhotoVisibility } from '#shared/enums.ts';

const { photos, profiles, users } = schema;

export type NewPhoto = typeof photos.$inferInsert;

/** D43: 'Photo verified' lasts until the profile photo changes (a new one, or none). */
async function endVerification(tx: Transaction, userId: string) {
  await tx
    .update(profiles)
    .set({ photoVerifiedAt: null })
    .where(and(eq(profiles.userId, userId), isNotNull(profiles.photoVerifiedAt)));
}

export function createPhotosRepository(db: Database) {
  return {
    /** The members' photos; `shownToOthers`: only those other members may see now (D31). */
    listForUsers(userIds: string[], shownToOthers = false): Promise<PhotoRow[]> {
      if (userIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(photos)
        .where(and(inArray(photos.userId, userIds), shownToOthers ? photoShownToOthers : undefined))
        .orderBy(asc(photos.createdAt), asc(photos.id));
    },

    async findById(id: string): Promise<PhotoRow | undefined> {
      const [row] = await db.select().from(photos).where(eq(photos.id, id));
      return row;
    },

    /**
     * Whether the photo's owner is visible to the viewer (D11, D12) and the photo is shown to other
     * members (D31: not rejected, not waiting in "review before publishing") and, if so, whether
     * the viewer sees their photos as they are (D33: the owner shows them to every member, or the
     * two have an accepted interest in either direction).
     */
    async ownerFor(
      viewerId: string,
      ownerId: string,
      photoId: string,
    ): Promise<{ visible: boolean; originals: boolean }> {
      const [row] = await db
        .select({
          originals:
            sql<boolean>`${users.photoVisibility} = 'members' or ${acceptedInterestBetween(viewerId, sql`${users.id}`)}`.mapWith(
              Boolean,
            ),
        })
        .from(users)
        .where(
          and(
            eq(users.id, ownerId),
            visibleTo(viewerId),
            sql`exists (select 1 from ${photos} where ${photos.id} = ${photoId} and ${photoShownToOthers})`,
          ),
        );
      return { visible: row !== undefined, originals: row?.originals ?? false };
    },

    /** D33: the member's own choice. */
    async visibilityOf(userId: string): Promise<PhotoVisibility> {
      const [row] = await db.select({ value: users.photoVisibility }).from(users).where(eq(users.id, userId));
      return row?.value ?? 'members';
    },

    async setVisibility(userId: string, value: PhotoVisibility): Promise<void> {
      await db.update(users).set({ photoVisibility: value, updatedAt: new Date() }).where(eq(users.id, userId));
    },

    /**
     * Adds a photo. A gallery photo is refused (returns the number of free slots) when the gallery
     * is full; the member's row is locked so that parallel uploads cannot both take the last slot.
     * A profile photo replaces the previous one, whose row is returned so its files can go. The
     * lock holds until the caller's transaction ends.
     */
    async add(
      tx: Transaction,
      photo: NewPhoto,
      galleryLimit: number,
    ): Promise<{ added: true; replaced?: PhotoRow } | { added: false; remaining: number }> {
      await tx.execute(sql`select ${users.id} from ${users} where ${users.id} = ${photo.userId} for update`);
      const kind: PhotoKind = photo.kind;
      if (kind === 'gallery') {
        const [row] = await tx
          .select({ count: sql<number>`count(*)::int` })
          .from(photos)
          .where(and(eq(photos.userId, photo.userId), eq(photos.kind, 'gallery')));
        const count = row?.count ?? 0;
        if (count >= galleryLimit) return { added: false as const, remaining: Math.max(0, galleryLimit - count) };
        await tx.insert(photos).values(photo);
        return { added: true as const };
      }
      const [replaced] = await tx
        .delete(photos)
        .where(and(eq(photos.userId, photo.userId), eq(photos.kind, 'profile')))
        .returning();
      await tx.insert(photos).values(photo);
      await endVerification(tx, photo.userId);
      return replaced ? { added: true as const, replaced } : { added: true as const };
    },

    /** Of these storage keys, the ones a photo row still names (display or thumbnail). */
    async keysInUse(keys: string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const rows = await db
        .select({ storageKey: photos.storageKey, thumbnailKey: photos.thumbnailKey })
        .from(photos)
        .where(or(inArray(photos.storageKey, keys), inArray(photos.thumbnailKey, keys)));
      return new Set(rows.flatMap((row) => [row.storageKey, row.thumbnailKey]));
    },

    async deleteOwned(id: string, userId: string): Promise<PhotoRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .delete(photos)
          .where(and(eq(photos.id, id), eq(photos.userId, userId)))
          .returning();
        if (row?.kind === 'profile') await endVerification(tx, userId);
        return row;
      });
    },
  };
}
