import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { profileMessages } from '#shared/messages.ts';
import { firstProfileProblem, type OwnProfile, type ProfileField, type ProfileSave } from '#shared/schemas/profile.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Input, Textarea } from '#web/components/ui/input.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { useSaveProfile } from '../api/profiles-api.ts';
import { PROFILE_SECTIONS, type FieldSpec } from './profile-fields.ts';

type FormValues = Record<ProfileField, string>;

function toForm(profile: OwnProfile): FormValues {
  const values = {} as FormValues;
  for (const section of PROFILE_SECTIONS) {
    for (const field of section.fields) {
      const value = profile[field.name];
      values[field.name] = value === null || value === undefined ? '' : String(value);
    }
  }
  return values;
}

function toSave(values: FormValues): ProfileSave {
  const number = (value: string) => (value.trim() === '' ? null : Number(value));
  return { ...values, heightCm: number(values.heightCm), weightKg: number(values.weightKg) } as ProfileSave;
}

/** Spec §9: back to the dashboard 1.5 s after a successful save. */
const REDIRECT_DELAY_MS = 1500;

export function ProfileForm({
  profile,
  onSaved,
  onCancel,
  after,
}: {
  profile: OwnProfile;
  onSaved: () => void;
  onCancel: () => void;
  after?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const save = useSaveProfile();
  const [values, setValues] = useState<FormValues>(() => toForm(profile));
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; text: string } | undefined>();
  const complete = profile.profileStatus === 'complete';

  useEffect(() => {
    if (outcome?.tone !== 'success') return;
    const timer = setTimeout(onSaved, REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [outcome, onSaved]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = toSave(values);
    const problem = firstProfileProblem(body);
    if (problem) {
      setOutcome({ tone: 'error', text: problem });
      window.scrollTo({ top: 0, behavior: 'smooth' });
      return;
    }
    setOutcome(undefined);
    save.mutate(body, {
      onSuccess: () => {
        const text = complete ? profileMessages.updated : profileMessages.saved;
        setOutcome({ tone: 'success', text });
        toast.success(text);
      },
      onError: (error) => {
        const validation = error instanceof ApiRequestError && error.status === 400;
        setOutcome({ tone: 'error', text: validation ? error.message : profileMessages.saveFailed(error.message) });
      },
    });
  }

  function control(field: FieldSpec) {
    const value = values[field.name];
    const set = (next: string) => setValues((current) => ({ ...current, [field.name]: next }));
    switch (field.kind) {
      case 'select':
        return (
          <Select
            value={value || undefined}
            onValueChange={set}
            options={field.options ?? []}
            placeholder={t('profile.selectPlaceholder')}
          />
        );
      case 'textarea':
        return (
          <Textarea
            name={field.name}
            value={value}
            onChange={(e) => set(e.target.value)}
            rows={5}
            maxLength={field.maxLength}
          />
        );
      case 'number':
        return (
          <Input
            name={field.name}
            type="number"
            inputMode="numeric"
            value={value}
            onChange={(e) => set(e.target.value)}
          />
        );
      default:
        return (
          <Input
            name={field.name}
            type={field.kind}
            value={value}
            autoComplete={field.autoComplete}
            onChange={(e) => set(e.target.value)}
          />
        );
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6" aria-label={t('profile.title')}>
      {outcome && <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert>}
      <p className="text-sm text-slate-700">{t('profile.requiredNote')}</p>
      {PROFILE_SECTIONS.map((section) => (
        <Card key={section.key} className="flex flex-col gap-4">
          <h2 className="text-lg font-semibold text-slate-900">{t(`profile.sections.${section.key}`)}</h2>
          {section.key === 'basic' && (
            <Field label={t('profile.fields.email')} hint={t('profile.emailReadOnly')}>
              <Input type="email" value={profile.email} readOnly />
            </Field>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            {section.fields.map((field) => (
              <div key={field.name} className={field.kind === 'textarea' ? 'sm:col-span-2' : undefined}>
                <Field label={t(`profile.fields.${field.name}`)} required={field.required}>
                  {control(field)}
                </Field>
              </div>
            ))}
          </div>
        </Card>
      ))}
      {after}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {t('profile.cancel')}
        </Button>
        <Button type="submit" busy={save.isPending}>
          {save.isPending ? t('profile.saving') : complete ? t('profile.update') : t('profile.save')}
        </Button>
      </div>
    </form>
  );
}
