import { Ban, Flag, Heart, Lock, Star } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DiscoveryCard } from '#shared/schemas/discovery.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { MemberCardSummary, memberCardName } from '#web/components/member-card-summary.tsx';
import { FitSummary } from '#web/components/fit-summary.tsx';
import { MemberPhoto } from '#web/components/ui/member-photo.tsx';
import { useMemberActions } from '../hooks/use-member-actions.ts';
import { BlockDialog } from './block-dialog.tsx';

type FullCard = Extract<DiscoveryCard, { redacted: false }>;

/**
 * Both cards fill their cell of the grid, so a row's cards share its width and height. Issue 45: on
 * a phone a card is a compact grid — the photo beside the text, the shortlist, block and report
 * buttons stacked at its right, the two main actions side by side below — so that a free member's
 * five cards and the locked row fit in two screen heights; from `sm` up the photo is on top and
 * every action below it. (The phone's padding is `!`: Card's own p-6 comes later in the CSS.)
 */
const cardClass =
  'grid w-full grid-cols-[4.5rem_minmax(0,1fr)_auto] content-start gap-x-2.5 gap-y-2 max-sm:p-3! sm:flex sm:flex-col sm:gap-3';
/** The card's full-width rows on a phone (its fit and its main actions). */
const phoneRow = 'col-span-3';
/** The shortlist, block and report buttons: a column at the phone card's top right, a row from `sm` up. */
const iconActionsClass =
  'col-start-3 row-start-1 flex flex-col sm:grid sm:grid-cols-3 sm:justify-items-center sm:gap-1';

/** A blurred bar the height of one line of the revealed card's text. */
function Line({ height, width }: { height: 'h-7' | 'h-5'; width: string }) {
  return (
    <div className={`flex items-center ${height}`}>
      <div className={`h-3/5 rounded bg-slate-200 ${width}`} />
    </div>
  );
}

/**
 * D13: a hidden card. The server sends no field of the member (only a key). From `sm` up it is a
 * stand-in drawn with the revealed card's structure — photo, name, place, church, occupation, the
 * actions — as neutral blurred blocks, so that it has the same size and rhythm in the grid, under
 * the overlay that offers the upgrade. On a phone (issue 45) it is only that offer, one line high.
 */
export function RedactedCard({ upgradeHref }: { upgradeHref: string }) {
  const { t } = useTranslation();
  return (
    <Card
      className="relative flex w-full flex-col overflow-hidden max-sm:p-3! sm:gap-3"
      aria-label={t('discover.hiddenCard')}
      role="group"
    >
      <div aria-hidden="true" className="hidden flex-1 flex-col gap-3 blur-sm select-none sm:flex">
        <MemberPhoto src={null} alt="" placeholderLabel="" className="aspect-square w-full rounded-lg" />
        <div>
          <Line height="h-7" width="w-2/3" />
          <Line height="h-5" width="w-1/2" />
          <Line height="h-5" width="w-3/5" />
          <Line height="h-5" width="w-2/5" />
        </div>
        <div className="mt-auto flex flex-col gap-2">
          <div className="h-[38px] rounded-lg border border-slate-200" />
          <div className="h-8 rounded-lg bg-brand-100" />
          <div className="grid grid-cols-3 gap-1">
            <div className="h-8 rounded-lg bg-slate-100" />
            <div className="h-8 rounded-lg bg-slate-100" />
            <div className="h-8 rounded-lg bg-slate-100" />
          </div>
        </div>
      </div>
      <div className="flex items-center justify-center gap-3 text-center sm:absolute sm:inset-0 sm:flex-col sm:gap-2 sm:bg-white/60 sm:p-4">
        <Lock aria-hidden="true" className="size-5 text-brand-700 sm:size-6" />
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
  heading = 'h3',
}: {
  card: FullCard;
  premium: boolean;
  profileHref: string;
  onReport: (card: FullCard) => void;
  heading?: 'h2' | 'h3';
}) {
  const { t } = useTranslation();
  const actions = useMemberActions(card, premium);
  const [confirmingBlock, setConfirmingBlock] = useState(false);
  const name = memberCardName(card);
  const { interestSent, shortlisted } = actions;

  function confirmBlock() {
    void actions.block().then((blocked) => blocked && setConfirmingBlock(false));
  }

  return (
    <Card className={cardClass} role="group" aria-label={name}>
      <MemberCardSummary
        card={card}
        heading={heading}
        photoAlt={t('photos.photoAlt', { name })}
        noPhotoLabel={t('profileView.noPhoto')}
        ageText={(age) => t('discover.ageYears', { age })}
        besideOnPhone
      />
      <FitSummary fit={card.fit} className={phoneRow} />
      <div
        className={`${phoneRow} grid grid-cols-[auto_minmax(0,1fr)] gap-2 sm:mt-auto sm:flex sm:flex-col`}
        aria-label={t('discover.cardActions', { name })}
        role="group"
      >
        <Link
          to={profileHref}
          className="flex items-center justify-center rounded-lg border border-slate-300 px-3 py-2 text-center text-sm font-medium text-slate-800 hover:bg-slate-50"
        >
          {t('discover.viewProfile')}
          <span className="sr-only">: {name}</span>
        </Link>
        <Button
          size="sm"
          className="h-auto min-h-8"
          onClick={actions.expressInterest}
          disabled={interestSent}
          busy={actions.expressing}
        >
          <Heart aria-hidden="true" className="size-4" />
          {interestSent ? t('discover.interestSent') : t('discover.expressInterest')}
        </Button>
      </div>
      <div
        className={`${iconActionsClass} sm:order-last`}
        aria-label={t('discover.moreActions', { name })}
        role="group"
      >
        <Button
          variant="ghost"
          size="icon"
          onClick={actions.toggleShortlist}
          aria-pressed={shortlisted}
          aria-label={`${shortlisted ? t('discover.shortlisted') : t('discover.shortlist')}: ${name}`}
        >
          <Star aria-hidden="true" className={shortlisted ? 'size-4 fill-amber-400 text-amber-500' : 'size-4'} />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          onClick={() => setConfirmingBlock(true)}
          aria-label={`${t('discover.block')}: ${name}`}
        >
          <Ban aria-hidden="true" className="size-4" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          onClick={() => onReport(card)}
          aria-label={`${t('discover.report')}: ${name}`}
        >
          <Flag aria-hidden="true" className="size-4" />
        </Button>
      </div>
      <BlockDialog
        name={name}
        open={confirmingBlock}
        busy={actions.blocking}
        onOpenChange={setConfirmingBlock}
        onConfirm={confirmBlock}
      />
    </Card>
  );
}
