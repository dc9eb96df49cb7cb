import { Crown, Hourglass } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { premiumRequestAskSchema, type MyPremiumRequest } from '#shared/schemas/premium-requests.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Textarea } from '#web/components/ui/input.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { currentLanguage } from '#web/lib/i18n.ts';
import { useCheckedForm } from '#web/lib/use-checked-form.ts';
import { useAskPremium, useMyPremiumRequest } from '../api/premium-requests-api.ts';

const date = (iso: string) => new Date(iso).toLocaleDateString(currentLanguage(), { dateStyle: 'long' });

/**
 * /premium-upgrade for a member (D41): in the 'granted by the church office' mode, the request to
 * the church office and its answer; in the other modes, `otherwise` (the spec's upgrade page).
 */
export function PremiumUpgradeSwitch({ otherwise }: { otherwise: ReactNode }) {
  const { t } = useTranslation();
  const mine = useMyPremiumRequest();
  if (mine.isPending)
    return (
      <div role="status" className="mx-auto flex max-w-2xl flex-col gap-4">
        <span className="sr-only">{t('premiumRequest.loading')}</span>
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  if (mine.isError || mine.data.membershipMode !== 'granted') return otherwise;
  return <PremiumRequestPage data={mine.data} />;
}

function PremiumRequestPage({ data }: { data: MyPremiumRequest }) {
  const { t } = useTranslation();
  const { request } = data;
  const premium = data.membershipType === 'premium';
  const pending = request?.status === 'pending';
  return (
    <article aria-labelledby="page-title" className="mx-auto flex max-w-2xl flex-col gap-6">
      <header className="flex flex-col items-center gap-3 text-center">
        <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-brand-100 text-brand-800">
          <Crown aria-hidden="true" className="size-7" />
        </span>
        <h1 id="page-title" className="text-3xl font-bold tracking-tight text-slate-900">
          {t('premiumRequest.title')}
        </h1>
        <p className="text-lg text-slate-700">{t('premiumRequest.lead')}</p>
      </header>
      {premium && (
        <FormAlert tone="success">
          {data.premiumUntil
            ? t('premiumRequest.premiumUntil', { date: date(data.premiumUntil) })
            : t('premiumRequest.premiumOpen')}
        </FormAlert>
      )}
      {pending && (
        <Card role="region" aria-labelledby="pending-title" className="flex flex-col gap-2">
          <h2 id="pending-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <Hourglass aria-hidden="true" className="size-5 text-brand-700" />
            {t('premiumRequest.pendingTitle')}
          </h2>
          <p className="text-slate-800">{t('premiumRequest.pending', { date: date(request.createdAt) })}</p>
          {request.message && (
            <p className="text-sm text-slate-700">{t('premiumRequest.yourMessage', { message: request.message })}</p>
          )}
        </Card>
      )}
      {!premium && request?.status === 'declined' && (
        <Card role="region" aria-labelledby="declined-title" className="flex flex-col gap-2">
          <h2 id="declined-title" className="text-lg font-semibold text-slate-900">
            {t('premiumRequest.declinedTitle')}
          </h2>
          <p className="text-slate-800">{t('premiumRequest.declined', { reason: request.declineReason ?? '' })}</p>
        </Card>
      )}
      {!premium && !pending && <AskForm again={request !== null} />}
    </article>
  );
}

function AskForm({ again }: { again: boolean }) {
  const { t } = useTranslation();
  const ask = useAskPremium();
  const { register, onSubmit, error } = useCheckedForm({
    schema: premiumRequestAskSchema,
    defaultValues: { message: '' },
    mutation: ask,
  });
  return (
    <Card role="region" aria-labelledby="ask-title" className="flex flex-col gap-4">
      <h2 id="ask-title" className="text-lg font-semibold text-slate-900">
        {again ? t('premiumRequest.askAgainTitle') : t('premiumRequest.askTitle')}
      </h2>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {error && <FormAlert tone="error">{error}</FormAlert>}
        <Field label={t('premiumRequest.message')} hint={t('premiumRequest.messageHint')}>
          <Textarea rows={4} maxLength={500} {...register('message')} />
        </Field>
        <div>
          <Button type="submit" busy={ask.isPending}>
            {t('premiumRequest.ask')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
