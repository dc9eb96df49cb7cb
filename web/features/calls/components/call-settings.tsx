import { useTranslation } from 'react-i18next';
import { Card } from '#web/components/ui/card.tsx';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { useCallSettings, useSaveCallSettings } from '../api/calls-api.ts';
import { useRingtoneChoice } from '../hooks/use-ringtone.ts';

/**
 * D47: Settings → Calls: whether matches may call this member (saved as soon as it is changed), and
 * whether this device rings with sound (kept on the device).
 */
export function CallSettingsSection() {
  const { t } = useTranslation();
  const settings = useCallSettings();
  const save = useSaveCallSettings();
  const incoming = save.isPending ? save.variables : settings.data?.incoming;
  const [ringtone, setRingtone] = useRingtoneChoice();
  return (
    <Card>
      <h2 className="text-xl font-semibold text-slate-900">{t('calls.settingsTitle')}</h2>
      {settings.isPending ? (
        <p role="status" className="py-4 text-sm text-slate-700">
          {t('common.loading')}
        </p>
      ) : settings.isError ? (
        <FormAlert tone="error">{t('calls.settingsLoadFailed')}</FormAlert>
      ) : (
        <div className="mt-4 flex flex-col gap-3">
          <Checkbox
            checked={incoming ?? true}
            disabled={save.isPending}
            onCheckedChange={(checked) => save.mutate(checked)}
            label={t('calls.settingsIncoming')}
          />
          <p className="text-sm text-slate-700">{t('calls.settingsHint')}</p>
          {save.isSuccess && (
            <FormAlert tone="success">{t(save.data.incoming ? 'calls.settingsOn' : 'calls.settingsOff')}</FormAlert>
          )}
          {save.isError && <FormAlert tone="error">{save.error.message}</FormAlert>}
          <Checkbox checked={ringtone} onCheckedChange={setRingtone} label={t('calls.ringtoneOnThisDevice')} />
          <p className="text-sm text-slate-700">{t('calls.ringtoneHint')}</p>
        </div>
      )}
    </Card>
  );
}
