import { useTranslation } from 'react-i18next';
import type { OwnReview } from '#shared/schemas/profile.ts';
import { cn } from '#web/lib/cn.ts';

/** The moderator's reason inside the sentence: without its own closing full stop. */
const inSentence = (reason: string) => reason.trim().replace(/\.+$/, '');

/**
 * D31 on My Profile: what the moderators decided, when it keeps the profile from other members
 * (rejected, on hold after reports, or waiting in "review before publishing"); nothing otherwise.
 */
export function ReviewBanner({ review }: { review: OwnReview }) {
  const { t } = useTranslation();
  let text: string | undefined;
  if (review.status === 'rejected')
    text = review.reason
      ? t('profile.review.rejected', { reason: inSentence(review.reason) })
      : t('profile.review.rejectedNoReason');
  else if (review.onHold) text = t('profile.review.onHold');
  else if (review.status === 'pending' && !review.visible) text = t('profile.review.pending');
  if (!text) return null;
  return (
    <div
      role="status"
      className={cn(
        'rounded-lg border px-4 py-3 text-sm break-words',
        review.status === 'rejected'
          ? 'border-red-200 bg-red-50 text-red-800'
          : 'border-amber-200 bg-amber-50 text-amber-900',
      )}
    >
      {text}
    </div>
  );
}
