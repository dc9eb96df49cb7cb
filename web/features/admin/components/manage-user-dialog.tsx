import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { adminMessages, adminUserEditSchema, type AdminUserEdit } from '#shared/schemas/admin.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { useAdminUser, useUpdateAdminUser, useUserChangePending } from '../api/admin-api.ts';
import { UserAccountSection } from './user-account-section.tsx';
import { UserActivityLog } from './user-activity-log.tsx';
import { UserEndorsements } from './user-endorsements.tsx';
import { UserNotificationChoices } from './user-notifications.tsx';
import { UserProfileSections } from './user-profile-sections.tsx';
import { say } from '#web/lib/i18n.ts';

/** The Manage modal of one user (spec §2, §4); a new user starts afresh (not editing). */
export function ManageUserDialog({ userId, onClose }: { userId: string | undefined; onClose: () => void }) {
  if (userId === undefined) return null;
  return <ManageUser key={userId} userId={userId} onClose={onClose} />;
}

/**
 * View mode shows the stored record, which is asked again after every change, so it stays in
 * sync. Edit Profile copies it into a draft (the form) that nothing but the admin's typing changes
 * until Save Changes succeeds (back to view mode) or Cancel drops it. The rules are
 * adminUserEditSchema's, the server's own: the required fields are the spec's alert above the
 * form; any other refusal is said as the server would have said it.
 */
function ManageUser({ userId, onClose }: { userId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const formId = useId();
  const user = useAdminUser(userId);
  const update = useUpdateAdminUser();
  const changing = useUserChangePending();
  const draft = useForm({
    resolver: zodResolver(adminUserEditSchema),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const [editing, setEditing] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  const saving = update.isPending;

  function startEditing() {
    if (!user.data) return;
    setProblem(undefined);
    draft.reset(user.data.values);
    setEditing(true);
  }

  function cancel() {
    setProblem(undefined);
    setEditing(false);
  }

  const failed = (message: string) => toast.error(adminMessages.updateFailed + message);

  function refused(errors: FieldErrors<AdminUserEdit>) {
    const messages = Object.values(errors).map((error) => String(error?.message));
    const required = messages.includes(adminMessages.requiredFields);
    setProblem(required ? adminMessages.requiredFields : undefined);
    if (!required) failed(messages[0] ?? '');
  }

  const save = draft.handleSubmit((values) => {
    if (saving) return;
    setProblem(undefined);
    update.mutateAsync({ id: userId, values }).then(
      () => {
        toast.success(adminMessages.updated);
        setEditing(false);
      },
      (error: unknown) => failed(error instanceof Error ? error.message : String(error)),
    );
  }, refused);

  const footer = editing ? (
    <>
      <Button variant="secondary" disabled={saving} onClick={cancel}>
        {t('adminPanel.manage.cancel')}
      </Button>
      <Button type="submit" form={formId} disabled={saving || changing} aria-busy={saving || undefined}>
        {saving ? t('adminPanel.manage.saving') : t('adminPanel.manage.saveChanges')}
      </Button>
    </>
  ) : (
    <>
      {user.data && (
        <Button disabled={changing} onClick={startEditing}>
          {t('adminPanel.manage.editProfile')}
        </Button>
      )}
      <Button variant="secondary" disabled={changing} onClick={onClose}>
        {t('adminPanel.manage.close')}
      </Button>
    </>
  );

  return (
    <Dialog
      open
      // While a change is under way the modal stays (spec §4: buttons are disabled while saving).
      onOpenChange={(open) => !open && !saving && onClose()}
      closeLabel={t('adminPanel.exitDialog')}
      title={editing ? t('adminPanel.manage.editTitle') : t('adminPanel.manage.title')}
      size="xl"
      stickyFooter
      footer={footer}
    >
      {user.isPending && (
        <div role="status" className="flex flex-col gap-3">
          <span className="sr-only">{t('adminPanel.manage.loading')}</span>
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className="h-28 w-full" />
          ))}
        </div>
      )}
      {user.isError && !user.data && (
        <FormAlert tone="error">
          {t('adminPanel.manage.loadFailed')} {say(user.error.message)}
        </FormAlert>
      )}
      {user.data && (
        <form id={formId} onSubmit={save} noValidate className="flex flex-col gap-4">
          {problem && <FormAlert tone="error">{problem}</FormAlert>}
          {editing && <p className="text-sm text-slate-700">{t('adminPanel.manage.requiredNote')}</p>}
          <UserProfileSections values={user.data.values} form={editing ? draft.control : undefined} disabled={saving} />
          <UserAccountSection user={user.data} disabled={saving} onDeleted={onClose} />
          <UserNotificationChoices choices={user.data.notifications} />
          <UserEndorsements endorsements={user.data.endorsements} />
          <UserActivityLog activity={user.data.activity} />
        </form>
      )}
    </Dialog>
  );
}
