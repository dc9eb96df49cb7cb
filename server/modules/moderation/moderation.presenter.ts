import type { ModerationQueue } from '#shared/schemas/moderation.ts';
import type { OwnReview } from '#shared/schemas/profile.ts';
import type { createModerationRepository } from './moderation.repository.ts';

type Repository = ReturnType<typeof createModerationRepository>;
type QueueRows = Awaited<ReturnType<Repository['queue']>>;
type StandingRow = Awaited<ReturnType<Repository['standing']>>;

const fullName = (row: { firstName: string; lastName: string }) => `${row.firstName} ${row.lastName}`.trim();

/** A stored value as the moderator reads it: dates as dates, nothing as empty. */
function shown(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
}

/**
 * What a moderator sees (D31): names, what changed and its value now, the photos waiting, the
 * members on hold and the reasons they were reported for. Never an email, a phone number or a
 * password; contact fields are not moderated (they are never shown to members who were not given them).
 */
export function presentQueue(rows: QueueRows): ModerationQueue {
  return {
    mode: rows.mode,
    profiles: rows.profiles.map((row) => {
      const values = row.profile as unknown as Record<string, unknown>;
      const names = { firstName: row.firstName, lastName: row.lastName } as Record<string, unknown>;
      return {
        userId: row.profile.userId,
        name: fullName(row),
        isNew: row.profile.reviewedAt === null,
        submittedAt: row.profile.submittedAt.toISOString(),
        photoId: row.photoId,
        changes: row.profile.reviewChanges.map((field) => ({
          field,
          value: shown(field in names ? names[field] : values[field]),
        })),
      };
    }),
    photos: rows.photos.map((row) => ({
      id: row.id,
      userId: row.userId,
      name: fullName(row),
      kind: row.kind,
      uploadedAt: row.createdAt.toISOString(),
    })),
    held: rows.held.map((row) => ({
      userId: row.userId,
      name: fullName(row),
      heldAt: (row.heldAt ?? new Date()).toISOString(),
      reasons: row.reasons,
      photoId: row.photoId,
    })),
    counts: rows.counts,
  };
}

/** The member's own standing (My Profile): the moderator's reason is theirs to read. */
export function presentStanding(row: StandingRow): OwnReview {
  if (!row) return { status: 'pending', reason: null, visible: false, onHold: false, photos: [] };
  return {
    status: row.status,
    reason: row.status === 'rejected' ? row.reason : null,
    visible: !row.hidden,
    onHold: row.heldAt !== null,
    photos: row.photos.map((photo) => ({
      id: photo.id,
      status: photo.status,
      reason: photo.status === 'rejected' ? photo.reason : null,
      shown: photo.shown,
    })),
  };
}
