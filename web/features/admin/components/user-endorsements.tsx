import { useTranslation } from 'react-i18next';
import type { AdminEndorsement } from '#shared/schemas/admin.ts';
import { formatDate } from './format.ts';
import { ModalSection } from './user-profile-sections.tsx';

/** D32: the member's endorsements and requests (read-only: the pastor decides, the member asks). */
export function UserEndorsements({ endorsements }: { endorsements: AdminEndorsement[] }) {
  const { t } = useTranslation();
  return (
    <ModalSection title={t('adminPanel.manage.sections.endorsements')}>
      {endorsements.length === 0 ? (
        <p className="text-sm text-slate-700">{t('adminPanel.manage.endorsements.none')}</p>
      ) : (
        <ul className="flex flex-col gap-2 text-sm text-slate-800">
          {endorsements.map((endorsement) => (
            <li key={endorsement.id}>
              <span className="font-medium text-slate-900">
                {t(`adminPanel.manage.endorsements.status.${endorsement.status}`)}
              </span>
              {' · '}
              {t('adminPanel.manage.endorsements.by', {
                pastor: endorsement.pastorName || t('adminPanel.notSet'),
                church: endorsement.church,
              })}
              {' · '}
              {t('adminPanel.manage.endorsements.asked', { date: formatDate(endorsement.requestedAt) })}
              {endorsement.decidedAt &&
                ` · ${t('adminPanel.manage.endorsements.answered', { date: formatDate(endorsement.decidedAt) })}`}
            </li>
          ))}
        </ul>
      )}
    </ModalSection>
  );
}
