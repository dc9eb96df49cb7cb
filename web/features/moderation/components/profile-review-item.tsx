import { useTranslation } from 'react-i18next';
import { fieldRow, PROFILE_FIELDS, type FieldName } from '#shared/profile-fields.ts';
import type { ProfileReview } from '#shared/schemas/moderation.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { MemberPhoto } from '#web/components/ui/member-photo.tsx';
import { fullTime } from '#web/lib/format-time.ts';
import { photoSource, useApprove } from '../api/moderation-api.ts';
import type { Rejecting } from './reject-dialog.tsx';
import { announce, ReviewItem } from './review-item.tsx';

const isField = (name: string): name is FieldName => Object.hasOwn(PROFILE_FIELDS, name);

/** A value as the member's form shows it (a choice's label where it has one). */
const valueText = (field: string, value: string) =>
  isField(field) ? (fieldRow(field).optionLabel?.(value) ?? value) : value;

/**
 * D31: a new or changed profile, with the fields to review as they read now, labelled as on the
 * member's own form (the profiles strings, which the moderation route loads).
 */
export function ProfileReviewItem({ item, onReject }: { item: ProfileReview; onReject: (target: Rejecting) => void }) {
  const { t } = useTranslation();
  const approve = useApprove();
  return (
    <ReviewItem
      photo={
        <MemberPhoto
          src={item.photoId ? photoSource(item.photoId, 'thumbnail') : null}
          alt={t('moderation.profiles.photoAlt', { name: item.name })}
          placeholderLabel={t('moderation.noPhoto')}
          className="size-20 rounded-full"
        />
      }
      name={item.name}
      badge={
        <Badge tone={item.isNew ? 'brand' : 'neutral'}>
          {item.isNew ? t('moderation.profiles.new') : t('moderation.profiles.changed')}
        </Badge>
      }
      meta={
        <time dateTime={item.submittedAt}>
          {t('moderation.profiles.submitted', { time: fullTime(item.submittedAt) })}
        </time>
      }
      actions={
        <>
          <Button
            size="sm"
            busy={approve.isPending}
            aria-label={t('moderation.profiles.approveNamed', { name: item.name })}
            onClick={() => void announce(approve.mutateAsync({ kind: 'profiles', id: item.userId }))}
          >
            {t('moderation.approve')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={approve.isPending}
            aria-label={t('moderation.profiles.rejectNamed', { name: item.name })}
            onClick={() => onReject({ kind: 'profiles', id: item.userId, name: item.name })}
          >
            {t('moderation.reject')}
          </Button>
        </>
      }
    >
      {item.changes.length > 0 && (
        <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[minmax(8rem,max-content)_1fr]">
          {item.changes.map((change) => (
            <div key={change.field} className="contents">
              <dt className="font-medium text-slate-700">
                {t(`profile.fields.${change.field}`, { defaultValue: change.field })}
              </dt>
              <dd className="min-w-0 break-words whitespace-pre-wrap text-slate-900 max-sm:mb-1">
                {change.value ? valueText(change.field, change.value) : t('moderation.profiles.emptyValue')}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </ReviewItem>
  );
}
