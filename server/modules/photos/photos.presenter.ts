import type { Photo } from '#shared/schemas/profile.ts';
import type { PhotoRow } from '#server/db/rows.ts';

/** A photo as the API hands it out: URLs of the authorised photo route, never storage keys. */
export function presentPhoto(row: PhotoRow): Photo {
  return {
    id: row.id,
    url: `/api/photos/${row.id}/display`,
    thumbnailUrl: `/api/photos/${row.id}/thumbnail`,
    width: row.width,
    height: row.height,
  };
}
