import { Bell, BellOff, Mic, MicOff, Phone, PhoneOff, SwitchCamera, Video, VideoOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Call } from '#shared/schemas/calls.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { MemberAvatar } from '#web/components/ui/member-avatar.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { useCallAction, useCurrentCall } from '../api/calls-api.ts';
import { useCallConnection, type CallConnection } from '../hooks/use-call-connection.ts';
import { useRingNoticeCleared } from '../hooks/use-ring-notice-cleared.ts';
import { useRingtone, useRingtoneChoice } from '../hooks/use-ringtone.ts';
import { formatDuration } from '#web/lib/format-time.ts';

/** A media stream drawn in a <video> (or played in an <audio>) element. */
function MediaView({
  stream,
  label,
  muted,
  audioOnly,
  className,
}: {
  stream: MediaStream | undefined;
  label: string;
  muted?: boolean;
  audioOnly?: boolean;
  className?: string;
}) {
  const ref = useRef<HTMLVideoElement & HTMLAudioElement>(null);
  useEffect(() => {
    if (ref.current && ref.current.srcObject !== (stream ?? null)) ref.current.srcObject = stream ?? null;
  }, [stream]);
  if (audioOnly) return <audio ref={ref} autoPlay aria-label={label} />;
  return <video ref={ref} autoPlay playsInline muted={muted} aria-label={label} className={className} />;
}

/** Seconds since `from`, counted every second while shown. */
function useElapsed(from: string | null) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!from) return;
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [from]);
  return from ? Math.max(0, Math.floor((now - Date.parse(from)) / 1000)) : 0;
}

function Controls({ call, connection, onHangUp }: { call: Call; connection: CallConnection; onHangUp(): void }) {
  const { t } = useTranslation();
  const video = call.kind === 'video';
  return (
    <div className="flex flex-wrap items-center justify-center gap-2">
      <Button variant="secondary" aria-pressed={connection.muted} onClick={connection.toggleMute}>
        {connection.muted ? (
          <MicOff aria-hidden="true" className="size-4" />
        ) : (
          <Mic aria-hidden="true" className="size-4" />
        )}
        {connection.muted ? t('calls.unmute') : t('calls.mute')}
      </Button>
      {video && (
        <Button variant="secondary" aria-pressed={connection.cameraOff} onClick={connection.toggleCamera}>
          {connection.cameraOff ? (
            <VideoOff aria-hidden="true" className="size-4" />
          ) : (
            <Video aria-hidden="true" className="size-4" />
          )}
          {connection.cameraOff ? t('calls.cameraOn') : t('calls.cameraOff')}
        </Button>
      )}
      {video && connection.cameras > 1 && (
        <Button variant="secondary" onClick={() => void connection.switchCamera()}>
          <SwitchCamera aria-hidden="true" className="size-4" />
          {t('calls.switchCamera')}
        </Button>
      )}
      <Button variant="danger" onClick={onHangUp}>
        <PhoneOff aria-hidden="true" className="size-4" />
        {t('calls.hangUp')}
      </Button>
    </div>
  );
}

/**
 * D47: the member's live call over every signed-in screen — the ringing banner of an incoming
 * call (Accept, Decline, and the ringtone's switch: muted unless this device turned it on), 'Calling …' with
 * Cancel, and the call itself with the other member's video or voice, the length, and the
 * controls. The server says which call is live; a 'calls' live event draws each change.
 */
