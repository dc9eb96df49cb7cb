import { ScanFace } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { verificationMessages } from '#shared/schemas/photo-verification.ts';
import { Toggletip } from '#web/components/ui/toggletip.tsx';
import { say } from '#web/lib/i18n.ts';
import { cn } from '#web/lib/cn.ts';

/**
 * D43: 'Photo verified' on a card or a profile, with what it means behind its info button (hover
 * or tap); nothing when the member's photos are not verified. A badge of its own, apart from the
 * pastor's endorsement (D32): the two say different things.
 */
export function PhotoVerifiedBadge({ verified, className }: { verified: boolean; className?: string }) {
  const { t } = useTranslation();
  if (!verified) return null;
  const badge = say(verificationMessages.badge);
  return (
    <p className={cn('relative flex items-center gap-1.5 text-sm font-medium text-sky-800', className)}>
      <ScanFace aria-hidden="true" className="size-4 shrink-0" />
      <span>{badge}</span>
      <Toggletip label={t('badges.whatIs', { badge })}>{say(verificationMessages.badgeMeans)}</Toggletip>
    </p>
  );
}
