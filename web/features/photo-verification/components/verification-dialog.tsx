import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { verificationMessages, type VerificationPoseId } from '#shared/schemas/photo-verification.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { say } from '#web/lib/i18n.ts';
import { useRefreshVerification, useSendSelfie, useStartVerification } from '../api/photo-verification-api.ts';
import { PosePrompt } from './pose-prompt.tsx';
import { SelfieCamera } from './selfie-camera.tsx';
import { TimeLeft } from './time-left.tsx';

/**
 * D43: 'Verify my photos' as a dialog over My Profile. A dialog, not a page: the flow is two
 * pictures long and belongs to the card that opens it; the member stays where they were, focus
 * comes back to the button, and closing the dialog is the one moment the camera stops (the flow
 * unmounts, and with it the camera's tracks).
 */
export function VerificationDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const refresh = useRefreshVerification();
  const close = () => {
    void refresh();
    onClose();
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && close()}
      title={t('verification.flow.title')}
      closeLabel={t('verification.flow.closeLabel')}
      size="md"
    >
      {open && <VerificationFlow onClose={close} />}
    </Dialog>
  );
}

/** The attempt: start (or resume) it, then one pose after the other, then the thank-you. */
export function VerificationFlow({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const start = useStartVerification();
  const started = useRef(false);
  useEffect(() => {
    // Once per opening (React's development double effect would otherwise ask twice).
    if (started.current) return;
    started.current = true;
    start.mutate();
  }, [start]);

  if (start.isError) {
    return (
      <div className="flex flex-col gap-4">
        <FormAlert tone="error">{say(start.error.message)}</FormAlert>
        <div className="flex justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('common.close')}
          </Button>
        </div>
      </div>
    );
  }
  if (!start.data) {
    return (
      <div role="status" className="flex flex-col gap-3">
        <span className="sr-only">{t('verification.flow.starting')}</span>
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="aspect-[4/3] w-full" />
      </div>
    );
  }
  return (
    <Poses
      attemptId={start.data.id}
      poses={start.data.poses}
      answered={start.data.answered}
      expiresAt={start.data.expiresAt}
      onClose={onClose}
    />
  );
}

function Poses(props: {
  attemptId: string;
  poses: VerificationPoseId[];
  answered: VerificationPoseId[];
  expiresAt: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const send = useSendSelfie(props.attemptId);
  const [answered, setAnswered] = useState(props.answered);
  const [done, setDone] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const onExpired = useCallback(() => setExpired(true), []);
  const pose = props.poses.find((candidate) => !answered.includes(candidate));
  const step = props.poses.length - props.poses.filter((candidate) => !answered.includes(candidate)).length + 1;

  function onSend(selfie: Blob) {
    if (!pose) return;
    send.mutate(
      { pose, selfie },
      {
        onSuccess: (answer) => {
          setAnswered(answer.answered);
          if (answer.submitted) setDone(answer.message);
        },
        onError: (error) => {
          if (error instanceof ApiRequestError && error.code === 'VERIFICATION_EXPIRED') setExpired(true);
        },
      },
    );
  }

  const closeButton = (
    <div className="flex justify-end">
      <Button variant={done ? 'primary' : 'secondary'} onClick={props.onClose}>
        {t('common.close')}
      </Button>
    </div>
  );

  if (done !== null || (!pose && !expired)) {
    return (
      <div className="flex flex-col gap-4">
        <FormAlert tone="success">
          <p className="font-semibold">{t('verification.flow.doneTitle')}</p>
          <p>{say(done ?? verificationMessages.submitted)}</p>
        </FormAlert>
        {closeButton}
      </div>
    );
  }
  if (expired) {
    return (
      <div className="flex flex-col gap-4">
        <FormAlert tone="error">{say(verificationMessages.expired)}</FormAlert>
        {closeButton}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-sm font-semibold text-slate-700">
          {t('verification.flow.step', { step, count: props.poses.length })}
        </h3>
        <TimeLeft expiresAt={props.expiresAt} onExpired={onExpired} />
      </div>
      {pose && <PosePrompt pose={pose} />}
      {send.isError && !expired && <FormAlert tone="error">{say(send.error.message)}</FormAlert>}
      <SelfieCamera pose={pose ?? ''} sending={send.isPending} onSend={onSend} />
      <p className="text-xs text-slate-600">{t('verification.flow.privacy')}</p>
    </div>
  );
}
