import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SuggestedBy } from '#shared/schemas/member-card.ts';
import { cn } from '#web/lib/cn.ts';

/**
 * D45: 'Suggested by Ruth (Parent)' — a relative linked to the viewer suggested this member, one
 * line per relative; nothing when none did. The texts are the family feature's (`family.suggestedBy`,
 * `family.relation.*`), loaded with every member screen.
 */
export function SuggestedByLine({
  suggestedBy,
  className,
}: {
  suggestedBy?: SuggestedBy | undefined;
  className?: string;
}) {
  const { t } = useTranslation();
  if (!suggestedBy?.length) return null;
  return (
    <>
      {suggestedBy.map(({ firstName, relation }, index) => (
        <p
          key={`${firstName}-${relation}-${index}`}
          className={cn('flex items-center gap-1.5 text-sm font-medium text-brand-800', className)}
        >
          <Users aria-hidden="true" className="size-4 shrink-0" />
          <span>{t('family.suggestedBy', { name: firstName, relation: t(`family.relation.${relation}`) })}</span>
        </p>
      ))}
    </>
  );
}
