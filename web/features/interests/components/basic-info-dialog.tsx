import { useTranslation } from 'react-i18next';
import { interestMessages } from '#shared/schemas/interests.ts';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { MemberPhoto } from '#web/components/ui/member-photo.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useSenderBasicInfo } from '../api/interests-api.ts';

/** Spec §4: View Basic Info, once accepted: photo, name, city and state, denomination. */
export function BasicInfoDialog({ interestId, onClose }: { interestId: string | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const info = useSenderBasicInfo(interestId);
  const data = info.data;
  const place = data ? [data.city, data.state].filter(Boolean).join(', ') : '';
  return (
    <Dialog
      open={interestId !== undefined}
      onOpenChange={(open) => !open && onClose()}
      title={t('interests.basicInfoTitle')}
      size="sm"
    >
      {info.isPending && <Skeleton className="h-64 w-full" />}
      {info.isError && <FormAlert tone="error">{interestMessages.senderUnavailable}</FormAlert>}
      {data && (
        <div className="flex flex-col items-center gap-3 text-center">
          <MemberPhoto
            src={data.photoUrl}
            alt={t('interests.photoOf', { name: `${data.firstName} ${data.lastName}` })}
            placeholderLabel={t('interests.noPhoto')}
            className="size-40 rounded-full"
          />
          <p className="text-lg font-semibold text-slate-900">
            {data.firstName} {data.lastName}
          </p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-left text-sm">
            <dt className="font-medium text-slate-700">{t('interests.place')}</dt>
            <dd className="text-slate-900">{place || interestMessages.notSpecified}</dd>
            <dt className="font-medium text-slate-700">{t('interests.denomination')}</dt>
            <dd className="text-slate-900">{data.denomination}</dd>
          </dl>
        </div>
      )}
    </Dialog>
  );
}
