import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState, type Ref } from 'react';
import {
  useController,
  useForm,
  type Control,
  type FieldErrors,
  type UseFormRegister,
  type UseFormWatch,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ZodType } from 'zod';
import { profileMessages } from '#shared/messages.ts';
import { MEMBER_FORM_FIELDS } from '#shared/profile-fields.ts';
import { profileFormSchema } from '#shared/schemas/profile-save.ts';
import type { FamilyProfileEdit } from '#shared/schemas/family-view.ts';
import type { OwnProfile, ProfileField, ProfileSave } from '#shared/schemas/profile.ts';
import { PhoneCountrySelect } from '#web/components/phone-country-select.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Input, Textarea } from '#web/components/ui/input.tsx';
import { Select, type SelectOption, type SelectProps } from '#web/components/ui/select.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { fieldValueLabel } from '#web/lib/enum-label.ts';
import { useSaveProfile } from '../api/profiles-api.ts';
import { ChurchField } from './church-field.tsx';
import { PROFILE_SECTIONS, type FieldSpec } from './profile-fields.ts';

/** Spec §9: back to the dashboard 1.5 s after a successful save. */
export const REDIRECT_DELAY_MS = 1500;

/** The form's values from the saved profile. */
export const savedValues = (profile: OwnProfile) =>
  Object.fromEntries(MEMBER_FORM_FIELDS.map((name) => [name, profile[name]])) as ProfileSave;

/** An empty number box is "not given". */
const toMeasure = (value: string | number | null) =>
  typeof value === 'string' ? (value.trim() === '' ? null : Number(value)) : value;

