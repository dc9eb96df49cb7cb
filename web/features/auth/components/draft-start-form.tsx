import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { familyDraftStartSchema, type FamilyDraftStart, type ProfileFor } from '#shared/schemas/family-drafts.ts';
import { Button } from '#web/components/ui/button.tsx';
import { NameFields } from '#web/components/name-fields.tsx';
import { NewPasswordFields } from '#web/components/new-password-fields.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { paths } from '#web/config/paths.ts';
import { currentLanguage, saveLanguageAtSignIn } from '#web/lib/i18n.ts';
import { useCheckedForm } from '#web/lib/use-checked-form.ts';
import { useEnterSession } from '../api/auth-api.ts';
import { useStartDraft } from '../api/draft-start-api.ts';
import { SignInInstead, TermsAcceptance } from './registration-links.tsx';

/** Spec §9's 2 s after a successful registration, then the relative's page. */
const NEXT_STEP_DELAY_MS = 2000;

/**
 * D45: registration for a son, daughter, brother, sister, friend or relative. The first part is the
 * one who registers (a relative's account, registration's rules and messages); the second is the
 * person the profile is for, who is invited by email and alone decides whether it becomes theirs.
 */
export function DraftStartForm({ profileFor }: { profileFor: ProfileFor }) {
  const { t } = useTranslation();
  const start = useStartDraft();
  const enterSession = useEnterSession();
  const navigate = useNavigate();
  const sibling = profileFor === 'Brother' || profileFor === 'Sister';
  const { register, onSubmit, error } = useCheckedForm<FamilyDraftStart, { message: string }>({
    schema: familyDraftStartSchema,
    defaultValues: {
      profileFor,
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      confirmPassword: '',
      memberFirstName: '',
      memberLastName: '',
      memberEmail: '',
      language: currentLanguage(),
      ...(sibling ? { sibling: 'brother' as const } : {}),
    },
    mutation: start,
    onSuccess: () => saveLanguageAtSignIn(),
  });

  useEffect(() => {
    if (!start.isSuccess) return;
    const timer = setTimeout(() => {
      void enterSession().then(() => navigate(paths.family, { replace: true }));
    }, NEXT_STEP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [start.isSuccess, enterSession, navigate]);

  const whom = t(`family.draft.for.${profileFor}`);
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label={t('family.draft.formLabel')}>
      {error && <FormAlert tone="error">{error}</FormAlert>}
      {start.isSuccess && <FormAlert tone="success">{start.data.message}</FormAlert>}
      <input type="hidden" {...register('profileFor')} />
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-lg font-semibold text-slate-900">{t('family.draft.aboutYou')}</legend>
        <NameFields firstName={register('firstName')} lastName={register('lastName')} />
        <Field label={t('auth.email')} required>
          <Input type="email" autoComplete="email" {...register('email')} />
        </Field>
        {sibling && (
          <Field label={t('family.draft.youAre')} required>
            <NativeSelect {...register('sibling')}>
              <option value="brother">{t('family.draft.sibling.brother')}</option>
              <option value="sister">{t('family.draft.sibling.sister')}</option>
            </NativeSelect>
          </Field>
        )}
        <NewPasswordFields password={register('password')} confirmPassword={register('confirmPassword')} />
      </fieldset>
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-lg font-semibold text-slate-900">{t('family.draft.aboutThem', { whom })}</legend>
        <p className="text-sm text-slate-700">{t('family.draft.explain')}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('family.draft.theirFirstName')} required>
            <Input autoComplete="off" {...register('memberFirstName')} />
          </Field>
          <Field label={t('family.draft.theirLastName')} required>
            <Input autoComplete="off" {...register('memberLastName')} />
          </Field>
        </div>
        <Field label={t('family.draft.theirEmail')} required>
          <Input type="email" autoComplete="off" {...register('memberEmail')} />
        </Field>
      </fieldset>
      <TermsAcceptance />
      <Button type="submit" size="lg" busy={start.isPending} disabled={start.isSuccess}>
        {start.isPending ? t('auth.register.submitting') : t('family.draft.submit')}
      </Button>
      <SignInInstead />
    </form>
  );
}
