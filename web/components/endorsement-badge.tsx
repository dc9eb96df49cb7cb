import { BadgeCheck } from 'lucide-react';
import { endorsementMessages, type EndorsementBadge as Badge } from '#shared/schemas/endorsements.ts';
import { cn } from '#web/lib/cn.ts';

/** D32: 'Endorsed by Pastor {name}, {church}' on a card or a profile; nothing when not endorsed. */
export function EndorsementBadge({ endorsement, className }: { endorsement: Badge; className?: string }) {
  if (!endorsement) return null;
  return (
    <p className={cn('flex items-start gap-1.5 text-sm font-medium text-emerald-800', className)}>
      <BadgeCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{endorsementMessages.badge(endorsement.pastorName, endorsement.church)}</span>
    </p>
  );
}