export function ProfileForm({
  profile,
  onSaved,
  onCancel,
}: {
  profile: OwnProfile;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveProfile();
  const complete = profile.profileStatus === 'complete';
  return (
    <ProfileEditor
      values={savedValues(profile)}
      schema={profileFormSchema}
      sections={PROFILE_SECTIONS}
      email={profile.email}
      label={t('profile.title')}
      submitLabel={complete ? t('profile.update') : t('profile.save')}
      save={async (body) => {
        await save.mutateAsync(body);
        return complete ? profileMessages.updated : profileMessages.saved;
      }}
      onSaved={onSaved}
      onCancel={onCancel}
    />
  );
}

/** The member's rule for a failed save: the server's refusal of a value as it is, else why it failed. */
const saveFailure = (error: Error) =>
  error instanceof ApiRequestError && error.status === 400 ? error.message : profileMessages.saveFailed(error.message);

/**
 * The body of a profile form, whoever saves it: My Profile (the member's save) and a relative's
 * edit of a linked member's profile (D45, without the contact details). The caller gives the
 * values, the sections shown (a field not shown is not sent), the rules and the save; the form
 * answers with one sentence at its top (spec §8) and keeps what was typed when the save fails.
 */
export function ProfileEditor({
  values,
  schema,
  sections,
  email,
  label,
  submitLabel,
  save,
  failure = saveFailure,
  onSaved,
  onCancel,
}: {
  values: ProfileSave;
  /** The rules: a member's whole save, or a relative's edit without the contact details. */
  schema: ZodType<FamilyProfileEdit, FamilyProfileEdit>;
  sections: readonly ProfileSectionSpec[];
  /** The account's email, shown read only in the first section (My Profile only). */
  email?: string;
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  /** Sends the values; resolves with the sentence that says they were saved. */
  save: (body: ProfileSave) => Promise<string>;
  /** The sentence for a save that failed. */
  failure?: (error: Error) => string;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  // The form answers with one sentence at its top (spec §8), so no field takes the focus.
  const { register, control, handleSubmit, watch } = useForm<ProfileSave>({
    defaultValues: values,
    // A relative's edit checks the fields it shows: the others are neither in the values nor sent.
    resolver: zodResolver(schema as ZodType<ProfileSave, ProfileSave>),
    shouldFocusError: false,
  });
  const [outcome, setOutcome] = useState<Outcome | undefined>();
  const [saving, setSaving] = useState(false);
  useClearedOnceValid(watch, schema, outcome, setOutcome);

  useEffect(() => {
    if (outcome?.tone !== 'success') return;
    const timer = setTimeout(onSaved, REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [outcome, onSaved]);

  function onInvalid(errors: FieldErrors<ProfileSave>) {
    const [first] = Object.values(errors);
    setOutcome({ tone: 'error', text: first?.message ?? profileMessages.requiredFields, invalid: true });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }

  async function onValid(body: ProfileSave) {
    setOutcome(undefined);
    setSaving(true);
    try {
      const text = await save(body);
      setOutcome({ tone: 'success', text });
      toast.success(text);
    } catch (error) {
      setOutcome({ tone: 'error', text: failure(error as Error) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={handleSubmit(onValid, onInvalid)} noValidate className="flex flex-col gap-6" aria-label={label}>
      {outcome && <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert>}
      <p className="text-sm text-slate-700">{t('profile.requiredNote')}</p>
      {sections.map((section) => (
        <ProfileSectionCard key={section.key} section={section} email={email} register={register} control={control} />
      ))}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {t('profile.cancel')}
        </Button>
        <Button type="submit" busy={saving}>
          {saving ? t('profile.saving') : submitLabel}
        </Button>
      </div>
    </form>
  );
}

export type Outcome = { tone: 'error' | 'success'; text: string; invalid?: boolean };

/**
 * The form's one-sentence answer to a failed check goes away as soon as a change makes the fields
 * pass the same schema, so no stale 'Please fill in all required fields' stays above valid fields.
 */
export function useClearedOnceValid(
  watch: UseFormWatch<ProfileSave>,
  schema: ZodType,
  outcome: Outcome | undefined,
  setOutcome: (outcome: Outcome | undefined) => void,
) {
  useEffect(() => {
    if (!outcome?.invalid) return;
    const subscription = watch((values) => {
      if (schema.safeParse(values).success) setOutcome(undefined);
    });
    return () => subscription.unsubscribe();
  }, [watch, schema, outcome, setOutcome]);
}

export type ProfileSectionSpec = (typeof PROFILE_SECTIONS)[number];

/**
 * One section of the profile form (spec §2: Basic & Contact, …, About You) with its fields from the
 * field table: My Profile shows the six, the guided first profile one per step (D40).
 */
export function ProfileSectionCard({
  section,
  email,
  register,
  control,
  headingId,
  headingRef,
}: {
  section: ProfileSectionSpec;
  /** The account's email, shown read only in the first section when given. */
  email?: string;
  register: UseFormRegister<ProfileSave>;
  control: Control<ProfileSave>;
  headingId?: string;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const { t } = useTranslation();

  function renderControl(field: FieldSpec) {
    // D40: every country, searchable, instead of the six codes of the field table's select.
    if (field.name === 'countryCode') return <CountryCodeChoice control={control} />;
    switch (field.kind) {
      case 'select':
        return (
          <Choice
            name={field.name}
            control={control}
            options={(field.options ?? []).map((value) => ({ value, label: fieldValueLabel(t, field.name, value) }))}
            placeholder={t('profile.selectPlaceholder')}
          />
        );
      case 'textarea':
        return <Textarea {...register(field.name)} rows={5} maxLength={field.maxLength} />;
      case 'number':
        return <Input {...register(field.name, { setValueAs: toMeasure })} type="number" inputMode="numeric" />;
      default:
        return <Input {...register(field.name)} type={field.kind} autoComplete={field.autoComplete} />;
    }
  }

  return (
    <Card className="flex flex-col gap-4">
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
        className="text-lg font-semibold text-slate-900 focus:outline-none"
      >
        {t(`profile.sections.${section.key}`)}
      </h2>
      {section.key === 'basic' && email !== undefined && (
        <Field label={t('profile.fields.email')} hint={t('profile.emailReadOnly')}>
          <Input type="email" value={email} readOnly />
        </Field>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {section.fields.map((field) => (
          <div key={field.name} className={field.kind === 'textarea' ? 'sm:col-span-2' : undefined}>
            {field.name === 'church' ? (
              <ChurchField register={register} required={field.required} />
            ) : (
              <Field label={t(`profile.fields.${field.name}`)} required={field.required}>
                {renderControl(field)}
              </Field>
            )}
          </div>
        ))}
      </div>
    </Card>
  );
}

/** A closed set as the shared Select; Field's id and aria attributes reach the trigger. */
function Choice({
  name,
  control,
  options,
  placeholder,
  ...aria
}: {
  name: ProfileField;
  control: Control<ProfileSave>;
  options: readonly SelectOption[];
  placeholder: string;
} & Pick<SelectProps, 'id' | 'aria-invalid' | 'aria-describedby'>) {
  const { field } = useController({ name, control });
  return (
    <Select
      value={field.value ? String(field.value) : undefined}
      onValueChange={field.onChange}
      options={options}
      placeholder={placeholder}
      {...aria}
    />
  );
}

/** The phone country code as the searchable selector; Field's id and aria attributes reach its input. */
function CountryCodeChoice({
  control,
  ...aria
}: { control: Control<ProfileSave> } & Pick<SelectProps, 'id' | 'aria-invalid' | 'aria-describedby'>) {
  const { field } = useController({ name: 'countryCode', control });
  return <PhoneCountrySelect value={field.value} onValueChange={field.onChange} {...aria} />;
}
