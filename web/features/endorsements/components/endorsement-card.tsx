import { currentLanguage } from '#web/lib/i18n.ts';
import { BadgeCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { endorsementMessages } from '#shared/schemas/endorsements.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useAskEndorsement, useMyEndorsement } from '../api/endorsements-api.ts';
import { PastorProposalForm } from './pastor-proposal-form.tsx';

const date = (iso: string) => new Date(iso).toLocaleDateString(currentLanguage(), { dateStyle: 'medium' });

/**
 * My Profile's "Pastor's endorsement" (D32): the member's endorsement, their request waiting for the
 * pastor, or the button to ask — with what stands in the way when they cannot (their church is
 * not in the directory, it has no pastor's address — the member then proposes one to the church
 * office, D44 — or the month's 3 requests are spent).
 */
export function EndorsementCard() {
  const { t } = useTranslation();
  const mine = useMyEndorsement();
  const ask = useAskEndorsement();
  const data = mine.data;

  return (
    <Card role="region" className="flex flex-col gap-3" aria-labelledby="endorsement-heading">
      <h2 id="endorsement-heading" className="text-lg font-semibold text-slate-900">
        {t('endorsement.title')}
      </h2>
      <p className="text-sm text-slate-700">{t('endorsement.intro')}</p>
      {mine.isPending && (
        <div role="status">
          <span className="sr-only">{t('endorsement.loading')}</span>
          <Skeleton className="h-10 w-full" />
        </div>
      )}
      {mine.isError && <FormAlert tone="error">{mine.error.message}</FormAlert>}
      {ask.isSuccess && <FormAlert tone="success">{ask.data.message}</FormAlert>}
      {ask.isError && <FormAlert tone="error">{ask.error.message}</FormAlert>}
      {data?.endorsement ? (
        <p className="flex items-center gap-2 font-medium text-emerald-800">
          <BadgeCheck aria-hidden="true" className="size-5 shrink-0" />
          {endorsementMessages.badge(data.endorsement.pastorName, data.endorsement.church)}
          <span className="font-normal text-slate-700">
            {t('endorsement.until', { date: date(data.endorsement.until) })}
          </span>
        </p>
      ) : data?.pending ? (
        <p className="text-slate-800">
          {t('endorsement.pending', { pastor: data.pending.pastorName, date: date(data.pending.linkExpiresAt) })}
        </p>
      ) : data ? (
        <div className="flex flex-col gap-2">
          {!data.church && <p className="text-sm text-slate-700">{endorsementMessages.notInDirectory}</p>}
          {data.church && !data.church.hasPastor && (
            <p className="text-sm text-slate-700">{endorsementMessages.noPastorEmail}</p>
          )}
          <div>
            <Button
              variant="secondary"
              busy={ask.isPending}
              disabled={!data.church?.hasPastor || data.requestsLeft === 0}
              onClick={() => ask.mutate()}
            >
              {t('endorsement.ask')}
            </Button>
          </div>
          <p className="text-xs text-slate-600">{t('endorsement.left', { count: data.requestsLeft })}</p>
          {data.church && !data.church.hasPastor && <PastorProposalForm churchId={data.church.id} />}
        </div>
      ) : null}
    </Card>
  );
}
