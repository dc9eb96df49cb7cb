import { currentLanguage } from '#web/lib/i18n.ts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { interestMessages, type ReceivedInterest } from '#shared/schemas/interests.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ButtonLink } from '#web/components/ui/button-link.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { useAnswerInterest, useReceivedInterests } from '../api/interests-api.ts';
import { BasicInfoDialog } from './basic-info-dialog.tsx';
import { InterestCardHeader } from './interest-card-header.tsx';

/** The route's Message action for an accepted interest (issue 19), drawn on its card. */
export type MessageAction = (memberId: string, name: string) => ReactNode;

const dateOf = (iso: string) => new Date(iso).toLocaleDateString(currentLanguage(), { dateStyle: 'medium' });

/** Spec §2, §4: interests received, with Accept, Not interested, View Basic Info and Remove. */
export function ReceivedInterests({
  profileHref,
  messageAction,
}: {
  profileHref: (userId: string) => string;
  messageAction?: MessageAction | undefined;
}) {
  const { t } = useTranslation();
  const received = useReceivedInterests();
  const [viewing, setViewing] = useState<string | undefined>();

  if (received.isPending) return <ListSkeleton label={t('interests.loading')} />;
  if (received.isError) return <FormAlert tone="error">{interestMessages.loadFailed}</FormAlert>;
  const interests = received.data.interests;
  if (interests.length === 0) return <p className="text-slate-700">{t('interests.emptyReceived')}</p>;
  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {interests.map((interest) => (
          <li key={interest.id} className="flex">
            <ReceivedCard
              interest={interest}
              profileHref={profileHref(interest.sender.id)}
              onViewInfo={() => setViewing(interest.id)}
              messageAction={messageAction}
            />
          </li>
        ))}
      </ul>
      <BasicInfoDialog interestId={viewing} onClose={() => setViewing(undefined)} />
    </>
  );
}

function ReceivedCard({
  interest,
  profileHref,
  onViewInfo,
  messageAction,
}: {
  interest: ReceivedInterest;
  profileHref: string;
  onViewInfo: () => void;
  messageAction?: MessageAction | undefined;
}) {
  const { t } = useTranslation();
  const answer = useAnswerInterest();
  const name = `${interest.sender.firstName} ${interest.sender.lastName}`;
  const accepted = interest.status === 'accepted';

  function move(status: 'accepted' | 'rejected' | 'removed') {
    // mutateAsync: the card may leave the list when it refetches; the message must still show.
    answer.mutateAsync({ id: interest.id, status }).then(
      (result) => toast.success(result.message),
      () => toast.error(status === 'removed' ? interestMessages.removeFailed : interestMessages.respondFailed(status)),
    );
  }

  return (
    <Card className="flex w-full flex-col gap-3 p-4" role="group" aria-label={name}>
      <InterestCardHeader
        member={interest.sender}
        when={t('interests.receivedOn', { date: dateOf(interest.createdAt) })}
        badge={<Badge tone={accepted ? 'success' : 'warning'}>{t(`interests.status.${interest.status}`)}</Badge>}
      />
      {/* One primary action (issue 44): Accept while pending, Message once accepted. */}
      <div className="mt-auto flex flex-wrap gap-2">
        {accepted ? (
          <>
            {messageAction?.(interest.sender.id, name)}
            <Button size="sm" variant="secondary" onClick={onViewInfo}>
              {t('interests.viewBasicInfo')}
            </Button>
            <ButtonLink to={profileHref} variant="secondary" size="sm">
              {t('interests.viewProfile')}
              <span className="sr-only">: {name}</span>
            </ButtonLink>
            <Button size="sm" variant="ghost" busy={answer.isPending} onClick={() => move('removed')}>
              {t('interests.remove')}
            </Button>
          </>
        ) : (
          <>
            <Button size="sm" busy={answer.isPending} onClick={() => move('accepted')}>
              {t('interests.accept')}
            </Button>
            <Button size="sm" variant="secondary" disabled={answer.isPending} onClick={() => move('rejected')}>
              {t('interests.notInterested')}
            </Button>
            <ButtonLink to={profileHref} variant="secondary" size="sm">
              {t('interests.viewProfile')}
              <span className="sr-only">: {name}</span>
            </ButtonLink>
          </>
        )}
      </div>
    </Card>
  );
}

export function ListSkeleton({ label }: { label: string }) {
  return (
    <div role="status" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <span className="sr-only">{label}</span>
      {Array.from({ length: 3 }, (_, index) => (
        <Skeleton key={index} className="h-36 w-full" />
      ))}
    </div>
  );
}
