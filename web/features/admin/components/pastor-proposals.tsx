import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pastorProposalDeclineSchema, type PastorProposalsPage } from '#shared/schemas/pastor-proposals.ts';
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
import { useAddProposedPastor, useDeclineProposedPastor, usePastorProposals } from '../api/admin-api.ts';

type Proposal = PastorProposalsPage['proposals'][number];
const when = (iso: string) => new Date(iso).toLocaleDateString(currentLanguage(), { dateStyle: 'medium' });

/**
 * D44: the pastors members proposed for their church (its entry has no pastor's email), in System
 * Settings' church directory: who proposed, which church, the name and email; 'Add to directory'
 * sets the church's pastor, 'Decline' takes an optional reason. Nothing shows while none waits.
 */
export function PastorProposals() {
  const { t } = useTranslation();
  const list = usePastorProposals();
  const [declining, setDeclining] = useState<Proposal | null>(null);
  if (list.data?.proposals.length === 0) return null;

  return (
    <section aria-labelledby="pastor-proposals-heading" className="flex flex-col gap-3">
      <div>
        <h4 id="pastor-proposals-heading" className="font-semibold text-slate-900">
          {t('adminPanel.churches.proposals.heading')}
        </h4>
        <p className="text-sm text-slate-700">{t('adminPanel.churches.proposals.intro')}</p>
      </div>
      {list.isPending && (
        <div role="status">
          <span className="sr-only">{t('adminPanel.churches.proposals.loading')}</span>
          <Skeleton className="h-16 w-full" />
        </div>
      )}
      {list.isError && (
        <FormAlert tone="error">
          <p>{t('adminPanel.churches.proposals.loadFailed')}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void list.refetch()}>
            {t('adminPanel.retry')}
          </Button>
        </FormAlert>
      )}
      {list.data && (
        <ul className="flex flex-col gap-3" aria-label={t('adminPanel.churches.proposals.listLabel')}>
          {list.data.proposals.map((proposal) => (
            <ProposalItem key={proposal.id} proposal={proposal} onDecline={() => setDeclining(proposal)} />
          ))}
        </ul>
      )}
      {declining && <DeclineDialog proposal={declining} onClose={() => setDeclining(null)} />}
    </section>
  );
}

function ProposalItem({ proposal, onDecline }: { proposal: Proposal; onDecline: () => void }) {
  const { t } = useTranslation();
  const add = useAddProposedPastor(proposal.id);
  const names = { pastor: proposal.pastorName, church: proposal.church };
  const addIt = () =>
    add.mutateAsync().then(
      (answer) => toast.success(answer.message),
      (error: Error) => toast.error(error.message),
    );
  return (
    <li>
      <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-col gap-1">
          <p className="font-medium text-slate-900">{proposal.church}</p>
          <p className="break-words text-slate-800">
            {proposal.pastorName} · <span className="break-all">{proposal.pastorEmail}</span>
          </p>
          <p className="text-sm text-slate-700">
            {t('adminPanel.churches.proposals.by', {
              name: `${proposal.firstName} ${proposal.lastName}`,
              date: when(proposal.createdAt),
            })}
          </p>
        </div>
        <div className="flex shrink-0 gap-2">
          <Button
            size="sm"
            busy={add.isPending}
            onClick={() => void addIt()}
            aria-label={t('adminPanel.churches.proposals.addFor', names)}
          >
            {t('adminPanel.churches.proposals.add')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={onDecline}
            aria-label={t('adminPanel.churches.proposals.declineFor', names)}
          >
            {t('adminPanel.churches.proposals.decline')}
          </Button>
        </div>
      </Card>
    </li>
  );
}

function DeclineDialog({ proposal, onClose }: { proposal: Proposal; onClose: () => void }) {
  const { t } = useTranslation();
  const decline = useDeclineProposedPastor(proposal.id);
  const { register, onSubmit, error } = useCheckedForm({
    schema: pastorProposalDeclineSchema,
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
      title={t('adminPanel.churches.proposals.declineTitle', { pastor: proposal.pastorName })}
      description={t('adminPanel.churches.proposals.declineIntro')}
      closeLabel={t('adminPanel.exitDialog')}
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {error && <FormAlert tone="error">{error}</FormAlert>}
        <Field label={t('adminPanel.churches.proposals.reason')}>
          <Textarea rows={3} maxLength={500} {...register('reason')} />
        </Field>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onClose} disabled={decline.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="danger" busy={decline.isPending}>
            {t('adminPanel.churches.proposals.decline')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
