import type { PhotoKind } from '#shared/enums.ts';
import { NotFoundError } from '#server/lib/errors.ts';
import type { Member } from '#server/lib/member.ts';

/** How a viewer may see a photo: as it is, blurred (D33), or not at all. */
export type PhotoView = 'original' | 'blurred' | 'none';

/**
 * D17 with D11–D13, D31 and D33: how a viewer may see a photo. The owner, moderators, admins and
 * super admins see it as it is; anyone else only when they may see the owner at all (not hidden, not blocked either way:
 * asked of the repository) and, for a gallery photo, with full profile access (premium). Then the
 * owner's choice (D33): everyone, or only members they have accepted or who accepted them; the
 * others get a blurred image. The answer to those who may not see it is 404, so that a block is
 * not revealed.
 */
export async function photoViewFor(
  viewer: Member,
  photo: { userId: string; kind: PhotoKind },
  owner: () => Promise<{ visible: boolean; originals: boolean }>,
): Promise<PhotoView> {
  // The owner and the staff (D31: moderators review photos) see them as they are.
  if (photo.userId === viewer.id || viewer.role !== 'user') return 'original';
  const fullAccess = photo.kind === 'profile' || viewer.premiumAccess;
  if (!fullAccess) return 'none';
  const { visible, originals } = await owner();
  if (!visible) return 'none';
  return originals ? 'original' : 'blurred';
}

/** The one answer to a photo that does not exist or may not be seen (a block is not revealed). */
export const photoNotFound = () => new NotFoundError('Photo not found.', 'PHOTO_NOT_FOUND');
