import { useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DEFAULT_COUNTRY_CODE } from '#shared/rules/phone.ts';
import {
  familyDraftAcceptSchema,
  familyDraftMessages,
  type FamilyDraftInvitation,
} from '#shared/schemas/family-drafts.ts';
import { PhoneFields } from '#web/components/phone-fields.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { ConfirmDialog } from '#web/components/ui/dialog.tsx';
import { NewPasswordFields } from '#web/components/new-password-fields.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { dayDate } from '#web/lib/format-time.ts';
import { useCheckedForm } from '#web/lib/use-checked-form.ts';
import { useAcceptDraft, useDraftInvitation, useRefuseDraft } from '../api/family-drafts-api.ts';
import { ProfileSections } from './member-view.tsx';

/**
 * /family/draft?token=… (D45): the profile someone started for this person. Who started it and as
 * what, the profile so far (nobody else sees it), and the choice: accept it with a password and
 * phone number of their own (then signed in; `onAccepted` takes the tab into that session), or
 * refuse it (it is deleted).
 */
export function DraftInvitationPage({ token, onAccepted }: { token: string; onAccepted: () => void }) {
  const { t } = useTranslation();
  const invitation = useDraftInvitation(token);
  const refuse = useRefuseDraft();
  if (refuse.isSuccess)
    return (
      <Card className="mx-auto flex max-w-2xl flex-col gap-4">
        <h1 className="text-2xl font-semibold text-slate-900">{t('family.draftInvitation.title')}</h1>
        <FormAlert tone="success">{refuse.data.message}</FormAlert>
      </Card>
    );
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4">
      <Card className="flex flex-col gap-4">
        <h1 className="text-2xl font-semibold text-slate-900">{t('family.draftInvitation.title')}</h1>
        {!token || invitation.isError ? (
          <FormAlert tone="error">{familyDraftMessages.invitationInvalid}</FormAlert>
        ) : invitation.isPending ? (
          <p role="status" className="text-slate-700">
            {t('family.accept.checking')}
          </p>
        ) : (
          <Invitation invitation={invitation.data} token={token} onAccepted={onAccepted} refuse={refuse} />
        )}
      </Card>
      {invitation.data && <ProfileSections profile={invitation.data.profile} />}
    </div>
  );
}

function Invitation(props: {
  invitation: FamilyDraftInvitation;
  token: string;
  onAccepted: () => void;
  refuse: ReturnType<typeof useRefuseDraft>;
}) {
  const { t } = useTranslation();
  const { invitation, refuse } = props;
  const [asking, setAsking] = useState(false);
  const who = { name: invitation.relativeFirstName, relation: t(`family.relation.${invitation.relation}`) };
  return (
    <>
      <p className="text-slate-800">{t('family.draftInvitation.started', who)}</p>
      <p className="text-sm text-slate-700">{t('family.draftInvitation.explain', who)}</p>
      <p className="text-sm break-words text-slate-700">
        {t('family.accept.email', { email: invitation.email, date: dayDate(invitation.expiresAt) })}
      </p>
      <AcceptForm token={props.token} onAccepted={props.onAccepted} />
      {refuse.isError && <FormAlert tone="error">{refuse.error.message}</FormAlert>}
      <Button variant="secondary" onClick={() => setAsking(true)}>
        {t('family.draftInvitation.refuse')}
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t('family.draftInvitation.refuseTitle')}
        message={t('family.draftInvitation.refuseQuestion', who)}
        confirmLabel={t('family.draftInvitation.refuseConfirm')}
        destructive
        busy={refuse.isPending}
        onConfirm={() => refuse.mutate(props.token, { onSettled: () => setAsking(false) })}
      />
    </>
  );
}

function AcceptForm({ token, onAccepted }: { token: string; onAccepted: () => void }) {
  const { t } = useTranslation();
  const accept = useAcceptDraft();
  const { register, control, onSubmit, error } = useCheckedForm({
    schema: familyDraftAcceptSchema,
    defaultValues: { token, password: '', confirmPassword: '', countryCode: DEFAULT_COUNTRY_CODE, phoneNumber: '' },
    mutation: accept,
    onSuccess: onAccepted,
  });
  const { field: countryCode } = useController({ control, name: 'countryCode' });
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-4"
      aria-label={t('family.draftInvitation.accept')}
    >
      {error && <FormAlert tone="error">{error}</FormAlert>}
      {accept.isSuccess && <FormAlert tone="success">{accept.data.message}</FormAlert>}
      <PhoneFields
        countryCode={countryCode.value}
        onCountryCodeChange={countryCode.onChange}
        phoneNumber={register('phoneNumber')}
      />
      <NewPasswordFields password={register('password')} confirmPassword={register('confirmPassword')} />
      <Button type="submit" size="lg" busy={accept.isPending} disabled={accept.isSuccess}>
        {t('family.draftInvitation.accept')}
      </Button>
    </form>
  );
}
