import { useTranslation } from 'react-i18next';
import { pastorProposalFormSchema } from '#shared/schemas/pastor-proposals.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { currentLanguage } from '#web/lib/i18n.ts';
import { useCheckedForm } from '#web/lib/use-checked-form.ts';
import { useMyPastorProposal, useProposePastor } from '../api/pastor-proposals-api.ts';

const date = (iso: string) => new Date(iso).toLocaleDateString(currentLanguage(), { dateStyle: 'medium' });

/**
 * D44: when the member's church in the directory has no pastor's email, the endorsement card offers
 * this instead of a dead end: the member proposes their pastor's name and email to the church
 * office, sees it waiting, and reads a decline and its reason. Once the office adds it, the card's
 * request button is live (the church now has a pastor's email) and this form is gone.
 */
export function PastorProposalForm({ churchId }: { churchId: string }) {
  const { t } = useTranslation();
  const mine = useMyPastorProposal();
  const proposal = mine.data?.proposal;

  return (
    <section aria-labelledby="pastor-proposal-heading" className="flex flex-col gap-3 border-t border-slate-200 pt-3">
      <h3 id="pastor-proposal-heading" className="font-semibold text-slate-900">
        {t('endorsement.proposal.title')}
      </h3>
      {mine.isPending && (
        <div role="status">
          <span className="sr-only">{t('endorsement.proposal.loading')}</span>
          <Skeleton className="h-20 w-full" />
        </div>
      )}
      {mine.isError && <FormAlert tone="error">{mine.error.message}</FormAlert>}
      {proposal?.status === 'pending' ? (
        <p className="text-slate-800">
          {t('endorsement.proposal.pending', {
            name: proposal.pastorName,
            email: proposal.pastorEmail,
            date: date(proposal.createdAt),
          })}
        </p>
      ) : mine.data ? (
        <>
          {proposal?.status === 'declined' && (
            <FormAlert tone="info">
              <p>{t('endorsement.proposal.declined', { name: proposal.pastorName })}</p>
              {proposal.declineReason && (
                <p className="mt-1">{t('endorsement.proposal.reason', { reason: proposal.declineReason })}</p>
              )}
            </FormAlert>
          )}
          <ProposeForm churchId={churchId} />
        </>
      ) : null}
    </section>
  );
}

function ProposeForm({ churchId }: { churchId: string }) {
  const { t } = useTranslation();
  const propose = useProposePastor();
  const { register, onSubmit, error } = useCheckedForm({
    schema: pastorProposalFormSchema,
    defaultValues: { churchId, pastorName: '', pastorEmail: '' },
    mutation: propose,
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
      <p className="text-sm text-slate-700">{t('endorsement.proposal.explain')}</p>
      {error && <FormAlert tone="error">{error}</FormAlert>}
      <Field label={t('endorsement.proposal.name')} required>
        <Input autoComplete="off" maxLength={80} {...register('pastorName')} />
      </Field>
      <Field label={t('endorsement.proposal.email')} required>
        <Input type="email" autoComplete="off" maxLength={254} {...register('pastorEmail')} />
      </Field>
      <div>
        <Button type="submit" variant="secondary" busy={propose.isPending}>
          {t('endorsement.proposal.submit')}
        </Button>
      </div>
    </form>
  );
}
