import { useTranslation } from 'react-i18next';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { deviceLabel } from '#web/lib/enum-label.ts';
import { fullTime } from '#web/lib/format-time.ts';
import { useDevices, useSignOutDevice, useSignOutOtherDevices } from '../api/account-security-api.ts';

/** D35: where the member is signed in, this device first and marked; sign out one or all the others. */
export function DevicesList() {
  const { t } = useTranslation();
  const devices = useDevices();
  const signOut = useSignOutDevice();
  const signOutOthers = useSignOutOtherDevices();
  const done = signOut.isSuccess ? signOut.data : signOutOthers.isSuccess ? signOutOthers.data : undefined;
  const failed = signOut.error ?? signOutOthers.error;
  const list = [...(devices.data?.devices ?? [])].sort((a, b) => Number(b.current) - Number(a.current));

  return (
    <section aria-labelledby="devices-heading" className="flex flex-col gap-3">
      <h3 id="devices-heading" className="text-lg font-semibold text-slate-900">
        {t('accountSecurity.devices.title')}
      </h3>
      {done && <FormAlert tone="success">{done.message}</FormAlert>}
      {failed && <FormAlert tone="error">{failed.message}</FormAlert>}
      {devices.isPending ? (
        <p role="status" className="text-sm text-slate-700">
          {t('common.loading')}
        </p>
      ) : devices.isError ? (
        <FormAlert tone="error">{t('accountSecurity.devices.loadFailed')}</FormAlert>
      ) : (
        <>
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
            {list.map((device) => (
              <li key={device.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                    {deviceLabel(t, device.browser)}
                    {device.current && <Badge tone="success">{t('accountSecurity.devices.thisDevice')}</Badge>}
                  </p>
                  <p className="text-sm text-slate-700">
                    {t('accountSecurity.devices.lastActive')}{' '}
                    <time dateTime={device.lastActiveAt}>{fullTime(device.lastActiveAt)}</time>
                  </p>
                </div>
                {!device.current && (
                  <Button
                    variant="secondary"
                    size="sm"
                    busy={signOut.isPending && signOut.variables === device.id}
                    onClick={() => {
                      signOutOthers.reset();
                      signOut.mutate(device.id);
                    }}
                    aria-label={t('accountSecurity.devices.signOutNamed', { browser: deviceLabel(t, device.browser) })}
                  >
                    {t('accountSecurity.devices.signOut')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
          {list.length > 1 && (
            <div>
              <Button
                variant="secondary"
                busy={signOutOthers.isPending}
                onClick={() => {
                  signOut.reset();
                  signOutOthers.mutate(undefined);
                }}
              >
                {t('accountSecurity.devices.signOutOthers')}
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
