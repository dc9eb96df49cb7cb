import { Crown } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PREMIUM_TERMS,
  premiumDeclineSchema,
  type PremiumRequestsPage,
  type PremiumTerm,
} from '#shared/schemas/premium-requests.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Textarea } from '#web/components/ui/input.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { currentLanguage } from '#web/lib/i18n.ts';
import { useCheckedForm } from '#web/lib/use-checked-form.ts';
import { useDeclinePremium, useGrantPremium, usePremiumRequests, useSystemSettings } from '../api/admin-api.ts';

type Request = PremiumRequestsPage['requests'][number];
const when = (iso: string) => new Date(iso).toLocaleDateString(currentLanguage(), { dateStyle: 'medium' });

/**
 * D41: the Dashboard tab's 'Premium requests' — how many wait and each request, with Grant (a term)
 * and Decline (a reason) in dialogs. Shown while the church office grants Premium, or while
 * requests made in that mode still wait.
 */
export function PremiumRequests() {
  const { t } = useTranslation();
  const settings = useSystemSettings();
  const list = usePremiumRequests();
  const [granting, setGranting] = useState<Request | null>(null);
  const [declining, setDeclining] = useState<Request | null>(null);
  const pending = list.data?.pending ?? 0;
  if (settings.data?.membershipMode !== 'granted' && pending === 0) return null;

  return (
    <section aria-labelledby="premium-requests-heading" className="flex flex-col gap-4">
      <h2 id="premium-requests-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Crown aria-hidden="true" className="size-5 text-brand-700" />
        {t('premiumRequests.heading')}
        {list.data && (
          <span className="rounded-full bg-brand-100 px-2.5 py-0.5 text-sm font-semibold text-brand-800">
            <span className="sr-only">{t('premiumRequests.waiting', { count: pending })}</span>
            <span aria-hidden="true">{pending}</span>
          </span>
        )}
      </h2>
      {list.isPending && (
        <div role="status">
          <span className="sr-only">{t('premiumRequests.loading')}</span>
          <Skeleton className="h-20 w-full" />
        </div>
      )}
      {list.isError && (
        <FormAlert tone="error">
          <p>{t('premiumRequests.loadFailed')}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void list.refetch()}>
            {t('adminPanel.retry')}
          </Button>
        </FormAlert>
      )}
      {list.data && list.data.requests.length === 0 && <p className="text-slate-700">{t('premiumRequests.empty')}</p>}
      {list.data && list.data.requests.length > 0 && (
        <ul className="flex flex-col gap-3">
          {list.data.requests.map((request) => (
            <li key={request.id}>
              <Card className="flex flex-col gap-3 p-5 sm:flex-row sm:items-start sm:justify-between">
                <div className="flex min-w-0 flex-col gap-1">
                  <h3 className="font-semibold text-slate-900">
                    {request.firstName} {request.lastName}
                  </h3>
                  <p className="text-sm text-slate-700">
                    {t('premiumRequests.asked', { date: when(request.createdAt) })}
                  </p>
                  {request.message && <p className="break-words text-slate-800">{request.message}</p>}
                </div>
                <div className="flex shrink-0 gap-2">
                  <Button
                    size="sm"
                    onClick={() => setGranting(request)}
                    aria-label={t('premiumRequests.grantFor', { name: request.firstName })}
                  >
                    {t('premiumRequests.grant')}
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => setDeclining(request)}
                    aria-label={t('premiumRequests.declineFor', { name: request.firstName })}
                  >
                    {t('premiumRequests.decline')}
                  </Button>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {granting && <GrantDialog request={granting} onClose={() => setGranting(null)} />}
      {declining && <DeclineDialog request={declining} onClose={() => setDeclining(null)} />}
    </section>
  );
}

const TERM_CHOICES = [...PREMIUM_TERMS.map(String), 'revoked'] as const;

function GrantDialog({ request, onClose }: { request: Request; onClose: () => void }) {
  const { t } = useTranslation();
  const grant = useGrantPremium(request.id);
  const [term, setTerm] = useState<string>('6');
  function submit(event: FormEvent) {
    event.preventDefault();
    const termMonths = term === 'revoked' ? null : (Number(term) as PremiumTerm);
    grant.mutate(
      { termMonths },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          onClose();
        },
      },
    );
  }
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !grant.isPending && onClose()}
      title={t('premiumRequests.grantTitle', { name: `${request.firstName} ${request.lastName}` })}
      description={t('premiumRequests.grantIntro')}
      closeLabel={t('adminPanel.exitDialog')}
    >
      <form onSubmit={submit} className="flex flex-col gap-4">
        {grant.isError && <FormAlert tone="error">{grant.error.message}</FormAlert>}
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-slate-800">{t('premiumRequests.term')}</legend>
          {TERM_CHOICES.map((choice) => (
            <label key={choice} className="flex items-center gap-2 text-slate-800">
              <input
                type="radio"
                name="term"
                value={choice}
                checked={term === choice}
                onChange={() => setTerm(choice)}
                className="size-4 accent-brand-700"
              />
              {choice === 'revoked'
                ? t('premiumRequests.untilRevoked')
                : t('premiumRequests.months', { count: Number(choice) })}
            </label>
          ))}
        </fieldset>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onClose} disabled={grant.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" busy={grant.isPending}>
            {t('premiumRequests.grant')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function DeclineDialog({ request, onClose }: { request: Request; onClose: () => void }) {
  const { t } = useTranslation();
  const decline = useDeclinePremium(request.id);
  const { register, onSubmit, error } = useCheckedForm({
    schema: premiumDeclineSchema,
    defaultValues: { reason: '' },
    mutation: decline,
    onSuccess: (answer) => {
      toast.success(answer.message);
      onClose();
    },
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !decline.isPending && onClose()}
      title={t('premiumRequests.declineTitle', { name: `${request.firstName} ${request.lastName}` })}
      description={t('premiumRequests.declineIntro')}
      closeLabel={t('adminPanel.exitDialog')}
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {error && <FormAlert tone="error">{error}</FormAlert>}
        <Field label={t('premiumRequests.reason')} required>
          <Textarea rows={4} maxLength={500} {...register('reason')} />
        </Field>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onClose} disabled={decline.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="danger" busy={decline.isPending}>
            {t('premiumRequests.decline')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
