import { useTranslation } from 'react-i18next';
import { fieldRow, MEMBER_FORM_FIELDS, PROFILE_FIELDS, type FieldName } from '#shared/profile-fields.ts';
import type { ProfileReview } from '#shared/schemas/moderation.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { fieldValueLabel, type Translate } from '#web/lib/enum-label.ts';
import { calendarDate, fullTime } from '#web/lib/format-time.ts';
import { useApprove } from '../api/moderation-api.ts';
import type { Rejecting } from './reject-dialog.tsx';
import { announce, Decisions, MemberThumbnail, ReviewItem } from './review-item.tsx';

const isField = (name: string): name is FieldName => Object.hasOwn(PROFILE_FIELDS, name);

const isDate = (field: string, value: string) =>
  isField(field) && fieldRow(field).kind === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** A changed value: a date in the reader's language (its ISO form kept for machines), else as the form shows it. */
function ChangedValue({ t, field, value }: { t: Translate; field: string; value: string }) {
  if (isDate(field, value)) return <time dateTime={value}>{calendarDate(value)}</time>;
  return fieldValueLabel(t, field, value);
}

/** Where a field comes on the member's own form (issue 44); a field the form has not, after them. */
const formPlace = (field: string) => {
  const place = (MEMBER_FORM_FIELDS as readonly string[]).indexOf(field);
  return place === -1 ? MEMBER_FORM_FIELDS.length : place;
};
const inFormOrder = <T extends { field: string }>(changes: readonly T[]) =>
  [...changes].sort((a, b) => formPlace(a.field) - formPlace(b.field));

/**
 * D31: a new or changed profile, with the fields to review as they read now, labelled and ordered
 * as on the member's own form (the profiles strings, which the moderation route loads).
 */
export function ProfileReviewItem({ item, onReject }: { item: ProfileReview; onReject: (target: Rejecting) => void }) {
  const { t } = useTranslation();
  const approve = useApprove();
  return (
    <ReviewItem
      photo={<MemberThumbnail photoId={item.photoId} name={item.name} />}
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
        <Decisions
          busy={approve.isPending}
          accept={{
            label: t('moderation.profiles.approveNamed', { name: item.name }),
            text: t('moderation.approve'),
            onClick: () => void announce(approve.mutateAsync({ kind: 'profiles', id: item.userId })),
          }}
          reject={{
            label: t('moderation.profiles.rejectNamed', { name: item.name }),
            text: t('moderation.reject'),
            onClick: () => onReject({ kind: 'profiles', id: item.userId, name: item.name }),
          }}
        />
      }
    >
      {item.changes.length > 0 && (
        <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[minmax(8rem,max-content)_1fr]">
          {inFormOrder(item.changes).map((change) => (
            <div key={change.field} className="contents">
              <dt className="font-medium text-slate-700">
                {t(`profile.fields.${change.field}`, { defaultValue: change.field })}
              </dt>
              <dd className="min-w-0 break-words whitespace-pre-wrap text-slate-900 max-sm:mb-1">
                {change.value ? (
                  <ChangedValue t={t} field={change.field} value={change.value} />
                ) : (
                  t('moderation.profiles.emptyValue')
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </ReviewItem>
  );
}
