import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { messages } from '#shared/messages.ts';
import { DEFAULT_COUNTRY_CODE, PHONE_COUNTRIES, phoneRuleFor } from '#shared/rules/phone.ts';
import { firstRegistrationProblem, type RegisterRequest } from '#shared/schemas/auth.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { paths } from '#web/config/paths.ts';
import { useRegister } from '../api/auth-api.ts';

const EMPTY: RegisterRequest = {
  firstName: '',
  lastName: '',
  email: '',
  countryCode: DEFAULT_COUNTRY_CODE,
  phoneNumber: '',
  password: '',
  confirmPassword: '',
};
const COUNTRY_OPTIONS = PHONE_COUNTRIES.map((country) => ({
  value: country.code,
  label: `${country.code} ${country.country}`,
}));
/** Spec §9: the form clears 2 s after a successful registration. */
const RESET_DELAY_MS = 2000;

export function RegisterForm() {
  const { t } = useTranslation();
  const register = useRegister();
  const [values, setValues] = useState<RegisterRequest>(EMPTY);
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; text: string } | undefined>();
  const set = (key: keyof RegisterRequest) => (value: string) => setValues((current) => ({ ...current, [key]: value }));

  useEffect(() => {
    if (outcome?.tone !== 'success') return;
    const timer = setTimeout(() => setValues(EMPTY), RESET_DELAY_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = firstRegistrationProblem(values);
    if (problem) {
      setOutcome({ tone: 'error', text: problem });
      return;
    }
    setOutcome(undefined);
    register.mutate(values, {
      onSuccess: () => setOutcome({ tone: 'success', text: messages.register.success }),
      onError: (error) => setOutcome({ tone: 'error', text: error.message }),
    });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label={t('auth.register.title')}>
      {outcome && <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('auth.firstName')} required>
          <Input
            name="firstName"
            autoComplete="given-name"
            value={values.firstName}
            onChange={(e) => set('firstName')(e.target.value)}
          />
        </Field>
        <Field label={t('auth.lastName')} required>
          <Input
            name="lastName"
            autoComplete="family-name"
            value={values.lastName}
            onChange={(e) => set('lastName')(e.target.value)}
          />
        </Field>
      </div>
      <Field label={t('auth.email')} required>
        <Input
          type="email"
          name="email"
          autoComplete="email"
          value={values.email}
          onChange={(e) => set('email')(e.target.value)}
        />
      </Field>
      <div className="grid grid-cols-[9.5rem_1fr] gap-3">
        <Field label={t('auth.countryCode')} required>
          <Select value={values.countryCode} onValueChange={set('countryCode')} options={COUNTRY_OPTIONS} />
        </Field>
        <Field label={t('auth.phoneNumber')} required>
          <Input
            type="tel"
            name="phoneNumber"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder={t('auth.register.phonePlaceholder', { example: phoneRuleFor(values.countryCode).example })}
            value={values.phoneNumber}
            onChange={(e) => set('phoneNumber')(e.target.value)}
          />
        </Field>
      </div>
      <Field label={t('auth.password')} required hint={t('auth.register.passwordHint')}>
        <Input
          type="password"
          name="password"
          autoComplete="new-password"
          value={values.password}
          onChange={(e) => set('password')(e.target.value)}
        />
      </Field>
      <Field label={t('auth.confirmPassword')} required>
        <Input
          type="password"
          name="confirmPassword"
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={(e) => set('confirmPassword')(e.target.value)}
        />
      </Field>
      <Button type="submit" size="lg" busy={register.isPending}>
        {register.isPending ? t('auth.register.submitting') : t('auth.register.submit')}
      </Button>
      <p className="text-center text-sm text-slate-700">
        {t('auth.register.haveAccount')}{' '}
        <Link to={paths.login} className="font-medium text-brand-700 underline-offset-2 hover:underline">
          {t('auth.register.signInLink')}
        </Link>
      </p>
    </form>
  );
}
