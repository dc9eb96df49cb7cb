import { useTranslation } from 'react-i18next';
import { endorsementMessages } from '#shared/schemas/endorsements.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { useDecideEndorsement, useEndorsementRequest, useWithdrawEndorsement } from '../api/endorsements-api.ts';

/**
 * /endorse?token=… (D32): the page of a pastor's link, no account needed. It shows whom the
 * request is about and changes nothing until the pastor presses Confirm or Decline, so a mail
 * scanner that opens the link decides nothing; the link then works no more.
 */
export function EndorsePage({ token }: { token: string }) {
  const { t } = useTranslation();
  const request = useEndorsementRequest(token);
  const decide = useDecideEndorsement();
  const answer = (decision: 'confirm' | 'decline') => decide.mutate({ token, decision });

  return (
    <Card className="mx-auto flex max-w-lg flex-col gap-4">
      <h1 className="text-2xl font-semibold text-slate-900">{t('endorse.title')}</h1>
      {decide.isSuccess ? (
        <FormAlert tone="success">{decide.data.message}</FormAlert>
      ) : !token || request.isError ? (
        <FormAlert tone="error">{endorsementMessages.linkInvalid}</FormAlert>
      ) : request.isPending ? (
        <p role="status" className="text-slate-700">
          {t('endorse.loading')}
        </p>
      ) : (
        <>
          <p className="text-slate-700">
            {t('endorse.asks', { member: request.data.memberName, church: request.data.church })}
          </p>
          <blockquote className="rounded-lg border-l-4 border-brand-700 bg-brand-50/60 p-4 font-medium text-slate-900">
            {endorsementMessages.statement}.
          </blockquote>
          <p className="text-sm text-slate-700">{t('endorse.explain')}</p>
          {decide.isError && <FormAlert tone="error">{decide.error.message}</FormAlert>}
          <div className="flex flex-wrap gap-2">
            <Button busy={decide.isPending} onClick={() => answer('confirm')}>
              {t('endorse.confirm')}
            </Button>
            <Button variant="secondary" disabled={decide.isPending} onClick={() => answer('decline')}>
              {t('endorse.decline')}
            </Button>
          </div>
        </>
      )}
    </Card>
  );
}

/** /endorse/withdraw?token=… (D32): the link of the confirmation email; withdraws on a press. */
export function WithdrawEndorsementPage({ token }: { token: string }) {
  const { t } = useTranslation();
  const withdraw = useWithdrawEndorsement();
  return (
    <Card className="mx-auto flex max-w-lg flex-col gap-4">
      <h1 className="text-2xl font-semibold text-slate-900">{t('endorse.withdrawTitle')}</h1>
      {withdraw.isSuccess ? (
        <FormAlert tone="success">{withdraw.data.message}</FormAlert>
      ) : !token ? (
        <FormAlert tone="error">{endorsementMessages.linkInvalid}</FormAlert>
      ) : (
        <>
          <p className="text-slate-700">{t('endorse.withdrawExplain')}</p>
          {withdraw.isError && <FormAlert tone="error">{withdraw.error.message}</FormAlert>}
          <div>
            <Button variant="danger" busy={withdraw.isPending} onClick={() => withdraw.mutate(token)}>
              {t('endorse.withdraw')}
            </Button>
          </div>
        </>
      )}
    </Card>
  );
}
