import { randomUUID } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { FastifyBaseLogger } from 'fastify';
import type { PhotoKind, PhotoVisibility } from '#shared/enums.ts';
import { GALLERY_MAX_PHOTOS } from '#shared/limits.ts';
import { photoMessages } from '#shared/messages.ts';
import type { Database } from '#server/db/database.ts';
import { BadRequestError, NotFoundError, TooManyRequestsError } from '#server/lib/errors.ts';
import { blurredPhoto, processPhoto } from '#server/lib/images.ts';
import type { Storage } from '#server/lib/storage.ts';
import type { Member } from '#server/lib/member.ts';
import { photoNotFound, photoViewFor } from './photos.policy.ts';
import { THROTTLE_RULES } from '#server/modules/throttle/throttle.rules.ts';
import type { ThrottleService } from '#server/modules/throttle/throttle.service.ts';
import type { PhotoRow } from '#server/db/rows.ts';
import type { AuditContext, AuditService } from '#server/modules/audit/audit.service.ts';
import type { PhotoVariant } from './photos.presenter.ts';
import { createPhotosRepository } from './photos.repository.ts';

export type PhotosService = ReturnType<typeof createPhotosService>;

const keysOf = (row: Pick<PhotoRow, 'storageKey' | 'thumbnailKey'>) => [row.storageKey, row.thumbnailKey];

export function createPhotosService(deps: {
  db: Database;
  storage: Storage;
  throttle: ThrottleService;
  logger: FastifyBaseLogger;
  audit: AuditService;
}) {
  const { storage, throttle, logger } = deps;
  const repository = createPhotosRepository(deps.db);
  // D33: a photo's blurred stand-in depends on its thumbnail only, and a photo never changes (a new
  // upload is a new id): made once per instance (about 10 ms), then kept (a few hundred bytes each).
  const blurred = new LRUCache<string, Buffer>({ max: 5_000 });

  async function blurredOf(row: PhotoRow): Promise<Buffer | undefined> {
    const kept = blurred.get(row.id);
    if (kept) return kept;
    const thumbnail = await storage.get(row.thumbnailKey);
    if (!thumbnail) return undefined;
    const made = await blurredPhoto(thumbnail);
    blurred.set(row.id, made);
    return made;
  }

  async function discard(keys: string[]) {
    try {
      await storage.delete(keys);
    } catch (error) {
      logger.error({ err: error, keys }, 'could not delete photo files');
    }
  }

  return {
    /** Checks, cleans and stores an upload (D17); the files are written before the row. */
    async upload(account: Member, kind: PhotoKind, input: Buffer): Promise<PhotoRow> {
      if (!(await throttle.consume(THROTTLE_RULES.photoUploadsPerHour, account.id)))
        throw new TooManyRequestsError(photoMessages.tooManyUploads);
      const image = await processPhoto(input);
      const id = randomUUID();
      const row = {
        id,
        userId: account.id,
        kind,
        storageKey: `photos/${account.id}/${id}/display.webp`,
        thumbnailKey: `photos/${account.id}/${id}/thumbnail.webp`,
        contentType: image.contentType,
        width: image.width,
        height: image.height,
        bytes: image.display.length,
      };
      await storage.put(row.storageKey, image.display, image.contentType);
      await storage.put(row.thumbnailKey, image.thumbnail, image.contentType);
      let result;
      try {
        result = await deps.db.transaction((tx) => repository.add(tx, row, GALLERY_MAX_PHOTOS));
      } catch (error) {
        await discard(keysOf(row));
        throw error;
      }
      if (!result.added) {
        await discard(keysOf(row));
        throw new BadRequestError(photoMessages.galleryFull(result.remaining), 'GALLERY_FULL');
      }
      if (result.replaced) await discard(keysOf(result.replaced));
      return { ...row, createdAt: new Date(), reviewStatus: 'pending' as const, reviewReason: null, reviewedAt: null };
    },

    /** Removes the member's own photo and its files; someone else's answers 404. */
    async remove(account: Member, photoId: string) {
      const row = await repository.deleteOwned(photoId, account.id);
      if (!row) throw new NotFoundError(photoMessages.removeFailed, 'PHOTO_NOT_FOUND');
      await discard(keysOf(row));
    },

    /**
     * The bytes of a photo for this viewer (D17; who may: photos.policy.ts), else 404. A viewer
     * the owner does not show their photos to (D33) gets a blurred image made from the thumbnail,
     * whichever variant they asked for: the original never leaves the server for them.
     */
    async read(viewer: Member, photoId: string, variant: PhotoVariant): Promise<Buffer> {
      const row = await repository.findById(photoId);
      const notFound = photoNotFound();
      if (!row) throw notFound;
      const view = await photoViewFor(viewer, row, () => repository.ownerFor(viewer.id, row.userId, row.id));
      if (view === 'none') throw notFound;
      const bytes =
        view === 'blurred'
          ? await blurredOf(row)
          : await storage.get(variant === 'display' ? row.storageKey : row.thumbnailKey);
      if (!bytes) throw notFound;
      return bytes;
    },

    /** D33: who sees the member's photos. */
    visibility: (member: Member) => repository.visibilityOf(member.id),

    async setVisibility(member: Member, value: PhotoVisibility, context: AuditContext) {
      await repository.setVisibility(member.id, value);
      await deps.audit.record({
        ...context,
        actorId: member.id,
        action: 'member.photo_visibility_changed',
        subjectUserId: member.id,
        detail: { photoVisibility: value },
      });
    },

    /** Every photo of the members (their own pages, the admin); `shownToOthers` (D31): another member's view. */
    async photosByUser(userIds: string[], shownToOthers = false): Promise<Map<string, PhotoRow[]>> {
      const byUser = new Map<string, PhotoRow[]>();
      for (const row of await repository.listForUsers(userIds, shownToOthers))
        byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row]);
      return byUser;
    },

    /**
     * Deletes photo files that no row names and that were written before `olderThan`: what a crash
     * leaves between writing an upload's files and inserting its row (or a temporary file cut
     * mid-write), and between deleting a row and its files (ADR 0019). Files younger than the
     * cutoff may belong to an upload still in flight on another instance and are left alone.
     */
    async sweepOrphanFiles(olderThan: Date): Promise<number> {
      const candidates = (await storage.inventory('photos/')).filter((object) => object.modifiedAt < olderThan);
      let removed = 0;
      for (let start = 0; start < candidates.length; start += 500) {
        const keys = candidates.slice(start, start + 500).map((object) => object.key);
        const inUse = await repository.keysInUse(keys);
        const orphans = keys.filter((key) => !inUse.has(key));
        if (orphans.length > 0) await storage.delete(orphans);
        removed += orphans.length;
      }
      if (removed > 0) logger.warn({ removed }, 'removed photo files that no photo names (left by a crash)');
      return removed;
    },

    /** D22: deletes the stored files of photos whose rows are already gone (an account deletion). */
    discardFiles: (rows: Pick<PhotoRow, 'storageKey' | 'thumbnailKey'>[]) => discard(rows.flatMap(keysOf)),
  };
}
