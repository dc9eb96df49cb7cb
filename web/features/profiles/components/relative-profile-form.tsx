import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { MEMBER_FORM_FIELDS } from '#shared/profile-fields.ts';
import { familyProfileEditSchema, type FamilyProfileEdit } from '#shared/schemas/family-view.ts';
import type { ProfileSave } from '#shared/schemas/profile.ts';
import { profileMessages } from '#shared/messages.ts';
import { profileProblem } from '#shared/schemas/profile-save.ts';
import { refuse } from '#shared/schemas/refuse.ts';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { ProfileEditor } from './profile-form.tsx';
import { PROFILE_SECTIONS } from './profile-fields.ts';

/** D45: a relative never sees nor sends the member's contact details (the email is the account's). */
const CONTACT: readonly string[] = ['countryCode', 'phoneNumber'];
const EDITED_FIELDS = MEMBER_FORM_FIELDS.filter((name) => !CONTACT.includes(name));
const SECTIONS = PROFILE_SECTIONS.map((section) => ({
  ...section,
  fields: section.fields.filter((field) => !CONTACT.includes(field.name)),
}));

/**
 * The server's rules of a relative's edit (PUT /api/family/linked/:id/profile): spec §5's rules
 * and messages about every field but the contact details, then the shape of familyProfileEditSchema.
 */
export const relativeProfileFormSchema = z
  .custom<FamilyProfileEdit>()
  .superRefine((input, ctx) => {
    const problem = profileProblem(input as ProfileSave, new Date(), EDITED_FIELDS);
    if (problem) refuse(ctx, problem.field, problem.message);
  })
  .pipe(familyProfileEditSchema);

/** The edited fields of `values` only: the schema is strict, and a caller's extra keys are not sent. */
const editedValues = (values: FamilyProfileEdit) =>
  Object.fromEntries(EDITED_FIELDS.map((name) => [name, values[name as keyof FamilyProfileEdit]])) as FamilyProfileEdit;

/** A refusal of the server (the edit no longer allowed, a value refused) as it is; else why it failed. */
const failure = (error: Error) =>
  error instanceof ApiRequestError && error.status >= 400 && error.status < 500
    ? error.message
    : profileMessages.saveFailed(error.message);

/**
 * D45: a member's profile without the contact details, as a relative edits it: the sections and
 * rules of My Profile, one sentence at the top (spec §8), what was typed kept when the save fails.
 * Independent of where it saves: the caller gives the values and the save (a linked member's
 * profile; a draft a parent starts), and goes on with `onSaved` 1.5 s after the save's sentence.
 * The route layer composes it into the family screens (features do not import each other).
 */
export function RelativeProfileForm({
  values,
  save,
  onSaved,
  onCancel,
  heading,
  intro,
}: {
  values: FamilyProfileEdit;
  save: (values: FamilyProfileEdit) => Promise<{ message: string }>;
  onSaved: () => void;
  onCancel: () => void;
  /** The page's heading (h1), which also names the form. */
  heading: string;
  intro?: string;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h1 id={headingId} className="text-3xl font-bold break-words text-slate-900">
          {heading}
        </h1>
        {intro && <p className="text-slate-700">{intro}</p>}
      </div>
      <ProfileEditor
        // The contact fields are neither shown nor sent: the form holds the edited fields only.
        values={editedValues(values) as ProfileSave}
        schema={relativeProfileFormSchema}
        sections={SECTIONS}
        label={heading}
        submitLabel={t('profile.save')}
        save={async (body) => (await save(body)).message}
        failure={failure}
        onSaved={onSaved}
        onCancel={onCancel}
      />
    </div>
  );
}
