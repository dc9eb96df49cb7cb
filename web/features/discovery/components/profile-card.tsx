import { Ban, Flag, Heart, Lock, Star } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { discoveryMessages, type DiscoveryCard } from '#shared/schemas/discovery.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { MemberCardSummary, memberCardName } from '#web/components/member-card-summary.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { useBlockMember, useExpressInterest, useToggleShortlist } from '../api/discovery-api.ts';

type FullCard = Extract<DiscoveryCard, { redacted: false }>;

/** D13: a hidden card: blurred, nothing that identifies the member, the upgrade overlay. */
export function RedactedCard({ upgradeHref }: { upgradeHref: string }) {
  const { t } = useTranslation();
  return (
    <Card className="relative overflow-hidden p-0" aria-label={t('discover.hiddenCard')} role="group">
      <div aria-hidden="true" className="flex flex-col gap-3 p-4 blur-sm select-none">
        <div className="aspect-square w-full rounded-lg bg-gradient-to-br from-brand-100 to-slate-200" />
        <div className="h-5 w-2/3 rounded bg-slate-200" />
        <div className="h-4 w-1/2 rounded bg-slate-200" />
      </div>
      <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-white/60 p-4 text-center">
        <Lock aria-hidden="true" className="size-6 text-brand-700" />
        <Link
          to={upgradeHref}
          className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800"
        >
          {t('discover.upgrade')}
        </Link>
      </div>
    </Card>
  );
}

export function ProfileCard({
  card,
  premium,
  profileHref,
  onReport,
}: {
  card: FullCard;
  premium: boolean;
  profileHref: string;
  onReport: (card: FullCard) => void;
}) {
  const { t } = useTranslation();
  const express = useExpressInterest();
  const shortlist = useToggleShortlist();
  const blockMember = useBlockMember();
  const [sent, setSent] = useState(card.interestSent);
  const [listed, setListed] = useState(card.shortlisted);
  const name = memberCardName(card);

  function onExpress() {
    setSent(true); // optimistic; rolled back on failure (spec §4)
    express.mutate(card.id, {
      onSuccess: (result) => toast.success(result.message),
      onError: (error) => {
        const exists = error instanceof ApiRequestError && error.code === 'INTEREST_EXISTS';
        if (!exists) setSent(false);
        toast.error(exists ? discoveryMessages.interestExists : discoveryMessages.interestFailed);
      },
    });
  }

  function onShortlist() {
    if (!premium && !listed) return toast.info(discoveryMessages.shortlistPremium);
    const add = !listed;
    setListed(add);
    shortlist.mutate(
      { userId: card.id, add },
      {
        onError: (error) => {
          setListed(!add);
          toast.error(
            error instanceof ApiRequestError && error.status === 403
              ? error.message
              : discoveryMessages.shortlistFailed,
          );
        },
      },
    );
  }

  function onBlock() {
    // mutateAsync: the card leaves the grid as soon as the list refetches; the message must still show.
    blockMember.mutateAsync(card.id).then(
      () => toast.success(discoveryMessages.blocked),
      () => toast.error(discoveryMessages.blockFailed),
    );
  }

  return (
    <Card className="flex flex-col gap-3 p-4" role="group" aria-label={name}>
      <MemberCardSummary
        card={card}
        heading="h3"
        photoAlt={t('photos.photoAlt', { name })}
        noPhotoLabel={t('profileView.noPhoto')}
        ageText={(age) => t('discover.ageYears', { age })}
      />
      <div className="mt-auto flex flex-col gap-2" aria-label={t('discover.cardActions', { name })} role="group">
        <Link
          to={profileHref}
          className="rounded-lg border border-slate-300 px-3 py-2 text-center text-sm font-medium text-slate-800 hover:bg-slate-50"
        >
          {t('discover.viewProfile')}
          <span className="sr-only">: {name}</span>
        </Link>
        <Button size="sm" onClick={onExpress} disabled={sent} busy={express.isPending}>
          <Heart aria-hidden="true" className="size-4" />
          {sent ? t('discover.interestSent') : t('discover.expressInterest')}
        </Button>
        <div className="grid grid-cols-3 gap-1">
          <Button
            variant="ghost"
            size="sm"
            onClick={onShortlist}
            aria-pressed={listed}
            aria-label={`${listed ? t('discover.shortlisted') : t('discover.shortlist')}: ${name}`}
          >
            <Star aria-hidden="true" className={listed ? 'size-4 fill-amber-400 text-amber-500' : 'size-4'} />
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={onBlock}
            busy={blockMember.isPending}
            aria-label={`${t('discover.block')}: ${name}`}
          >
            <Ban aria-hidden="true" className="size-4" />
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onReport(card)}
            aria-label={`${t('discover.report')}: ${name}`}
          >
            <Flag aria-hidden="true" className="size-4" />
          </Button>
        </div>
      </div>
    </Card>
  );
}
