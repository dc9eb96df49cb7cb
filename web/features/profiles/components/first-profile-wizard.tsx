import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { firstUnfinishedStep } from '#shared/first-profile.ts';
import { useTranslation } from 'react-i18next';
import { profileMessages } from '#shared/messages.ts';
import type { OwnProfile, ProfileDraft, ProfileField, ProfileSave } from '#shared/schemas/profile.ts';
import { profileFormSchema, profileStepSchema } from '#shared/schemas/profile-save.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { saveProfileDraft, useSaveProfile, useSaveProfileDraft } from '../api/profiles-api.ts';
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
  { key: 'photo' as const, section: undefined, schema: undefined, optional: true },
  ...PROFILE_STEPS.map((section, index) => ({
    key: section.key,
    section,
    // A step without a required field (Appearance) may be skipped.
    optional: section.fields.every((field) => !field.required),
    // Each step checks its own fields; the last checks the whole form, as My Profile's save does.
    schema:
      index === PROFILE_STEPS.length - 1
        ? profileFormSchema
        : profileStepSchema(section.fields.map((field) => field.name as ProfileField)),
  })),
];

type Section = NonNullable<(typeof STEPS)[number]['section']>;

/** A step's own answers, as its draft carries them. */
const answersOf = (values: ProfileSave, section: Section): ProfileDraft =>
  Object.fromEntries(section.fields.map((field) => [field.name, values[field.name]]));

/**
 * D40: the guided first profile a new member is taken to after registration. The same fields, rules
 * and messages as My Profile (its sections and schema), one section a step after the photo. Issue
 * 44: each step is kept as a draft as the member leaves it (Next, Back, or leaving the page: PUT
 * /api/profiles/me/draft, the profile stays incomplete), and the wizard opens at the first
 * unfinished step of what was kept, on any device; the last step completes the profile through
 * PUT /api/profiles/me, which requires every required field (spec §5). A complete profile keeps
 * no drafts: it is saved at the end, as on My Profile.
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
  const draft = useSaveProfileDraft();
  const drafts = profile.profileStatus !== 'complete';
  const [index, setIndex] = useState(() =>
    drafts
      ? Math.max(
          0,
          STEPS.findIndex((candidate) => candidate.key === firstUnfinishedStep(profile)),
        )
      : 0,
  );
  const step = STEPS[index] ?? STEPS[0]!;
  const last = index === STEPS.length - 1;
  // One form across the steps, checked by the schema of the step on screen (the photo step has none).
  const resolver = useMemo<Resolver<ProfileSave>>(
    () =>
      step.schema ? zodResolver(step.schema as typeof profileFormSchema) : async (values) => ({ values, errors: {} }),
    [step],
  );
  const { register, control, handleSubmit, watch, getValues, setValue } = useForm<ProfileSave>({
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

  // What the server keeps, field by field: a step is sent again only when it changed.
  const kept = useRef<Partial<ProfileSave>>(savedValues(profile));
  const completed = useRef(false);
  const changedAnswers = (values: ProfileSave) => {
    const section = step.section;
    if (!drafts || !section || completed.current) return undefined;
    const answers = answersOf(values, section);
    const changed = Object.entries(answers).some(([name, value]) => kept.current[name as ProfileField] !== value);
    return changed ? answers : undefined;
  };

  /** Keeps the step's answers as a draft, then moves on; a failed save keeps the member on the step. */
  function keepThen(then: () => void) {
    const answers = changedAnswers(getValues());
    if (!answers) return then();
    setOutcome(undefined);
    draft.mutate(answers, {
      onSuccess: () => {
        kept.current = { ...kept.current, ...answers };
        then();
      },
      onError: (error) => {
        const validation = error instanceof ApiRequestError && error.status === 400;
        setOutcome({ tone: 'error', text: validation ? error.message : t('firstProfile.draftFailed') });
        window.scrollTo({ top: 0, behavior: 'smooth' });
      },
    });
  }

  // Leaving the page (another page of the app, a closed tab): the step's answers are kept too.
  const leave = useRef<() => void>(() => undefined);
  useEffect(() => {
    leave.current = () => {
      const answers = changedAnswers(getValues());
      if (answers) void saveProfileDraft(answers, true).catch(() => undefined);
    };
  });
  useEffect(() => {
    const onLeave = () => leave.current();
    window.addEventListener('pagehide', onLeave);
    return () => {
      window.removeEventListener('pagehide', onLeave);
      onLeave();
    };
  }, []);

  /** An optional step skipped: its unsaved answers are dropped, nothing is sent. */
  function skip() {
    for (const field of step.section?.fields ?? [])
      setValue(field.name as ProfileField, kept.current[field.name as ProfileField] as never);
    go(index + 1);
  }

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
    if (!last) return keepThen(() => go(index + 1));
    setOutcome(undefined);
    save.mutate(body, {
      onSuccess: () => {
        completed.current = true;
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
  const busy = save.isPending || draft.isPending;
  return (
    <div className="flex flex-col gap-6">
      <StepProgress step={index + 1} total={STEPS.length} section={title} />
      {outcome && <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert>}
      <form
        onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)}
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
            <Button variant="secondary" onClick={() => keepThen(() => go(index - 1))} disabled={busy || saved}>
              {t('firstProfile.back')}
            </Button>
          ) : (
            <span />
          )}
          <div className="flex flex-wrap gap-2">
            {step.optional && step.section && (
              <Button variant="secondary" onClick={skip} disabled={busy || saved}>
                {t('firstProfile.skip')}
              </Button>
            )}
            <Button type="submit" busy={busy} disabled={saved}>
              {draft.isPending
                ? t('firstProfile.saving')
                : last
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
