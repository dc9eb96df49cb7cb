import { useTranslation } from 'react-i18next';
import { Card } from '#web/components/ui/card.tsx';
import { DeleteAccountForm } from './delete-account-form.tsx';
import { DownloadData } from './download-data.tsx';

/** D34: the Your data section of Settings: download the data, delete the account. */
export function YourDataSection({ onDeleted }: { onDeleted: (message: string) => void }) {
  const { t } = useTranslation();
  return (
    <Card>
      <h2 className="text-xl font-semibold text-slate-900">{t('memberData.title')}</h2>
      <div className="mt-4 flex flex-col gap-8">
        <DownloadData />
        <DeleteAccountForm onDeleted={onDeleted} />
      </div>
    </Card>
  );
}
