import { Ban, Flag } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { discoveryMessages } from '#shared/schemas/discovery.ts';
import { Button } from '#web/components/ui/button.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { useBlockMember } from '../api/discovery-api.ts';
import { BlockDialog } from './block-dialog.tsx';
import { ReportDialog } from './report-dialog.tsx';

/**
 * Block (after the same confirmation) and Report a member where the profile's other actions do not
 * belong, as in a conversation's header (issue 44, D11, D18): the same dialogs, endpoints and
 * messages as the profile page. Small screens show the icons, each still named by its word.
 * `onHold(true)` says a block is under way (false again if it failed); `onBlocked` takes the viewer
 * away, since the member is hidden from them now.
 */
export function BlockReportActions({
  member,
  onHold,
  onBlocked,
}: {
  member: { id: string; name: string };
  onHold?: (on: boolean) => void;
  onBlocked: () => void;
}) {
  const { t } = useTranslation();
  const blockMember = useBlockMember();
  const [confirmingBlock, setConfirmingBlock] = useState(false);
  const [reporting, setReporting] = useState(false);

  function confirmBlock() {
    onHold?.(true);
    blockMember.mutate(member.id, {
      onSuccess: () => {
        toast.success(discoveryMessages.blocked);
        setConfirmingBlock(false);
        onBlocked();
      },
      onError: () => {
        onHold?.(false);
        toast.error(discoveryMessages.blockFailed);
      },
    });
  }

  return (
    <div role="group" aria-label={t('discover.cardActions', { name: member.name })} className="flex gap-1">
      <Button variant="ghost" size="sm" className="px-2 sm:px-3" onClick={() => setConfirmingBlock(true)}>
        <Ban aria-hidden="true" className="size-4" />
        <span className="sr-only sm:not-sr-only">{t('discover.block')}</span>
      </Button>
      <Button variant="ghost" size="sm" className="px-2 sm:px-3" onClick={() => setReporting(true)}>
        <Flag aria-hidden="true" className="size-4" />
        <span className="sr-only sm:not-sr-only">{t('discover.report')}</span>
      </Button>
      <BlockDialog
        name={member.name}
        open={confirmingBlock}
        busy={blockMember.isPending}
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
