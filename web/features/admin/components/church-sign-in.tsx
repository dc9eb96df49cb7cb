import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CHURCH_LABEL_MAX_LENGTH,
  CHURCH_PRESETS,
  type ChurchSignInSettings,
  type ChurchSignInUpdate,
} from '#shared/schemas/church-sign-in.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { useChurchSignInSettings, useSaveChurchSignIn } from '../api/church-sign-in-api.ts';

type Draft = Omit<ChurchSignInUpdate, 'clientSecret'> & { clientSecret: string };

const draftOf = (saved: ChurchSignInSettings): Draft => ({
  on: saved.on,
  issuer: saved.issuer,
  clientId: saved.clientId,
  clientSecret: '',
  buttonLabel: saved.buttonLabel,
  memberPasswordSignIn: saved.memberPasswordSignIn,
});

/**
 * D48 in System Settings: the church's OpenID provider (presets fill the issuer for Rock RMS and
 * Planning Center), the client, the write-only secret (only whether one is set is shown), the
 * button's label, on or off, and whether members may still sign in with a password.
 */
export function ChurchSignInSettingsCard() {
  const { t } = useTranslation();
  const settings = useChurchSignInSettings();
  const headingId = 'admin-church-sign-in-heading';
  return (
    <Card className="flex flex-col gap-4 p-5">
      <div>
        <h3 id={headingId} className="text-lg font-semibold text-slate-900">
          {t('adminPanel.churchSignIn.heading')}
        </h3>
        <p className="text-sm text-slate-700">{t('adminPanel.churchSignIn.intro')}</p>
      </div>
      {settings.isPending && (
        <p role="status" className="text-sm text-slate-700">
          {t('adminPanel.moderationSettings.loading')}
        </p>
      )}
      {settings.isError && (
        <FormAlert tone="error">
          <p>{t('adminPanel.moderationSettings.loadFailed')}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void settings.refetch()}>
            {t('adminPanel.retry')}
          </Button>
        </FormAlert>
      )}
      {settings.data && (
        <ChurchSignInForm key={JSON.stringify(settings.data)} saved={settings.data} headingId={headingId} />
      )}
    </Card>
  );
}

function ChurchSignInForm({ saved, headingId }: { saved: ChurchSignInSettings; headingId: string }) {
  const { t } = useTranslation();
  const save = useSaveChurchSignIn();
  const [draft, setDraft] = useState<Draft>(() => draftOf(saved));
  const change = (next: Partial<Draft>) => {
    save.reset();
    setDraft((previous) => ({ ...previous, ...next }));
  };
  return (
    <form
      aria-labelledby={headingId}
      className="flex flex-col gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const { clientSecret, ...rest } = draft;
        save.mutate(clientSecret ? { ...rest, clientSecret } : rest, {
          onSuccess: () => toast.success(t('adminPanel.churchSignIn.saved')),
        });
      }}
    >
      <Checkbox checked={draft.on} onCheckedChange={(on) => change({ on })} label={t('adminPanel.churchSignIn.on')} />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-800">{t('adminPanel.churchSignIn.presets')}</legend>
        <div className="flex flex-wrap gap-2">
          {Object.entries(CHURCH_PRESETS).map(([key, preset]) => (
            <Button
              key={key}
              type="button"
              variant="secondary"
              size="sm"
              onClick={() => change({ issuer: preset.issuer, buttonLabel: draft.buttonLabel || preset.label })}
            >
              {t('adminPanel.churchSignIn.usePreset', { name: preset.label })}
            </Button>
          ))}
        </div>
      </fieldset>
      <Field label={t('adminPanel.churchSignIn.issuer')} hint={t('adminPanel.churchSignIn.issuerHint')}>
        <Input
          type="url"
          inputMode="url"
          autoComplete="off"
          value={draft.issuer}
          onChange={(event) => change({ issuer: event.target.value })}
        />
      </Field>
      <Field label={t('adminPanel.churchSignIn.clientId')}>
        <Input
          autoComplete="off"
          value={draft.clientId}
          onChange={(event) => change({ clientId: event.target.value })}
        />
      </Field>
      <Field
        label={t('adminPanel.churchSignIn.clientSecret')}
        hint={saved.secretSet ? t('adminPanel.churchSignIn.secretSet') : t('adminPanel.churchSignIn.secretNotSet')}
      >
        <Input
          type="password"
          autoComplete="new-password"
          value={draft.clientSecret}
          onChange={(event) => change({ clientSecret: event.target.value })}
        />
      </Field>
      <Field
        label={t('adminPanel.churchSignIn.buttonLabel')}
        hint={t('adminPanel.churchSignIn.buttonLabelHint', { max: CHURCH_LABEL_MAX_LENGTH })}
      >
        <Input
          maxLength={CHURCH_LABEL_MAX_LENGTH}
          value={draft.buttonLabel}
          onChange={(event) => change({ buttonLabel: event.target.value })}
        />
      </Field>
      <p className="text-sm break-all text-slate-700">
        {t('adminPanel.churchSignIn.redirect', { url: `${window.location.origin}/api/auth/church/callback` })}
      </p>
      <Checkbox
        checked={draft.memberPasswordSignIn}
        onCheckedChange={(memberPasswordSignIn) => change({ memberPasswordSignIn })}
        label={t('adminPanel.churchSignIn.memberPasswordSignIn')}
      />
      <p className="text-sm text-slate-700">{t('adminPanel.churchSignIn.staffNote')}</p>
      {save.isError && <FormAlert tone="error">{save.error.message}</FormAlert>}
      <div>
        <Button type="submit" busy={save.isPending}>
          {t('adminPanel.churchSignIn.save')}
        </Button>
      </div>
    </form>
  );
}
