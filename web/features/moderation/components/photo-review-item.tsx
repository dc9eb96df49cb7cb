import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PhotoReview } from '#shared/schemas/moderation.ts';
import { MemberPhoto } from '#web/components/ui/member-photo.tsx';
import { fullTime } from '#web/lib/format-time.ts';
import { photoSource, useApprove } from '../api/moderation-api.ts';
import type { Rejecting } from './reject-dialog.tsx';
import { announce, Decisions, ReviewItem } from './review-item.tsx';

/** D31: a new photo, shown whole (not cropped) so that nothing in it escapes the moderator. */
export function PhotoReviewItem({ item, onReject }: { item: PhotoReview; onReject: (target: Rejecting) => void }) {
  const { t } = useTranslation();
  const approve = useApprove();
  const uploadedId = useId();
  const named = { name: item.name };
  return (
    <ReviewItem
      photo={
        <MemberPhoto
          src={photoSource(item.id, 'display')}
          alt={t(`moderation.photos.photoAlt.${item.kind}`, named)}
          placeholderLabel={t('moderation.noPhoto')}
          className="aspect-square w-full rounded-lg bg-slate-100 !object-contain sm:w-56"
        />
      }
      name={item.name}
      meta={
        <>
          {t(`moderation.photos.kinds.${item.kind}`)} ·{' '}
          <time id={uploadedId} dateTime={item.uploadedAt}>
            {t('moderation.photos.uploaded', { time: fullTime(item.uploadedAt) })}
          </time>
        </>
      }
      actions={
        <Decisions
          busy={approve.isPending}
          describedBy={uploadedId}
          accept={{
            label: t(`moderation.photos.approveNamed.${item.kind}`, named),
            text: t('moderation.approve'),
            onClick: () => void announce(approve.mutateAsync({ kind: 'photos', id: item.id })),
          }}
          reject={{
            label: t(`moderation.photos.rejectNamed.${item.kind}`, named),
            text: t('moderation.reject'),
            onClick: () => onReject({ kind: 'photos', id: item.id, name: item.name }),
          }}
        />
      }
    />
  );
}
