import { Ban, Flag, Heart, Star } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { useMemberActions, type ActionTarget } from '../hooks/use-member-actions.ts';
import { BlockDialog } from './block-dialog.tsx';
import { ReportDialog } from './report-dialog.tsx';

/**
 * A member's profile page offers the discovery card's actions (spec §2, D11, D13, D18) with the
 * same rules, endpoints and messages: Express Interest, Shortlist (premium), Block after a
 * confirmation, Report. `onBlocked` takes the viewer away: the member is hidden from them now.
 */
export function ProfileActions({
  member,
  premium,
  onBlocked,
}: {
  member: ActionTarget & { name: string };
  premium: boolean;
  onBlocked: () => void;
}) {
  const { t } = useTranslation();
  const actions = useMemberActions(member, premium);
  const [confirmingBlock, setConfirmingBlock] = useState(false);
  const [reporting, setReporting] = useState(false);
  const { interestSent, shortlisted } = actions;

  function confirmBlock() {
    void actions.block().then((blocked) => {
      if (!blocked) return;
      setConfirmingBlock(false);
      onBlocked();
    });
  }

  return (
    <div
      role="group"
      aria-label={t('discover.cardActions', { name: member.name })}
      className="flex flex-wrap justify-center gap-2 sm:justify-start"
    >
      <Button size="md" onClick={actions.expressInterest} disabled={interestSent} busy={actions.expressing}>
        <Heart aria-hidden="true" className="size-4" />
        {interestSent ? t('discover.interestSent') : t('discover.expressInterest')}
      </Button>
      <Button variant="secondary" size="md" onClick={actions.toggleShortlist} aria-pressed={shortlisted}>
        <Star aria-hidden="true" className={shortlisted ? 'size-4 fill-amber-400 text-amber-500' : 'size-4'} />
        {shortlisted ? t('discover.shortlisted') : t('discover.shortlist')}
      </Button>
      <Button variant="secondary" size="md" onClick={() => setConfirmingBlock(true)}>
        <Ban aria-hidden="true" className="size-4" />
        {t('discover.block')}
      </Button>
      <Button variant="secondary" size="md" onClick={() => setReporting(true)}>
        <Flag aria-hidden="true" className="size-4" />
        {t('discover.report')}
      </Button>
      <BlockDialog
        name={member.name}
        open={confirmingBlock}
        busy={actions.blocking}
        onOpenChange={setConfirmingBlock}
        onConfirm={confirmBlock}
      />
      <ReportDialog
        member={reporting ? { id: member.id, name: member.name } : undefined}
        onClose={() => setReporting(false)}
      />
    </div>
  );
}
