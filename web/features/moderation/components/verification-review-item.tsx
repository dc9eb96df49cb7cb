import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { VERIFICATION_POSES, type VerificationQueueItem } from '#shared/schemas/photo-verification.ts';
import { MemberPhoto } from '#web/components/ui/member-photo.tsx';
import { fullTime } from '#web/lib/format-time.ts';
import { useApprove } from '../api/moderation-api.ts';
import type { Rejecting } from './reject-dialog.tsx';
import { announce, Decisions, ReviewItem } from './review-item.tsx';

const photoClass = 'aspect-square w-full rounded-lg bg-slate-100 !object-contain';

/**
 * D43: one photo verification: each selfie under the pose it answers, beside the member's profile
 * and gallery photos, so the moderator compares the faces and checks the poses in one view. The
 * selfies reach moderators only, and are deleted by the server once the decision is made.
 */
export function VerificationReviewItem({
  item,
  onReject,
}: {
  item: VerificationQueueItem;
  onReject: (target: Rejecting) => void;
}) {
  const { t } = useTranslation();
  const approve = useApprove();
  const sentId = useId();
  const name = `${item.firstName} ${item.lastName}`;
  const named = { name };
  return (
    <ReviewItem
      name={name}
      meta={
        <time id={sentId} dateTime={item.submittedAt}>
          {t('moderation.verifications.sent', { time: fullTime(item.submittedAt) })}
        </time>
      }
      actions={
        <Decisions
          busy={approve.isPending}
          describedBy={sentId}
          accept={{
            label: t('moderation.verifications.approveNamed', named),
            text: t('moderation.approve'),
            onClick: () => void announce(approve.mutateAsync({ kind: 'verifications', id: item.id })),
          }}
          reject={{
            label: t('moderation.verifications.rejectNamed', named),
            text: t('moderation.reject'),
            onClick: () => onReject({ kind: 'verifications', id: item.id, name }),
          }}
        />
      }
    >
      <div className="grid gap-4 md:grid-cols-2">
        <div className="flex flex-col gap-2">
          <h4 className="text-sm font-semibold text-slate-800">{t('moderation.verifications.selfies')}</h4>
          <ul className="grid grid-cols-2 gap-3">
            {item.selfies.map((selfie) => {
              const pose = t(`verification.poses.${selfie.pose}`);
              return (
                <li key={selfie.pose}>
                  <figure className="flex flex-col gap-1">
                    <MemberPhoto
                      src={selfie.url}
                      alt={t('moderation.verifications.selfieAlt', { name, pose })}
                      placeholderLabel={t('moderation.noPhoto')}
                      className={photoClass}
                    />
                    <figcaption className="flex items-start gap-1.5 text-sm text-slate-800">
                      <span aria-hidden="true">{VERIFICATION_POSES[selfie.pose].pictogram}</span>
                      <span>{pose}</span>
                    </figcaption>
                  </figure>
                </li>
              );
            })}
          </ul>
        </div>
        <div className="flex flex-col gap-2">
          <h4 className="text-sm font-semibold text-slate-800">{t('moderation.verifications.photos')}</h4>
          {item.photoUrls.length === 0 ? (
            <p className="text-sm text-slate-700">{t('moderation.verifications.noPhotos')}</p>
          ) : (
            <ul className="grid grid-cols-2 gap-3">
              {item.photoUrls.map((url, index) => (
                <li key={url}>
                  <MemberPhoto
                    src={url}
                    alt={t('moderation.verifications.photoAlt', { name, number: index + 1 })}
                    placeholderLabel={t('moderation.noPhoto')}
                    className={photoClass}
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </ReviewItem>
  );
}
