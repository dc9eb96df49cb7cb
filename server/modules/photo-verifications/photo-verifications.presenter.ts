import type {
  VerificationAttempt,
  VerificationPoseId,
  VerificationQueueItem,
} from '#shared/schemas/photo-verification.ts';
import { photoUrl } from '#server/modules/photos/photos.presenter.ts';
import type { SelfieRow, VerificationRow } from './photo-verifications.repository.ts';

/** The one place a selfie's URL is built: the moderators' route, never a storage key. */
export const selfieUrl = (verificationId: string, pose: string) =>
  `/api/moderation/verifications/${verificationId}/selfies/${pose}`;

/** An attempt as its member sees it: the poses to answer, those answered, until when. */
export function presentAttempt(row: VerificationRow, answered: string[]): VerificationAttempt {
  return {
    id: row.id,
    poses: row.poseIds as VerificationPoseId[],
    answered: answered as VerificationPoseId[],
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** A queue item: the selfies beside the member's photos (profile photo first). Never a storage key. */
export function presentQueueItem(
  row: { id: string; userId: string; firstName: string; lastName: string; submittedAt: Date | null; poseIds: string[] },
  selfies: SelfieRow[],
  photos: { id: string; userId: string }[],
): VerificationQueueItem {
  return {
    id: row.id,
    userId: row.userId,
    firstName: row.firstName,
    lastName: row.lastName,
    submittedAt: (row.submittedAt ?? new Date(0)).toISOString(),
    poses: row.poseIds as VerificationPoseId[],
    selfies: selfies
      .filter((selfie) => selfie.verificationId === row.id)
      .map((selfie) => ({ pose: selfie.poseId as VerificationPoseId, url: selfieUrl(row.id, selfie.poseId) })),
    photoUrls: photos.filter((photo) => photo.userId === row.userId).map((photo) => photoUrl(photo.id, 'display')),
  };
}
