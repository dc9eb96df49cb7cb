import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VERIFICATION_MINUTES, verificationMessages } from '#shared/schemas/photo-verification.ts';
import { PhotoVerifiedBadge } from '#web/components/photo-verified-badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { currentLanguage, say } from '#web/lib/i18n.ts';
import { useMyVerification } from '../api/photo-verification-api.ts';
import { VerificationDialog } from './verification-dialog.tsx';

const date = (iso: string) => new Date(iso).toLocaleDateString(currentLanguage(), { dateStyle: 'medium' });

/**
 * My Profile's 'Photo verification' (D43): verified (the badge and since when), the selfies waiting
 * for the moderators, a profile photo needed first, or the button that opens the camera — after
 * a rejection with the moderator's reason, and with the attempts left this week.
 */
export function VerificationCard() {
  const { t } = useTranslation();
  const mine = useMyVerification();
  const [open, setOpen] = useState(false);
  const data = mine.data;
  const latest = data?.latest;

  return (
    <Card role="region" className="flex flex-col gap-3" aria-labelledby="verification-heading">
      <h2 id="verification-heading" className="text-lg font-semibold text-slate-900">
        {t('verification.card.title')}
      </h2>
      {mine.isPending && (
        <div role="status">
          <span className="sr-only">{t('verification.card.loading')}</span>
          <Skeleton className="h-10 w-full" />
        </div>
      )}
      {mine.isError && (
        <FormAlert tone="error">
          <p>{say(mine.error.message)}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void mine.refetch()}>
            {t('verification.card.retry')}
          </Button>
        </FormAlert>
      )}
      {data?.verified ? (
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <PhotoVerifiedBadge verified />
          {data.verifiedAt && (
            <span className="text-sm text-slate-700">
              {t('verification.card.since', { date: date(data.verifiedAt) })}
            </span>
          )}
        </div>
      ) : latest?.status === 'submitted' ? (
        <p className="text-slate-800">{say(verificationMessages.alreadyWaiting)}</p>
      ) : data && !data.hasProfilePhoto ? (
        <>
          <p className="text-sm text-slate-700">{t('verification.card.intro')}</p>
          <FormAlert tone="info">{say(verificationMessages.needsPhoto)}</FormAlert>
        </>
      ) : data ? (
        <div className="flex flex-col gap-2">
          {latest?.status === 'rejected' ? (
            <FormAlert tone="error">
              <p>{t('verification.card.rejected')}</p>
              {latest.reason && <p>{t('verification.card.reason', { reason: latest.reason })}</p>}
            </FormAlert>
          ) : latest?.status === 'approved' ? (
            <p className="text-sm text-slate-700">{t('verification.card.ended')}</p>
          ) : null}
          <p className="text-sm text-slate-700">{t('verification.card.intro')}</p>
          <p className="text-sm text-slate-700">{t('verification.card.how', { minutes: VERIFICATION_MINUTES })}</p>
          <div>
            <Button variant="secondary" disabled={!data.open && data.attemptsLeft <= 0} onClick={() => setOpen(true)}>
              {data.open
                ? t('verification.card.continue')
                : latest?.status === 'rejected'
                  ? t('verification.card.tryAgain')
                  : t('verification.card.start')}
            </Button>
          </div>
          <p className="text-xs text-slate-600">{t('verification.card.left', { count: data.attemptsLeft })}</p>
        </div>
      ) : null}
      <VerificationDialog open={open} onClose={() => setOpen(false)} />
    </Card>
  );
}
