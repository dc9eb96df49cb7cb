import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EDUCATION_STATUSES, GENDERS, MARITAL_STATUSES } from '#shared/enums.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Select } from '#web/components/ui/select.tsx';
import type { Filters } from '../api/discovery-api.ts';

const ANY = '__any__';
const withAny = (label: string, values: readonly string[]) => [
  { value: ANY, label },
  ...values.map((value) => ({ value, label: value })),
];

/** Spec §2 'Advanced Search'; the premium filters are shown to everyone, usable by premium members. */
export function FilterPanel({
  premium,
  countries,
  churches,
  onApply,
}: {
  premium: boolean;
  countries: string[];
  churches: string[];
  onApply: (filters: Filters) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Record<string, string>>({});
  const [hasPhoto, setHasPhoto] = useState(false);
  const set = (key: string) => (value: string) =>
    setDraft((current) => ({ ...current, [key]: value === ANY ? '' : value }));
  const any = t('discover.any');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const filters: Record<string, string | number | boolean> = {};
    for (const [key, value] of Object.entries(draft))
      if (value.trim() !== '')
        filters[key] = /^(ageMin|ageMax|heightMin|heightMax)$/.test(key) ? Number(value) : value.trim();
    if (premium && hasPhoto) filters.hasPhoto = 'true';
    onApply(filters as Filters);
  }

  function reset() {
    setDraft({});
    setHasPhoto(false);
    onApply({});
  }

  const number = (key: string, min: number, max: number) => (
    <Input
      type="number"
      inputMode="numeric"
      min={min}
      max={max}
      value={draft[key] ?? ''}
      onChange={(e) => set(key)(e.target.value)}
      disabled={key.startsWith('height') && !premium}
    />
  );

  return (
    <form onSubmit={submit} aria-label={t('discover.search')} className="flex flex-col gap-4">
      <h2 className="text-lg font-semibold text-slate-900">{t('discover.search')}</h2>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        <Field label={t('discover.ageMin')}>{number('ageMin', 18, 100)}</Field>
        <Field label={t('discover.ageMax')}>{number('ageMax', 18, 100)}</Field>
        <Field label={t('discover.gender')}>
          <Select value={draft.gender || ANY} onValueChange={set('gender')} options={withAny(any, GENDERS)} />
        </Field>
        <Field label={t('discover.country')}>
          <Select value={draft.country || ANY} onValueChange={set('country')} options={withAny(any, countries)} />
        </Field>
        <Field label={t('discover.church')}>
          <Select value={draft.church || ANY} onValueChange={set('church')} options={withAny(any, churches)} />
        </Field>
      </div>
      <fieldset className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4" disabled={!premium}>
        <legend className="px-1 text-sm font-semibold text-slate-800">
          {t('discover.premiumFilters')}
          {!premium && <span className="ml-2 font-normal text-slate-600">({t('discover.premiumOnly')})</span>}
        </legend>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Field label={t('discover.maritalStatus')}>
            <Select
              value={draft.maritalStatus || ANY}
              onValueChange={set('maritalStatus')}
              options={withAny(any, MARITAL_STATUSES)}
              disabled={!premium}
            />
          </Field>
          <Field label={t('discover.educationStatus')}>
            <Select
              value={draft.educationStatus || ANY}
              onValueChange={set('educationStatus')}
              options={withAny(any, EDUCATION_STATUSES)}
              disabled={!premium}
            />
          </Field>
          <Field label={t('discover.heightMin')}>{number('heightMin', 50, 300)}</Field>
          <Field label={t('discover.heightMax')}>{number('heightMax', 50, 300)}</Field>
          <Field label={t('discover.motherTongue')}>
            <Input
              value={draft.motherTongue ?? ''}
              onChange={(e) => set('motherTongue')(e.target.value)}
              disabled={!premium}
            />
          </Field>
          <Field label={t('discover.religion')}>
            <Input value={draft.religion ?? ''} onChange={(e) => set('religion')(e.target.value)} disabled={!premium} />
          </Field>
        </div>
        <Checkbox checked={hasPhoto} onCheckedChange={setHasPhoto} label={t('discover.hasPhoto')} disabled={!premium} />
      </fieldset>
      <div className="flex gap-2">
        <Button type="submit">{t('discover.apply')}</Button>
        <Button variant="secondary" onClick={reset}>
          {t('discover.reset')}
        </Button>
      </div>
    </form>
  );
}
