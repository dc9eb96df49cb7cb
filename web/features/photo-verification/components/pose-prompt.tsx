import { useTranslation } from 'react-i18next';
import { VERIFICATION_POSES, type VerificationPoseId } from '#shared/schemas/photo-verification.ts';
import { cn } from '#web/lib/cn.ts';

/** A pose the server drew: its pictogram (decoration) and its instruction in the member's language. */
export function PosePrompt({ pose, className }: { pose: VerificationPoseId; className?: string }) {
  const { t } = useTranslation();
  return (
    <p className={cn('flex items-center gap-3 text-base font-medium text-slate-900', className)}>
      <span aria-hidden="true" className="text-4xl leading-none">
        {VERIFICATION_POSES[pose].pictogram}
      </span>
      <span>{t(`verification.poses.${pose}`)}</span>
    </p>
  );
}
