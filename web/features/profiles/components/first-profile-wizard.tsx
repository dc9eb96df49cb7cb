import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { profileMessages } from '#shared/messages.ts';
import type { OwnProfile, ProfileField, ProfileSave } from '#shared/schemas/profile.ts';
import { profileFormSchema, profileStepSchema } from '#shared/schemas/profile-save.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { useSaveProfile } from '../api/profiles-api.ts';
import { PROFILE_SECTIONS } from './profile-fields.ts';
import {
  ProfileSectionCard,
  REDIRECT_DELAY_MS,
  savedValues,
  useClearedOnceValid,
  type Outcome,
} from './profile-form.tsx';

/**
 * The photo first, then the six sections of the spec's My Profile, one a step (D40). The partner
 * preferences (D36), all optional, wait on My Profile.
 */
const PROFILE_STEPS = PROFILE_SECTIONS.filter((section) => section.key !== 'partner');
const STEPS = [
  { key: 'photo' as const, section: undefined, schema: undefined },
  ...PROFILE_STEPS.map((section, index) => ({
    key: section.key,
    section,
    // Each step checks its own fields; the last checks the whole form, as My Profile's save does.
    schema:
      index === PROFILE_STEPS.length - 1
        ? profileFormSchema
        : profileStepSchema(section.fields.map((field) => field.name as ProfileField)),
  })),
];

/**
 * D40: the guided first profile a new member is taken to after registration. The same fields, rules
 * and messages as My Profile (its sections and schema), one section a step after the photo, saved
 * once at the end through the same PUT /api/profiles/me: the save requires every required field
 * (spec §5), so a step alone could not be saved without weakening that rule.
 */
export function FirstProfileWizard({
  profile,
  photoStep,
  onSaved,
}: {
  profile: OwnProfile;
  /** The photo manager, composed by the route (features do not import each other). */
  photoStep: ReactNode;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveProfile();
  const [index, setIndex] = useState(0);
  const step = STEPS[index] ?? STEPS[0]!;
  const last = index === STEPS.length - 1;
  // One form across the steps, checked by the schema of the step on screen (the photo step has none).
  const resolver = useMemo<Resolver<ProfileSave>>(
    () =>
      step.schema ? zodResolver(step.schema as typeof profileFormSchema) : async (values) => ({ values, errors: {} }),
    [step],
  );
  const { register, control, handleSubmit, watch } = useForm<ProfileSave>({
    defaultValues: savedValues(profile),
    resolver,
    shouldFocusError: false,
  });
  const [outcome, setOutcome] = useState<Outcome | undefined>();
  useClearedOnceValid(watch, step.schema ?? profileFormSchema, outcome, setOutcome);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  // The first step keeps the page's focus; each later one moves it to its heading.
  const [moved, setMoved] = useState(false);

  // A new step: its heading takes the focus (screen readers read where they are), from the top.
  useEffect(() => {
    if (!moved) return;
    window.scrollTo({ top: 0, behavior: 'smooth' });
    headingRef.current?.focus();
  }, [index, moved]);

  useEffect(() => {
    if (outcome?.tone !== 'success') return;
    const timer = setTimeout(onSaved, REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [outcome, onSaved]);

  function go(to: number) {
    setMoved(true);
    setOutcome(undefined);
    setIndex(to);
  }

  function onInvalid(errors: FieldErrors<ProfileSave>) {
    const [first] = Object.values(errors);
    setOutcome({ tone: 'error', text: first?.message ?? profileMessages.requiredFields, invalid: true });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }

  function onValid(body: ProfileSave) {
    if (!last) return go(index + 1);
    setOutcome(undefined);
    save.mutate(body, {
      onSuccess: () => {
        const text = profile.profileStatus === 'complete' ? profileMessages.updated : profileMessages.saved;
        setOutcome({ tone: 'success', text });
        toast.success(text);
      },
      onError: (error) => {
        const validation = error instanceof ApiRequestError && error.status === 400;
        setOutcome({ tone: 'error', text: validation ? error.message : profileMessages.saveFailed(error.message) });
      },
    });
  }

  const section = step.section;
  const title = section ? t(`profile.sections.${section.key}`) : t('firstProfile.photo');
  const saved = outcome?.tone === 'success';
  return (
    <div className="flex flex-col gap-6">
      <StepProgress step={index + 1} total={STEPS.length} section={title} />
      {outcome && <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert>}
      <form
        onSubmit={handleSubmit(onValid, onInvalid)}
        noValidate
        className="flex flex-col gap-6"
        aria-labelledby={headingId}
      >
        {section ? (
          <>
            <p className="text-sm text-slate-700">{t('profile.requiredNote')}</p>
            <ProfileSectionCard
              key={section.key}
              section={section}
              email={profile.email}
              register={register}
              control={control}
              headingId={headingId}
              headingRef={headingRef}
            />
          </>
        ) : (
          <Card className="flex flex-col gap-4">
            <h2
              id={headingId}
              ref={headingRef}
              tabIndex={-1}
              className="text-lg font-semibold text-slate-900 focus:outline-none"
            >
              {title}
            </h2>
            <p className="text-sm text-slate-700">{t('firstProfile.photoHint')}</p>
            {photoStep}
          </Card>
        )}
        <div className="flex flex-wrap-reverse justify-between gap-2">
          {index > 0 ? (
            <Button variant="secondary" onClick={() => go(index - 1)} disabled={save.isPending || saved}>
              {t('firstProfile.back')}
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" busy={save.isPending} disabled={saved}>
            {last
              ? save.isPending
                ? t('profile.saving')
                : profile.profileStatus === 'complete'
                  ? t('profile.update')
                  : t('profile.save')
              : step.key === 'photo' && !profile.profilePhoto
                ? t('firstProfile.skipPhoto')
                : t('firstProfile.next')}
          </Button>
        </div>
      </form>
    </div>
  );
}

/** 'Step 2 of 7' and a progress bar that says the same to screen readers. */
function StepProgress({ step, total, section }: { step: number; total: number; section: string }) {
  const { t } = useTranslation();
  const percent = Math.round((step / total) * 100);
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-medium text-slate-800">{t('firstProfile.progress', { step, total })}</p>
      <div
        role="progressbar"
        aria-label={t('firstProfile.progressLabel')}
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={step}
        aria-valuetext={t('firstProfile.progressText', { step, total, section })}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full bg-brand-700 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
