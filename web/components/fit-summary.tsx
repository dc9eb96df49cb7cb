import { useTranslation } from 'react-i18next';
import type { Fit } from '#shared/schemas/member-card.ts';

/**
 * D36: how a member fits the viewer — "Meets 6 of your 7 preferences" once the viewer has stated
 * some, and whether the viewer meets the member's own (never what they are). Nothing when neither
 * side stated any. A card and a profile page draw it alike.
 */
export function FitSummary({ fit, className = '' }: { fit: Fit; className?: string }) {
  const { t } = useTranslation();
  if (fit.of === 0 && fit.youFit === null) return null;
  return (
    <ul className={`flex flex-col gap-0.5 text-sm ${className}`} aria-label={t('fit.label')}>
      {fit.of > 0 && (
        <li className="font-medium text-brand-800">{t('fit.meets', { meets: fit.meets, count: fit.of })}</li>
      )}
      {fit.youFit !== null && <li className="text-slate-700">{fit.youFit ? t('fit.youFit') : t('fit.youDoNotFit')}</li>}
    </ul>
  );
}
