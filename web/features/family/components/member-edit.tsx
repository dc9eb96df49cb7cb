import { useCallback, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { FamilyProfileEdit } from '#shared/schemas/family-view.ts';
import { familyMessages } from '#shared/schemas/family.ts';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { paths } from '#web/config/paths.ts';
import { FamilyFrame, FamilyLoading } from './family-frame.tsx';
import { useEditLinkedMember, useLinkedMember } from '../api/family-api.ts';

/** What the edit form is given: the profile form without contact details (the route layer supplies it). */
export interface ProfileEditFormProps {
  values: FamilyProfileEdit;
  save: (values: FamilyProfileEdit) => Promise<{ message: string }>;
  onSaved: () => void;
  onCancel: () => void;
  heading: string;
  intro?: string;
}

/**
 * /family/members/:linkId/edit (D45): the relative edits the linked member's profile, without the
 * contact details, while the member allows it; then back to the member's page. The view follows
 * the member's choice live (the 'account' topic refetches every family query): once the member
 * stops the edits, the page says so and shows no form.
 */
export function LinkedMemberEditPage({
  linkId,
  form: EditForm,
}: {
  linkId: string;
  form: ComponentType<ProfileEditFormProps>;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const view = useLinkedMember(linkId);
  const edit = useEditLinkedMember(linkId);
  const back = useCallback(() => void navigate(paths.familyMember(linkId)), [navigate, linkId]);
  const name = view.data?.profile.firstName ?? '';
  const heading = t('family.edit.title', { name });
  return (
    <FamilyFrame back={paths.familyMember(linkId)} backLabel={t('family.edit.back')}>
      {view.isPending ? (
        <FamilyLoading />
      ) : view.isError ? (
        <FormAlert tone="error">{view.error.message}</FormAlert>
      ) : view.data.mayEditProfile ? (
        <EditForm
          values={view.data.profile}
          save={edit.mutateAsync}
          onSaved={back}
          onCancel={back}
          heading={heading}
          intro={t('family.edit.intro', { name })}
        />
      ) : (
        <>
          <h1 className="text-3xl font-bold break-words text-slate-900">{heading}</h1>
          <FormAlert tone="info">{familyMessages.editNotAllowed}</FormAlert>
        </>
      )}
    </FamilyFrame>
  );
}
