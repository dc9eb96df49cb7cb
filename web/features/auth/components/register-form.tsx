import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { messages } from '#shared/messages.ts';
import { DEFAULT_COUNTRY_CODE } from '#shared/rules/phone.ts';
import { registerRequestSchema, type RegisterRequest } from '#shared/schemas/registration.ts';
import { PhoneFields } from '#web/components/phone-fields.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { NameFields } from '#web/components/name-fields.tsx';
import { NewPasswordFields } from '#web/components/new-password-fields.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { paths } from '#web/config/paths.ts';
import { firstErrorMessage } from '#web/lib/form-errors.ts';
import { saveLanguageAtSignIn } from '#web/lib/i18n.ts';
import { useEnterSession, useRegister } from '../api/auth-api.ts';
import { SignInInstead, TermsAcceptance } from './registration-links.tsx';

const EMPTY: RegisterRequest = {
  firstName: '',
  lastName: '',
  email: '',
  countryCode: DEFAULT_COUNTRY_CODE,
  phoneNumber: '',
  password: '',
  confirmPassword: '',
};
/** Spec §9's 2 s after a successful registration; D40: then on to the guided first profile. */
const NEXT_STEP_DELAY_MS = 2000;

/**
 * Spec §2 Register. The rules and their messages are registerRequestSchema's, the same the server
 * checks; like the spec's form it shows one message at a time, above the fields, on submit.
 */
export function RegisterForm() {
  const { t } = useTranslation();
  const createAccount = useRegister();
  const enterSession = useEnterSession();
  const navigate = useNavigate();
  const { register, control, handleSubmit } = useForm<RegisterRequest>({
    resolver: zodResolver(registerRequestSchema),
    defaultValues: EMPTY,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  // The Field hands its label to its direct child, so the select is bound here, not in a Controller.
  const { field: countryCode } = useController({ control, name: 'countryCode' });
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; text: string } | undefined>();

  // D40: registration signed the member in. Once the tab holds the session, the signed-in routes
  // take /register on to the guided first profile (app-shell.tsx); without one, the login page.
  useEffect(() => {
    if (outcome?.tone !== 'success') return;
    const timer = setTimeout(() => {
      void enterSession().then(
        (account) => {
          if (!account) void navigate(paths.login, { replace: true });
        },
        () => void navigate(paths.login, { replace: true }),
      );
    }, NEXT_STEP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [outcome, enterSession, navigate]);

  const onSubmit = handleSubmit(
    (values) => {
      setOutcome(undefined);
      createAccount.mutate(values, {
        onSuccess: () => {
          // D37: the language the new member registered in becomes theirs at the first signed-in screen.
          saveLanguageAtSignIn();
          setOutcome({ tone: 'success', text: messages.register.success });
        },
        onError: (error) => setOutcome({ tone: 'error', text: error.message }),
      });
    },
    (errors) => setOutcome({ tone: 'error', text: firstErrorMessage(errors) ?? '' }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label={t('auth.register.title')}>
      {outcome && <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert>}
      <NameFields firstName={register('firstName')} lastName={register('lastName')} />
      <Field label={t('auth.email')} required>
        <Input type="email" autoComplete="email" {...register('email')} />
      </Field>
      <PhoneFields
        countryCode={countryCode.value}
        onCountryCodeChange={countryCode.onChange}
        phoneNumber={register('phoneNumber')}
      />
      <NewPasswordFields password={register('password')} confirmPassword={register('confirmPassword')} />
      <TermsAcceptance />
      <Button type="submit" size="lg" busy={createAccount.isPending} disabled={outcome?.tone === 'success'}>
        {createAccount.isPending ? t('auth.register.submitting') : t('auth.register.submit')}
      </Button>
      <SignInInstead />
    </form>
  );
}
