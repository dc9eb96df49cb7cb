import { useTranslation } from 'react-i18next';
import type { HeldMember } from '#shared/schemas/moderation.ts';
import { Button } from '#web/components/ui/button.tsx';
import { MemberPhoto } from '#web/components/ui/member-photo.tsx';
import { fullTime } from '#web/lib/format-time.ts';
import { photoSource, useReleaseHold } from '../api/moderation-api.ts';
import type { Rejecting } from './reject-dialog.tsx';
import { announce, ReviewItem } from './review-item.tsx';

/** The reasons of the reports, each once, with how many reports gave it. */
function tally(reasons: string[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const reason of reasons) counts.set(reason, (counts.get(reason) ?? 0) + 1);
  return [...counts];
}

/** D31: a member hidden after several reports, until a moderator releases or rejects the profile. */
export function HeldMemberItem({ item, onReject }: { item: HeldMember; onReject: (target: Rejecting) => void }) {
  const { t } = useTranslation();
  const release = useReleaseHold();
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
      meta={<time dateTime={item.heldAt}>{t('moderation.held.since', { time: fullTime(item.heldAt) })}</time>}
      actions={
        <>
          <Button
            size="sm"
            busy={release.isPending}
            aria-label={t('moderation.held.releaseNamed', { name: item.name })}
            onClick={() => void announce(release.mutateAsync(item.userId))}
          >
            {t('moderation.held.release')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={release.isPending}
            aria-label={t('moderation.held.rejectNamed', { name: item.name })}
            onClick={() => onReject({ kind: 'profiles', id: item.userId, name: item.name })}
          >
            {t('moderation.held.rejectProfile')}
          </Button>
        </>
      }
    >
      {item.reasons.length > 0 && (
        <div className="text-sm">
          <p className="font-medium text-slate-700">{t('moderation.held.reasons')}</p>
          <ul className="mt-1 list-disc pl-5 text-slate-900">
            {tally(item.reasons).map(([reason, count]) => {
              // A reason of the fixed list (D18) in its words; anything else as the server sent it.
              const label = t(`reports.reasons.${reason}`, { defaultValue: reason });
              return (
                <li key={reason} className="break-words">
                  {count > 1 ? t('moderation.held.reasonCount', { reason: label, count }) : label}
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </ReviewItem>
  );
}
