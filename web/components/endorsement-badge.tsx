import { BadgeCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { endorsementMessages, type EndorsementBadge as Badge } from '#shared/schemas/endorsements.ts';
import { Toggletip } from '#web/components/ui/toggletip.tsx';
import { cn } from '#web/lib/cn.ts';

/**
 * D32: 'Endorsed by Pastor {name}, {church}' on a card or a profile, with what it means behind its
 * info button (hover or tap, D43); nothing when not endorsed.
 */
export function EndorsementBadge({ endorsement, className }: { endorsement: Badge; className?: string }) {
  const { t } = useTranslation();
  if (!endorsement) return null;
  const badge = endorsementMessages.badge(endorsement.pastorName, endorsement.church);
  return (
    <p className={cn('relative flex items-start gap-1.5 text-sm font-medium text-emerald-800', className)}>
      <BadgeCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{badge}</span>
      <Toggletip label={t('badges.whatIs', { badge })} className="-my-0.5">
        {t('badges.endorsementMeans')}
      </Toggletip>
    </p>
  );
}
