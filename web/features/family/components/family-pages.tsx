import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { familyAcceptSchema, familyMessages, type FamilyRelation } from '#shared/schemas/family.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ButtonLink } from '#web/components/ui/button-link.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { NameFields } from '#web/components/name-fields.tsx';
import { NewPasswordFields } from '#web/components/new-password-fields.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { paths } from '#web/config/paths.ts';
import { dayDate } from '#web/lib/format-time.ts';
import { useCheckedForm } from '#web/lib/use-checked-form.ts';
import { useAcceptFamilyInvitation, useFamilyInvitation, useLeaveFamily, useLinkedMembers } from '../api/family-api.ts';
import { DraftsSection } from './drafts.tsx';

/**
 * /family/accept?token=… (D45): the emailed invitation. It says who invites, as what, and what a
 * relative sees and never sees; the relative accepts with an account of their own (under the
 * invited address) and is signed in; `onAccepted` takes the tab into that session.
 */
export function AcceptInvitationPage({ token, onAccepted }: { token: string; onAccepted: () => void }) {
  const { t } = useTranslation();
  const invitation = useFamilyInvitation(token);
  return (
    <Card className="mx-auto flex max-w-lg flex-col gap-4">
      <h1 className="text-2xl font-semibold text-slate-900">{t('family.accept.title')}</h1>
      {!token || invitation.isError ? (
        <FormAlert tone="error">{familyMessages.invitationInvalid}</FormAlert>
      ) : invitation.isPending ? (
        <p role="status" className="text-slate-700">
          {t('family.accept.checking')}
        </p>
      ) : (
        <>
          <p className="text-slate-800">
            {t('family.accept.invites', {
              name: invitation.data.memberFirstName,
              relation: t(`family.relation.${invitation.data.relation}`),
            })}
          </p>
          <p className="text-sm text-slate-700">
            {t('family.accept.explain', { name: invitation.data.memberFirstName })}
          </p>
          <p className="text-sm text-slate-700">
            {t('family.accept.email', { email: invitation.data.email, date: dayDate(invitation.data.expiresAt) })}
          </p>
          <AcceptForm token={token} onAccepted={onAccepted} />
        </>
      )}
    </Card>
  );
}

function AcceptForm({ token, onAccepted }: { token: string; onAccepted: () => void }) {
  const { t } = useTranslation();
  const accept = useAcceptFamilyInvitation();
  const { register, onSubmit, error } = useCheckedForm({
    schema: familyAcceptSchema,
    defaultValues: { token, firstName: '', lastName: '', password: '', confirmPassword: '' },
    mutation: accept,
    onSuccess: onAccepted,
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label={t('family.accept.title')}>
      {error && <FormAlert tone="error">{error}</FormAlert>}
      {accept.isSuccess && <FormAlert tone="success">{accept.data.message}</FormAlert>}
      <NameFields firstName={register('firstName')} lastName={register('lastName')} />
      <NewPasswordFields password={register('password')} confirmPassword={register('confirmPassword')} />
      <Button type="submit" size="lg" busy={accept.isPending}>
        {t('family.accept.submit')}
      </Button>
    </form>
  );
}

/**
 * /family (D45): a relative's home. The members who linked them, as what, whether they may edit
 * the profile, and a way to leave each family at once; `children` close the page (the route's own account part).
 */
export function RelativeHomePage({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const linked = useLinkedMembers();
  const leave = useLeaveFamily();
  const relation = (value: FamilyRelation) => t(`family.relation.${value}`);
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold text-slate-900">{t('family.home.title')}</h1>
      <p className="text-slate-700">{t('family.home.intro')}</p>
      <DraftsSection />
      {leave.isSuccess && <FormAlert tone="success">{leave.data.message}</FormAlert>}
      {leave.isError && <FormAlert tone="error">{leave.error.message}</FormAlert>}
      {linked.isPending ? (
        <div role="status">
          <span className="sr-only">{t('common.loading')}</span>
          <Skeleton className="h-24 w-full" />
        </div>
      ) : linked.isError ? (
        <FormAlert tone="error">{t('family.loadFailed')}</FormAlert>
      ) : linked.data.members.length === 0 ? (
        <Card>
          <p className="text-slate-700">{t('family.home.empty')}</p>
        </Card>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {linked.data.members.map((member) => {
            const name = `${member.firstName} ${member.lastName}`;
            return (
              <li key={member.linkId}>
                <Card className="flex h-full flex-col gap-3">
                  <h2 className="text-xl font-semibold break-words text-slate-900">{name}</h2>
                  <p className="text-sm text-slate-700">
                    {t('family.home.since', { relation: relation(member.relation), date: dayDate(member.since) })}
                  </p>
                  <p className="text-sm text-slate-700">
                    {t(member.mayEditProfile ? 'family.home.mayEdit' : 'family.home.mayNotEdit', {
                      name: member.firstName,
                    })}
                  </p>
                  {member.chaperoneSince && (
                    <p className="text-sm font-medium text-brand-800">
                      {t('family.chaperone.youAre', { name: member.firstName, date: dayDate(member.chaperoneSince) })}
                    </p>
                  )}
                  <div className="mt-auto flex flex-wrap gap-2">
                    <ButtonLink
                      to={paths.familyMember(member.linkId)}
                      size="sm"
                      aria-label={t('family.home.openLabel', { name: member.firstName })}
                    >
                      {t('family.home.open')}
                    </ButtonLink>
                    {member.chaperoneSince && (
                      <ButtonLink
                        to={paths.familyConversations(member.linkId)}
                        size="sm"
                        variant="secondary"
                        aria-label={t('family.chaperone.openLabel', { name: member.firstName })}
                      >
                        {t('family.chaperone.open')}
                      </ButtonLink>
                    )}
                    <Button
                      variant="secondary"
                      size="sm"
                      busy={leave.isPending && leave.variables === member.linkId}
                      onClick={() => leave.mutate(member.linkId)}
                      aria-label={t('family.home.leaveLabel', { name: member.firstName })}
                    >
                      {t('family.home.leave')}
                    </Button>
                  </div>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
      {children}
    </div>
  );
}
