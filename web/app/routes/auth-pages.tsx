import { Suspense, useId, useState } from 'react';
import { PROFILE_CREATED_BY, type ProfileCreatedBy } from '#shared/enums.ts';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { usePublicSettings } from '#web/lib/public-settings.ts';
import { VerifyEmail } from '#web/features/auth/components/email-verification.tsx';
import { useChurchSignIn } from '#web/features/auth/api/church-sign-in-api.ts';
import { ChurchJoin, ChurchSignIn } from '#web/features/auth/components/church-sign-in.tsx';
import { LoginForm } from '#web/features/auth/components/login-form.tsx';
import { ForgotPasswordForm, ResetPasswordForm } from '#web/features/auth/components/password-reset-forms.tsx';
import { RegistrationClosed } from '#web/features/auth/components/registration-closed.tsx';
import { SignInWithLink } from '#web/features/auth/components/sign-in-link.tsx';
import { lazyNamed } from '#web/lib/lazy-named.ts';
import { AuthLayout } from '../layout/auth-layout.tsx';

// D35: the second step of a sign-in; its strings come with these pages, not with the landing page.

/** Loaded apart: it brings the phone-number library, which sign-in and the other forms do not need (ADR 0028). */
const RegisterForm = lazyNamed(() => import('#web/features/auth/components/register-form.tsx'), 'RegisterForm');
/** D45: registration for someone else, with the family screens' texts. */
const DraftStartForm = lazyNamed(() => import('#web/features/auth/components/draft-start-form.tsx'), 'DraftStartForm', [
  'family',
]);

export function LoginRoute() {
  const { t } = useTranslation();
  return (
    <AuthLayout title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      <div className="flex flex-col gap-4">
        <ChurchSignIn />
        <LoginForm />
      </div>
    </AuthLayout>
  );
}

/**
 * D31: while the super admin has closed registration the page says so instead of the form; D48:
 * while members join through the church only, its button instead of the form. If a setting cannot
 * be read the form is shown: the server refuses a closed registration (or a password one) anyway.
 */
export function RegisterRoute() {
  const { t } = useTranslation();
  const settings = usePublicSettings();
  const church = useChurchSignIn();
  const loading = <p role="status">{t('common.loading')}</p>;
  return (
    <AuthLayout title={t('auth.register.title')} subtitle={t('auth.register.subtitle')} backToLogin>
      {settings.isPending || church.isPending ? (
        loading
      ) : settings.data?.registrationOpen === false ? (
        <RegistrationClosed />
      ) : church.data?.on && !church.data.memberPasswordSignIn ? (
        <ChurchJoin label={church.data.label} />
      ) : (
        <ProfileForChoice loading={loading} />
      )}
    </AuthLayout>
  );
}

/**
 * D45: 'I am creating this profile for my son/daughter/brother/sister/friend/relative'. Myself is
 * the spec's registration; any other choice registers a relative's account and starts a draft.
 */
function ProfileForChoice({ loading }: { loading: React.ReactNode }) {
  const { t } = useTranslation();
  const id = useId();
  const [profileFor, setProfileFor] = useState<ProfileCreatedBy>('Self');
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {t('auth.register.profileFor')}
        </label>
        <NativeSelect
          id={id}
          value={profileFor}
          onChange={(event) => setProfileFor(event.target.value as ProfileCreatedBy)}
        >
          {PROFILE_CREATED_BY.map((choice) => (
            <option key={choice} value={choice}>
              {t(`auth.register.profileForChoice.${choice}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Suspense fallback={loading}>
        {profileFor === 'Self' ? <RegisterForm /> : <DraftStartForm key={profileFor} profileFor={profileFor} />}
      </Suspense>
    </div>
  );
}

export function ForgotPasswordRoute() {
  const { t } = useTranslation();
  return (
    <AuthLayout title={t('auth.forgot.title')} subtitle={t('auth.forgot.subtitle')}>
      <ForgotPasswordForm />
    </AuthLayout>
  );
}

export function ResetPasswordRoute() {
  const { t } = useTranslation();
  const token = useSearchParams()[0].get('token');
  return (
    <AuthLayout title={t('auth.reset.title')}>
      {token ? <ResetPasswordForm token={token} /> : <FormAlert tone="error">{t('auth.reset.missingToken')}</FormAlert>}
    </AuthLayout>
  );
}

export function VerifyEmailRoute({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  const token = useSearchParams()[0].get('token');
  return (
    <AuthLayout title={t('auth.verify.title')}>
      {token ? (
        <VerifyEmail token={token} signedIn={signedIn} />
      ) : (
        <FormAlert tone="error">{t('auth.verify.missingToken')}</FormAlert>
      )}
    </AuthLayout>
  );
}

export function SignInLinkRoute() {
  const { t } = useTranslation();
  const token = useSearchParams()[0].get('token');
  return (
    <AuthLayout title={t('auth.signInLink.title')}>
      {token ? (
        <SignInWithLink token={token} />
      ) : (
        <FormAlert tone="error">{t('auth.signInLink.missingToken')}</FormAlert>
      )}
    </AuthLayout>
  );
}
