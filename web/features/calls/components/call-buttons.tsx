import { Phone, Video } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CallKind } from '#shared/schemas/calls.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { useCurrentCall, useStartCall } from '../api/calls-api.ts';

/**
 * D47: 'Voice call' and 'Video call' in an open conversation. The server decides whether the call
 * may ring (each has written, the other takes calls, both lines free, 20 a day) and says why not.
 */
export function CallButtons({ conversationId, firstName }: { conversationId: string; firstName: string }) {
  const { t } = useTranslation();
  const start = useStartCall(conversationId);
  const live = useCurrentCall().data?.call;
  const call = (kind: CallKind) => start.mutate(kind);
  const error =
    start.error instanceof ApiRequestError ? start.error.message : start.error ? t('calls.startFailed') : '';
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        {(['voice', 'video'] as const).map((kind) => (
          <Button
            key={kind}
            variant="secondary"
            size="sm"
            onClick={() => call(kind)}
            busy={start.isPending && start.variables === kind}
            disabled={Boolean(live) || start.isPending}
            aria-label={t(kind === 'voice' ? 'calls.voiceCallWith' : 'calls.videoCallWith', { name: firstName })}
          >
            {kind === 'voice' ? (
              <Phone aria-hidden="true" className="size-4" />
            ) : (
              <Video aria-hidden="true" className="size-4" />
            )}
            {t(kind === 'voice' ? 'calls.voiceCall' : 'calls.videoCall')}
          </Button>
        ))}
      </div>
      {error && <FormAlert tone="info">{error}</FormAlert>}
    </div>
  );
}
