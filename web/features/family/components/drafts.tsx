import { useCallback, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { familyDraftMessages, type FamilyDraft } from '#shared/schemas/family-drafts.ts';
import type { FamilyProfileEdit } from '#shared/schemas/family-view.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ButtonLink } from '#web/components/ui/button-link.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { paths } from '#web/config/paths.ts';
import { FamilyFrame, FamilyLoading } from './family-frame.tsx';
import { dayDate } from '#web/lib/format-time.ts';
import { useDeleteDraft, useDrafts, useResendDraft, useSaveDraft } from '../api/family-drafts-api.ts';
import type { ProfileEditFormProps } from './member-edit.tsx';

/**
 * D45, on a relative's home: the profiles they started, each waiting for the member. Fill it in,
 * send the invitation again (the earlier link stops working), or delete it. Nobody sees a draft.
 */
export function DraftsSection() {
  const { t } = useTranslation();
  const drafts = useDrafts();
  const resend = useResendDraft();
  const remove = useDeleteDraft();
  if (drafts.isPending || drafts.isError || drafts.data.drafts.length === 0) return null;
  const answer = resend.isSuccess ? resend.data : remove.isSuccess ? remove.data : undefined;
  const failure = resend.error ?? remove.error;
  return (
    <section aria-labelledby="family-drafts" className="flex flex-col gap-4">
      <h2 id="family-drafts" className="text-2xl font-semibold text-slate-900">
        {t('family.drafts.title')}
      </h2>
      {answer && <FormAlert tone="success">{answer.message}</FormAlert>}
      {failure && <FormAlert tone="error">{failure.message}</FormAlert>}
      <ul className="grid gap-4 sm:grid-cols-2">
        {drafts.data.drafts.map((draft) => (
          <li key={draft.id}>
            <DraftCard
              draft={draft}
              resending={resend.isPending && resend.variables === draft.id}
              deleting={remove.isPending && remove.variables === draft.id}
              onResend={() => resend.mutate(draft.id)}
              onDelete={() => remove.mutate(draft.id)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

function DraftCard(props: {
  draft: FamilyDraft;
  resending: boolean;
  deleting: boolean;
  onResend: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const { draft } = props;
  const name = `${draft.firstName} ${draft.lastName}`;
  return (
    <Card className="flex h-full flex-col gap-3">
      <h3 className="text-xl font-semibold break-words text-slate-900">{name}</h3>
      <p className="text-sm break-words text-slate-700">
        {t('family.drafts.waiting', { name: draft.firstName, email: draft.email, date: dayDate(draft.expiresAt) })}
      </p>
      <p className="text-sm text-slate-700">
        {t(draft.filledIn ? 'family.drafts.filledIn' : 'family.drafts.notFilledIn')}
      </p>
      <div className="mt-auto flex flex-wrap gap-2">
        <ButtonLink
          to={paths.familyDraftEdit(draft.id)}
          size="sm"
          aria-label={t('family.drafts.editLabel', { name: draft.firstName })}
        >
          {t('family.drafts.edit')}
        </ButtonLink>
        <Button
          variant="secondary"
          size="sm"
          busy={props.resending}
          onClick={props.onResend}
          aria-label={t('family.drafts.resendLabel', { name: draft.firstName })}
        >
          {t('family.drafts.resend')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          busy={props.deleting}
          onClick={props.onDelete}
          aria-label={t('family.drafts.deleteLabel', { name: draft.firstName })}
        >
          {t('family.drafts.delete')}
        </Button>
      </div>
    </Card>
  );
}

/** The draft's values for the form: what was filled in, and the names given at registration. */
const formValues = (draft: FamilyDraft) =>
  ({
    firstName: draft.firstName,
    lastName: draft.lastName,
    profileCreatedBy: draft.profileFor,
    ...draft.profile,
  }) as FamilyProfileEdit;

/**
 * /family/drafts/:id/edit (D45): the relative fills in the profile they started, with the profile
 * form without contact details (the route layer supplies it); nobody sees it until the member accepts.
 */
export function DraftEditPage({ id, form: EditForm }: { id: string; form: ComponentType<ProfileEditFormProps> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const drafts = useDrafts({ fresh: true });
  const save = useSaveDraft(id);
  const back = useCallback(() => void navigate(paths.family), [navigate]);
  const draft = drafts.data?.drafts.find((candidate) => candidate.id === id);
  return (
    <FamilyFrame back={paths.family} backLabel={t('family.drafts.back')}>
      {/* The form starts from the draft as it is now (read on opening), not as the list last had it. */}
      {drafts.isPending || !drafts.isFetchedAfterMount ? (
        <FamilyLoading />
      ) : drafts.isError ? (
        <FormAlert tone="error">{drafts.error.message}</FormAlert>
      ) : !draft ? (
        <FormAlert tone="error">{familyDraftMessages.notFound}</FormAlert>
      ) : (
        <EditForm
          values={formValues(draft)}
          save={save.mutateAsync}
          onSaved={back}
          onCancel={back}
          heading={t('family.drafts.editTitle', { name: draft.firstName })}
          intro={t('family.drafts.editIntro', { name: draft.firstName })}
        />
      )}
    </FamilyFrame>
  );
}
