import type { ReactNode } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { MemberPhoto } from '#web/components/ui/member-photo.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { photoSource } from '../api/moderation-api.ts';
import { useTranslation } from 'react-i18next';

/** The outcome of a decision as a toast, in the server's words (spec §8). */
export function announce(decision: Promise<{ message: string }>) {
  return decision.then(
    (answer) => toast.success(answer.message),
    (error: Error) => toast.error(error.message),
  );
}

/**
 * One item of a moderation queue: its photo, the member's name (a heading, so screen-reader users
 * can move from item to item), a line of facts, what is to be reviewed, and the decisions, which
 * stay at the bottom of the screen while the item is longer than it.
 */
export function ReviewItem({
  photo,
  name,
  badge,
  meta,
  children,
  actions,
}: {
  /** The photo under review or the member's; none when the item shows its own (a verification). */
  photo?: ReactNode;
  name: string;
  badge?: ReactNode;
  meta: ReactNode;
  children?: ReactNode;
  actions: ReactNode;
}) {
  return (
    <li className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row">
      {photo && <div className="shrink-0">{photo}</div>}
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="flex flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="text-lg font-semibold break-words text-slate-900">{name}</h3>
            {badge}
          </div>
          <p className="text-sm text-slate-700">{meta}</p>
        </div>
        {children}
        {/* Always in view (issue 44): held at the bottom of the screen while a long item is read. */}
        <div
          data-decisions
          className="sticky bottom-0 z-10 flex flex-wrap gap-2 border-t border-slate-100 bg-white py-3"
        >
          {actions}
        </div>
      </div>
    </li>
  );
}

interface Decision {
  /** The accessible name, which says whose item it is. */
  label: string;
  text: string;
  onClick: () => void;
}

/** An item's two decisions: the one that publishes (busy while it is sent) and the one that asks for a reason. */
export function Decisions({
  busy,
  accept,
  reject,
  describedBy,
}: {
  busy: boolean;
  accept: Decision;
  reject: Decision;
  describedBy?: string;
}) {
  return (
    <>
      <Button size="sm" busy={busy} aria-label={accept.label} aria-describedby={describedBy} onClick={accept.onClick}>
        {accept.text}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        disabled={busy}
        aria-label={reject.label}
        aria-describedby={describedBy}
        onClick={reject.onClick}
      >
        {reject.text}
      </Button>
    </>
  );
}

/** The member's profile photo as a round thumbnail (any photo: moderators see them all), or a placeholder. */
export function MemberThumbnail({ photoId, name }: { photoId: string | null; name: string }) {
  const { t } = useTranslation();
  return (
    <MemberPhoto
      src={photoId ? photoSource(photoId, 'thumbnail') : null}
      alt={t('moderation.profiles.photoAlt', { name })}
      placeholderLabel={t('moderation.noPhoto')}
      className="size-20 rounded-full"
    />
  );
}
