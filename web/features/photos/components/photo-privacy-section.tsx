import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { enumLabel } from '#web/lib/enum-label.ts';
import { PHOTO_VISIBILITIES, type PhotoVisibility } from '#shared/enums.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { usePhotoPrivacy, useSavePhotoPrivacy } from '../api/photos-api.ts';

/**
 * D33: the Privacy section of Settings: "Who can see my photos". The server blurs the photos for
 * everyone the member does not show them to; this only records the choice.
 */
export function PhotoPrivacySection() {
  const { t } = useTranslation();
  const privacy = usePhotoPrivacy();
  const save = useSavePhotoPrivacy();
  const [chosen, setChosen] = useState<PhotoVisibility | undefined>();
  const current = chosen ?? privacy.data?.photosVisibleTo;

  return (
    <Card>
      <h2 className="text-xl font-semibold text-slate-900">{t('photoPrivacy.title')}</h2>
      {privacy.isPending ? (
        <p role="status" className="py-4 text-sm text-slate-700">
          {t('common.loading')}
        </p>
      ) : privacy.isError ? (
        <FormAlert tone="error">{t('photoPrivacy.loadFailed')}</FormAlert>
      ) : (
        <form
          className="mt-4 flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (current) save.mutate({ photosVisibleTo: current });
          }}
        >
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-lg font-semibold text-slate-900">{t('photoPrivacy.question')}</legend>
            {PHOTO_VISIBILITIES.map((value) => (
              <label key={value} className="flex items-start gap-2 text-sm text-slate-800">
                <input
                  type="radio"
                  name="photosVisibleTo"
                  value={value}
                  checked={current === value}
                  onChange={() => {
                    save.reset();
                    setChosen(value);
                  }}
                  className="mt-0.5 size-4 accent-brand-700"
                />
                {enumLabel(t, 'photoVisibility', value)}
              </label>
            ))}
          </fieldset>
          <p className="text-sm text-slate-700">{t('photoPrivacy.hint')}</p>
          {save.isSuccess && <FormAlert tone="success">{save.data.message}</FormAlert>}
          {save.isError && <FormAlert tone="error">{save.error.message}</FormAlert>}
          <div>
            <Button type="submit" busy={save.isPending}>
              {t('photoPrivacy.save')}
            </Button>
          </div>
        </form>
      )}
    </Card>
  );
}
