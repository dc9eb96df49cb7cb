import type { Photo } from '#shared/schemas/profile.ts';
import type { PhotoRow } from '#server/db/rows.ts';

export const PHOTO_VARIANTS = ['display', 'thumbnail'] as const;
export type PhotoVariant = (typeof PHOTO_VARIANTS)[number];

/**
 * The one place a photo's URL is built: the authorised photo route, never a storage key, so every
 * read goes through the visibility checks of `photos.read`.
 */
export function photoUrl(photoId: string, variant: PhotoVariant): string;
export function photoUrl(photoId: string | null, variant: PhotoVariant): string | null;
export function photoUrl(photoId: string | null, variant: PhotoVariant): string | null {
  return photoId ? `/api/photos/${photoId}/${variant}` : null;
}

/** A photo as the API hands it out. */
export function presentPhoto(row: PhotoRow): Photo {
  return {
    id: row.id,
    url: photoUrl(row.id, 'display'),
    thumbnailUrl: photoUrl(row.id, 'thumbnail'),
    width: row.width,
    height: row.height,
  };
}
