import { Camera } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { cn } from '#web/lib/cn.ts';
import { useCamera } from '../hooks/use-camera.ts';

/**
 * The live camera and one picture of it: 'Take picture' freezes a frame (a JPEG), shown with
 * 'Retake' and 'Send'. The camera is the only source: there is no file input. When the camera is
 * refused or absent, the member is told what to do instead. The camera stops when this unmounts
 * (the flow is done, expired, or the dialog closed).
 */
export function SelfieCamera({
  pose,
  sending,
  onSend,
}: {
  /** The pose asked for now: a picture taken for an earlier pose is not shown for this one. */
  pose: string;
  /** The picture is on its way: its buttons wait. */
  sending: boolean;
  onSend: (selfie: Blob) => void;
}) {
  const { t } = useTranslation();
  const { attach, state, start, capture } = useCamera();
  const [taken, setTaken] = useState<{ pose: string; blob: Blob; url: string } | null>(null);
  const selfie = taken?.pose === pose ? taken : null;
  const [noFrame, setNoFrame] = useState(false);
  const [taking, setTaking] = useState(false);

  useEffect(() => {
    void start();
  }, [start]);
  useEffect(
    () => () => {
      if (taken) URL.revokeObjectURL(taken.url);
    },
    [taken],
  );

  async function take() {
    setTaking(true);
    const blob = await capture();
    setTaking(false);
    setNoFrame(!blob);
    if (blob) setTaken({ pose, blob, url: URL.createObjectURL(blob) });
  }

  if (state === 'denied' || state === 'unavailable' || state === 'failed') {
    return (
      <FormAlert tone="error">
        <p>{t(`verification.flow.camera.${state}`)}</p>
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => void start()}>
          {t('verification.flow.camera.retry')}
        </Button>
      </FormAlert>
    );
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="relative aspect-[4/3] w-full overflow-hidden rounded-lg bg-slate-900">
        {/* A mirror, as every selfie camera shows it; the picture sent is the camera's own frame. The
            video stays while the preview shows (hidden), so 'Retake' goes on with the same stream. */}
        <video
          ref={attach}
          autoPlay
          playsInline
          muted
          aria-label={t('verification.flow.cameraLabel')}
          className={cn('size-full -scale-x-100 object-cover', selfie && 'invisible')}
        />
        {selfie && (
          <img
            src={selfie.url}
            alt={t('verification.flow.previewAlt')}
            className="absolute inset-0 size-full -scale-x-100 object-cover"
          />
        )}
        {state === 'starting' && (
          <p role="status" className="absolute inset-0 flex items-center justify-center text-sm text-white">
            {t('verification.flow.camera.starting')}
          </p>
        )}
      </div>
      {noFrame && <FormAlert tone="error">{t('verification.flow.camera.noFrame')}</FormAlert>}
      <div className="flex flex-wrap gap-2">
        {selfie ? (
          <>
            <Button busy={sending} onClick={() => onSend(selfie.blob)}>
              {t('verification.flow.send')}
            </Button>
            <Button variant="secondary" disabled={sending} onClick={() => setTaken(null)}>
              {t('verification.flow.retake')}
            </Button>
          </>
        ) : (
          <Button busy={taking} disabled={state !== 'live'} onClick={() => void take()}>
            <Camera aria-hidden="true" className="size-4" />
            {t('verification.flow.take')}
          </Button>
        )}
      </div>
    </div>
  );
}
