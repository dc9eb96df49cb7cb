import { currentLanguage } from '#web/lib/i18n.ts';
import { useTranslation } from 'react-i18next';
import { interestMessages, type SentInterest } from '#shared/schemas/interests.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ButtonLink } from '#web/components/ui/button-link.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { useSentInterests, useWithdrawInterest } from '../api/interests-api.ts';
import { InterestCardHeader } from './interest-card-header.tsx';
import { ListSkeleton, type MessageAction } from './received-interests.tsx';

const tones = { pending: 'warning', accepted: 'success', rejected: 'neutral', removed: 'neutral' } as const;

/** Beyond the spec: the member's own interests, where a pending one can be withdrawn. */
export function SentInterests({
  profileHref,
  messageAction,
}: {
  profileHref: (userId: string) => string;
  messageAction?: MessageAction | undefined;
}) {
  const { t } = useTranslation();
  const sent = useSentInterests();
  if (sent.isPending) return <ListSkeleton label={t('interests.loading')} />;
  if (sent.isError) return <FormAlert tone="error">{interestMessages.loadFailed}</FormAlert>;
  if (sent.data.interests.length === 0) return <p className="text-slate-700">{t('interests.emptySent')}</p>;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {sent.data.interests.map((interest) => (
        <li key={interest.id} className="flex">
          <SentCard interest={interest} profileHref={profileHref(interest.receiver.id)} messageAction={messageAction} />
        </li>
      ))}
    </ul>
  );
}

function SentCard({
  interest,
  profileHref,
  messageAction,
}: {
  interest: SentInterest;
  profileHref: string;
  messageAction?: MessageAction | undefined;
}) {
  const { t } = useTranslation();
  const withdraw = useWithdrawInterest();
  const name = `${interest.receiver.firstName} ${interest.receiver.lastName}`;
  return (
    <Card className="flex w-full flex-col gap-3 p-4" role="group" aria-label={name}>
      <InterestCardHeader
        member={interest.receiver}
        when={t('interests.sentOn', {
          date: new Date(interest.createdAt).toLocaleDateString(currentLanguage(), { dateStyle: 'medium' }),
        })}
        badge={<Badge tone={tones[interest.status]}>{t(`interests.status.${interest.status}`)}</Badge>}
      />
      <div className="mt-auto flex flex-wrap gap-2">
        {interest.status === 'accepted' && messageAction?.(interest.receiver.id, name)}
        <ButtonLink to={profileHref} variant="secondary" size="sm">
          {t('interests.viewProfile')}
          <span className="sr-only">: {name}</span>
        </ButtonLink>
        {interest.status === 'pending' && (
          <Button
            size="sm"
            variant="secondary"
            busy={withdraw.isPending}
            onClick={() =>
              withdraw.mutateAsync(interest.id).then(
                () => toast.success(interestMessages.withdrawn),
                () => toast.error(interestMessages.withdrawFailed),
              )
            }
          >
            {t('interests.withdraw')}
          </Button>
        )}
      </div>
    </Card>
  );
}
