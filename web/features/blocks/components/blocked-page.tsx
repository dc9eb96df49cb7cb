import { currentLanguage } from '#web/lib/i18n.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { blockMessages, type BlockedMember } from '#shared/schemas/blocks.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { ConfirmDialog } from '#web/components/ui/dialog.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { useBlockedMembers, useUnblock } from '../api/blocks-api.ts';

/** /blocked (spec §2, §4): the members this member blocked; Unblock after a confirmation. */
export function BlockedPage() {
  const { t } = useTranslation();
  const blocked = useBlockedMembers();
  const unblock = useUnblock();
  const [confirming, setConfirming] = useState<BlockedMember | undefined>();

  function onConfirm() {
    if (!confirming) return;
    unblock.mutateAsync(confirming.userId).then(
      () => {
        setConfirming(undefined);
        toast.success(blockMessages.unblocked);
      },
      () => {
        setConfirming(undefined);
        toast.error(blockMessages.unblockFailed);
      },
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{t('blocked.title')}</h1>
        <p className="text-slate-700">{t('blocked.subtitle')}</p>
      </div>
      {blocked.isPending && (
        <div role="status" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <span className="sr-only">{t('blocked.loading')}</span>
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className="h-28 w-full" />
          ))}
        </div>
      )}
      {blocked.isError && <FormAlert tone="error">{blockMessages.loadFailed}</FormAlert>}
      {blocked.data?.entries.length === 0 && <p className="text-slate-700">{t('blocked.empty')}</p>}
      {blocked.data && blocked.data.entries.length > 0 && (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {blocked.data.entries.map((member) => {
            const name = `${member.firstName} ${member.lastName}`;
            return (
              <li key={member.userId} className="flex">
                <Card className="flex w-full items-center gap-4 p-4" role="group" aria-label={name}>
                  <span
                    aria-hidden="true"
                    className="flex size-12 shrink-0 items-center justify-center rounded-full bg-slate-200 text-lg font-semibold text-slate-800"
                  >
                    {member.firstName.charAt(0).toUpperCase()}
                  </span>
                  <div className="min-w-0 flex-1">
                    <h2 className="truncate font-semibold text-slate-900">{name}</h2>
                    <p className="text-sm text-slate-700">
                      {t('blocked.since', {
                        date: new Date(member.blockedAt).toLocaleDateString(currentLanguage(), { dateStyle: 'medium' }),
                      })}
                    </p>
                  </div>
                  <Button variant="secondary" size="sm" onClick={() => setConfirming(member)}>
                    {t('blocked.unblock')}
                    <span className="sr-only">: {name}</span>
                  </Button>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={confirming !== undefined}
        onOpenChange={(open) => !open && setConfirming(undefined)}
        title={t('blocked.confirmTitle')}
        message={t('blocked.confirmMessage', {
          name: confirming ? `${confirming.firstName} ${confirming.lastName}` : '',
        })}
        confirmLabel={t('blocked.unblock')}
        busy={unblock.isPending}
        onConfirm={onConfirm}
      />
    </div>
  );
}
