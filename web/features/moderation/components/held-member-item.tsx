import { useTranslation } from 'react-i18next';
import { enumLabel } from '#web/lib/enum-label.ts';
import type { HeldMember } from '#shared/schemas/moderation.ts';
import { fullTime } from '#web/lib/format-time.ts';
import { useReleaseHold } from '../api/moderation-api.ts';
import type { Rejecting } from './reject-dialog.tsx';
import { announce, Decisions, MemberThumbnail, ReviewItem } from './review-item.tsx';

/** The reasons of the reports, each once, with how many reports gave it. */

/** D31: a member hidden after several reports, until a moderator releases or rejects the profile. */
export function HeldMemberItem({ item, onReject }: { item: HeldMember; onReject: (target: Rejecting) => void }) {
  const { t } = useTranslation();
  const release = useReleaseHold();
  return (
    <ReviewItem
      photo={<MemberThumbnail photoId={item.photoId} name={item.name} />}
      name={item.name}
      meta={<time dateTime={item.heldAt}>{t('moderation.held.since', { time: fullTime(item.heldAt) })}</time>}
      actions={
        <Decisions
          busy={release.isPending}
          accept={{
            label: t('moderation.held.releaseNamed', { name: item.name }),
            text: t('moderation.held.release'),
            onClick: () => void announce(release.mutateAsync(item.userId)),
          }}
          reject={{
            label: t('moderation.held.rejectNamed', { name: item.name }),
            text: t('moderation.held.rejectProfile'),
            onClick: () => onReject({ kind: 'profiles', id: item.userId, name: item.name }),
          }}
        />
      }
    >
      {item.reasons.length > 0 && (
        <div className="text-sm">
          <p className="font-medium text-slate-700">{t('moderation.held.reasons')}</p>
          <ul className="mt-1 list-disc pl-5 text-slate-900">
            {/* Each reason once (the server's list); one of the fixed list (D18) in its words. */}
            {item.reasons.map((reason) => (
              <li key={reason} className="break-words">
                {enumLabel(t, 'reportReason', reason)}
              </li>
            ))}
          </ul>
        </div>
      )}
    </ReviewItem>
  );
}
