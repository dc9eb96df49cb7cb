import type { PhotoKind } from '#shared/enums.ts';
import type { Member } from '#server/lib/member.ts';

/**
 * D17 with D11–D13: who may see a photo. The owner and a super admin always; anyone else only a
 * member who may see the owner at all (not hidden, not blocked either way: asked of the
 * repository, `ownerVisible`), and a gallery photo only with full profile access (premium). The
 * answer to everyone else is 404, so that a block is not revealed.
 */
export async function mayViewPhoto(
  viewer: Member,
  photo: { userId: string; kind: PhotoKind },
  ownerVisible: () => Promise<boolean>,
): Promise<boolean> {
  if (photo.userId === viewer.id || viewer.role === 'super_admin') return true;
  const fullAccess = photo.kind === 'profile' || viewer.membership === 'premium';
  return fullAccess && (await ownerVisible());
}