export function CallOverlay() {
  const { t } = useTranslation();
  const current = useCurrentCall();
  const action = useCallAction();
  const call = current.data?.call ?? null;
  const connection = useCallConnection(call);
  const elapsed = useElapsed(call?.answeredAt ?? null);
  const incoming = call?.state === 'ringing' && call.direction === 'incoming';
  const [ringtone, setRingtone] = useRingtoneChoice();
  useRingtone(incoming);
  useRingNoticeCleared(incoming ? call.id : undefined);

  // A ring ends on the server after 45 s: read the call again when it should have.
  const { refetch } = current;
  useEffect(() => {
    if (call?.state !== 'ringing') return;
    const timer = setTimeout(() => void refetch(), Math.max(0, Date.parse(call.ringEndsAt) - Date.now()) + 500);
    return () => clearTimeout(timer);
  }, [call?.state, call?.ringEndsAt, refetch]);

  if (!call) return null;
  const name = call.member.firstName;
  const act = (verb: 'accept' | 'decline' | 'end') => action.mutate({ id: call.id, action: verb });
  const failure =
    action.error instanceof ApiRequestError
      ? action.error.message
      : connection.state === 'media-failed'
        ? t('calls.mediaFailed')
        : connection.state === 'failed'
          ? t('calls.connectionFailed')
          : undefined;

  let heading: string;
  if (call.state === 'ringing')
    heading =
      call.direction === 'incoming'
        ? t(call.kind === 'video' ? 'calls.incomingVideo' : 'calls.incomingVoice', { name })
        : t('calls.calling', { name });
  else if (!connection.here) heading = t('calls.elsewhere', { name });
  else heading = connection.state === 'connected' ? t('calls.inCallWith', { name }) : t('calls.connecting');

  return (
    <section
      aria-label={t('calls.region')}
      className="fixed inset-x-2 bottom-2 z-40 flex max-h-[calc(100dvh-1rem)] flex-col gap-3 overflow-y-auto rounded-xl border border-slate-200 bg-white p-3 shadow-xl sm:inset-x-auto sm:right-4 sm:bottom-4 sm:w-[26rem]"
    >
      <div className="flex items-center gap-3">
        <MemberAvatar photoUrl={call.member.photoUrl} firstName={name} className="size-10 shrink-0" />
        <div className="min-w-0 flex-1">
          <h2 className="truncate font-semibold text-slate-900" aria-live="assertive">
            {heading}
          </h2>
          {call.state === 'active' && (
            <p className="text-sm text-slate-700">
              <span className="sr-only">{t('calls.duration')} </span>
              <time data-testid="call-duration">{formatDuration(elapsed)}</time>
            </p>
          )}
        </div>
      </div>
      {call.state === 'active' && call.kind === 'video' && connection.here && (
        <div className="relative overflow-hidden rounded-lg bg-slate-900">
          <MediaView
            stream={connection.remote}
            label={t('calls.theirVideo', { name })}
            className="aspect-video w-full object-cover"
          />
          <MediaView
            stream={connection.local}
            label={t('calls.yourVideo')}
            muted
            className="absolute right-2 bottom-2 w-1/4 rounded border border-white/60 object-cover"
          />
        </div>
      )}
      {call.kind === 'voice' && (
        <MediaView stream={connection.remote} label={t('calls.theirVoice', { name })} audioOnly />
      )}
      {failure && <FormAlert tone="error">{failure}</FormAlert>}
      {incoming && (
        <div className="flex flex-wrap gap-2">
          <Button className="flex-1" onClick={() => act('accept')} busy={action.isPending}>
            <Phone aria-hidden="true" className="size-4" />
            {t('calls.accept')}
          </Button>
          <Button variant="danger" className="flex-1" onClick={() => act('decline')} disabled={action.isPending}>
            <PhoneOff aria-hidden="true" className="size-4" />
            {t('calls.decline')}
          </Button>
          <Button variant="secondary" className="w-full" aria-pressed={ringtone} onClick={() => setRingtone(!ringtone)}>
            {ringtone ? (
              <Bell aria-hidden="true" className="size-4" />
            ) : (
              <BellOff aria-hidden="true" className="size-4" />
            )}
            {t('calls.ringtone')}
          </Button>
        </div>
      )}
      {call.state === 'ringing' && call.direction === 'outgoing' && (
        <Button variant="danger" onClick={() => act('end')} disabled={action.isPending}>
          <PhoneOff aria-hidden="true" className="size-4" />
          {t('calls.cancel')}
        </Button>
      )}
      {call.state === 'active' && connection.here && (
        <Controls call={call} connection={connection} onHangUp={() => act('end')} />
      )}
      {call.state === 'active' && !connection.here && (
        <Button variant="danger" onClick={() => act('end')} disabled={action.isPending}>
          <PhoneOff aria-hidden="true" className="size-4" />
          {t('calls.hangUp')}
        </Button>
      )}
    </section>
  );
}
