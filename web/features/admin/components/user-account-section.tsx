import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { enumLabel } from '#web/lib/enum-label.ts';
import { adminMessages, type AdminUserAction, type AdminUserDetail } from '#shared/schemas/admin.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/dialog.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { useAdminUserAction, useDeleteAdminUser } from '../api/admin-api.ts';
import { formatDate, formatDateTime } from './format.ts';
import { ModalSection } from './user-profile-sections.tsx';

const succeeded: Record<AdminUserAction, string> = {
  activate: adminMessages.activated,
  deactivate: adminMessages.deactivated,
  upgrade: adminMessages.upgraded,
  downgrade: adminMessages.downgraded,
};
const failed: Record<AdminUserAction, string> = {
  activate: adminMessages.activateFailed,
  deactivate: adminMessages.deactivateFailed,
  upgrade: adminMessages.upgradeFailed,
  downgrade: adminMessages.downgradeFailed,
};

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Spec §2 "Account Status & Membership with Quick Actions" and §4: deactivating asks first,
 * activating does not; upgrade and downgrade ask nothing; deleting asks, then the modal closes.
 */
export function UserAccountSection({
  user,
  disabled,
  onDeleted,
}: {
  user: AdminUserDetail;
  /** While the profile is being saved (or another change runs), the actions wait. */
  disabled: boolean;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const userAction = useAdminUserAction();
  const deleteUser = useDeleteAdminUser();
  const [confirming, setConfirming] = useState<'deactivate' | 'delete' | undefined>();
  const active = user.accountStatus === 'active';
  const premium = user.membershipType === 'premium';
  const busy = userAction.isPending || deleteUser.isPending;

  function run(action: AdminUserAction) {
    userAction.mutateAsync({ id: user.id, action }).then(
      () => {
        setConfirming(undefined);
        toast.success(succeeded[action]);
      },
      (error: unknown) => {
        setConfirming(undefined);
        toast.error(failed[action] + reason(error));
      },
    );
  }

  function remove() {
    deleteUser.mutateAsync(user.id).then(
      () => {
        setConfirming(undefined);
        toast.success(adminMessages.deleted);
        onDeleted();
      },
      (error: unknown) => {
        setConfirming(undefined);
        toast.error(adminMessages.deleteFailed + reason(error));
      },
    );
  }

  const stamp = (at: string | null, by: string | null) =>
    at === null
      ? null
      : by
        ? t('adminPanel.manage.account.whenBy', { date: formatDateTime(at), name: by })
        : t('adminPanel.manage.account.when', { date: formatDateTime(at) });
  const history = [
    ['updated', stamp(user.updatedAt, user.updatedBy)],
    ['upgraded', stamp(user.upgradedAt, user.upgradedBy)],
    ['downgraded', stamp(user.downgradedAt, user.downgradedBy)],
    ['deactivated', stamp(user.deactivatedAt, user.deactivatedBy)],
    ['reactivated', stamp(user.reactivatedAt, user.reactivatedBy)],
  ] as const;

  return (
    <ModalSection title={t('adminPanel.manage.sections.account')}>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        <Entry label={t('adminPanel.manage.account.status')}>
          <Badge tone={active ? 'success' : 'danger'}>{enumLabel(t, 'accountStatus', user.accountStatus)}</Badge>
        </Entry>
        <Entry label={t('adminPanel.manage.account.membership')}>
          <Badge tone={premium ? 'brand' : 'neutral'}>{enumLabel(t, 'membershipType', user.membershipType)}</Badge>
        </Entry>
        <Entry label={t('adminPanel.manage.account.profileStatus')}>
          {user.profileStatus === 'complete'
            ? t('adminPanel.manage.account.profileComplete')
            : t('adminPanel.manage.account.profileIncomplete')}
        </Entry>
        <Entry label={t('adminPanel.manage.account.joined')}>{formatDate(user.createdAt)}</Entry>
        {history.map(([key, text]) =>
          text === null ? null : (
            <Entry key={key} label={t(`adminPanel.manage.account.${key}`)}>
              {text}
            </Entry>
          ),
        )}
      </dl>
      <h4 className="mt-2 text-sm font-semibold text-slate-900">{t('adminPanel.manage.quickActions')}</h4>
      <div className="flex flex-wrap gap-2">
        {active ? (
          <Button variant="secondary" size="sm" disabled={disabled || busy} onClick={() => setConfirming('deactivate')}>
            {t('adminPanel.manage.deactivate')}
          </Button>
        ) : (
          <Button variant="secondary" size="sm" disabled={disabled} busy={busy} onClick={() => run('activate')}>
            {t('adminPanel.manage.activate')}
          </Button>
        )}
        {premium ? (
          <Button variant="secondary" size="sm" disabled={disabled || busy} onClick={() => run('downgrade')}>
            {t('adminPanel.manage.downgrade')}
          </Button>
        ) : (
          <Button size="sm" disabled={disabled || busy} onClick={() => run('upgrade')}>
            {t('adminPanel.manage.upgrade')}
          </Button>
        )}
        <Button variant="danger" size="sm" disabled={disabled || busy} onClick={() => setConfirming('delete')}>
          {t('adminPanel.manage.delete')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming === 'deactivate'}
        onOpenChange={(open) => !open && !busy && setConfirming(undefined)}
        title={t('adminPanel.manage.confirmDeactivateTitle')}
        message={adminMessages.confirmDeactivate}
        confirmLabel={t('adminPanel.manage.deactivate')}
        destructive
        busy={userAction.isPending}
        onConfirm={() => run('deactivate')}
      />
      <ConfirmDialog
        open={confirming === 'delete'}
        onOpenChange={(open) => !open && !busy && setConfirming(undefined)}
        title={t('adminPanel.manage.confirmDeleteTitle')}
        message={adminMessages.confirmDelete}
        confirmLabel={t('adminPanel.manage.delete')}
        destructive
        busy={deleteUser.isPending}
        onConfirm={remove}
      />
    </ModalSection>
  );
}

function Entry({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col items-start">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="text-sm text-slate-900">{children}</dd>
    </div>
  );
}
