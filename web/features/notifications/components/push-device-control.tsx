import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { allowPush, pushState, stopPush, type PushState } from '../api/push-device.ts';

const deviceKey = ['push', 'device'] as const;

/**
 * Web Push on this device (D30): whether it receives pushes, and the one button that allows or
 * stops them. The browser asks its own permission; a refusal or a browser without push is said
 * in words, and every change is announced to screen readers.
 */
export function PushDeviceControl() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const titleId = useId();
  const [dismissed, setDismissed] = useState(false);
  const state = useQuery({ queryKey: deviceKey, queryFn: pushState, staleTime: Infinity, retry: false });
  const change = useMutation({
    mutationFn: (action: 'allow' | 'stop') => (action === 'allow' ? allowPush() : stopPush()),
    onMutate: () => setDismissed(false),
    onSuccess: (next: PushState, action) => {
      queryClient.setQueryData(deviceKey, next);
      setDismissed(action === 'allow' && next === 'off');
    },
  });

  const current = state.data;
  const status =
    current === undefined
      ? state.isError
        ? t('push.off')
        : t('push.checking')
      : current === 'on'
        ? t('push.on')
        : current === 'off'
          ? t('push.off')
          : undefined;

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3 text-sm">
      <h3 id={titleId} className="font-semibold text-slate-900">
        {t('push.title')}
      </h3>
      {status && (
        <p role="status" className="text-slate-700">
          {status}
        </p>
      )}
      {current === 'unsupported' && <FormAlert tone="info">{t('push.unsupported')}</FormAlert>}
      {current === 'denied' && <FormAlert tone="info">{t('push.denied')}</FormAlert>}
      {dismissed && <FormAlert tone="info">{t('push.dismissed')}</FormAlert>}
      {change.isError && (
        <FormAlert tone="error">{t('push.failed', { message: (change.error as Error).message })}</FormAlert>
      )}
      {(current === 'on' || current === 'off' || (current === undefined && state.isError)) && (
        <div>
          {current === 'on' ? (
            <Button variant="secondary" busy={change.isPending} onClick={() => change.mutate('stop')}>
              {t('push.stop')}
            </Button>
          ) : (
            <Button busy={change.isPending} onClick={() => change.mutate('allow')}>
              {t('push.allow')}
            </Button>
          )}
        </div>
      )}
      <p className="text-slate-600">{t('push.note')}</p>
    </section>
  );
}
