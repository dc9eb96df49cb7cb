import { zodResolver } from '@hookform/resolvers/zod';
import { useController, useForm, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { EDUCATION_STATUSES, GENDERS, MARITAL_STATUSES } from '#shared/enums.ts';
import { discoveryQuerySchema } from '#shared/schemas/discovery.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Select, type SelectOption } from '#web/components/ui/select.tsx';
import { enumLabel } from '#web/lib/enum-label.ts';
import type { Filters } from '../api/discovery-api.ts';

// The order and the two-way switch (D36) are the page's own controls, applied at once (order-controls.tsx).
const filtersSchema = discoveryQuerySchema.omit({ cursor: true, limit: true, sort: true, twoWay: true });
/** The panel's checkboxes; every other filter is typed or chosen. */
const SWITCHES = ['hasPhoto', 'endorsed', 'verified'] as const;
type TypedFilter = Exclude<keyof typeof filtersSchema.shape, (typeof SWITCHES)[number]>;
const TYPED_FILTERS = filtersSchema
  .keyof()
  .options.filter((key): key is TypedFilter => !(SWITCHES as readonly string[]).includes(key));

/**
 * The panel as typed: text in every field, where empty means "any", the photo checkbox,
 * "Endorsed members only" (D32) and "Verified members only" (D43). The
 * filters it applies are the discovery query's (spec §5 bounds and messages), as the server reads them.
 */
const panelSchema = z
  .object({
    ...(Object.fromEntries(TYPED_FILTERS.map((key) => [key, z.string()])) as Record<TypedFilter, z.ZodString>),
    hasPhoto: z.boolean(),
    endorsed: z.boolean(),
    verified: z.boolean(),
  })
  .transform(({ hasPhoto, endorsed, verified, ...typed }) => ({
    ...Object.fromEntries(Object.entries(typed).filter(([, value]) => value.trim() !== '')),
    ...(hasPhoto ? { hasPhoto: 'true' } : {}),
    ...(endorsed ? { endorsed: 'true' } : {}),
    ...(verified ? { verified: 'true' } : {}),
  }))
  .pipe(filtersSchema);
type Panel = z.input<typeof panelSchema>;

const EMPTY: Panel = {
  ...(Object.fromEntries(TYPED_FILTERS.map((key) => [key, ''])) as Record<TypedFilter, string>),
  hasPhoto: false,
  endorsed: false,
  verified: false,
};
/** The panel as the applied filters left it (issue 44: it opens again from the Filters button). */
function panelOf(applied: Filters): Panel {
  const typed = Object.entries(applied).filter(([key]) => !(SWITCHES as readonly string[]).includes(key));
  return {
    ...EMPTY,
    ...Object.fromEntries(typed.map(([key, value]) => [key, String(value)])),
    hasPhoto: applied.hasPhoto === true,
    endorsed: applied.endorsed === true,
    verified: applied.verified === true,
  };
}
const ANY = '__any__';
const withAny = (label: string, values: readonly string[], labelOf = (value: string) => value) => [
  { value: ANY, label },
  ...values.map((value) => ({ value, label: labelOf(value) })),
];

/**
 * Spec §2 'Advanced Search'; the premium filters are shown to everyone, usable by premium members.
 * It starts from the filters applied so far (`applied`); its title is the dialog's that holds it.
 */
export function FilterPanel({
  premium,
  countries,
  churches,
  applied = {},
  onApply,
}: {
  premium: boolean;
  countries: string[];
  churches: string[];
  applied?: Filters;
  onApply: (filters: Filters) => void;
}) {
  const { t } = useTranslation();
  const { register, control, handleSubmit, reset, formState } = useForm({
    resolver: zodResolver(panelSchema),
    defaultValues: panelOf(applied),
  });
  const { field: hasPhoto } = useController({ control, name: 'hasPhoto' });
  const { field: endorsed } = useController({ control, name: 'endorsed' });
  const { field: verified } = useController({ control, name: 'verified' });
  const any = t('discover.any');

  const submit = handleSubmit(({ hasPhoto: withPhoto, ...filters }) =>
    onApply(premium && withPhoto ? { ...filters, hasPhoto: withPhoto } : filters),
  );

  function clear() {
    reset(EMPTY);
    onApply({});
  }

  const number = (key: 'ageMin' | 'ageMax' | 'heightMin' | 'heightMax', min: number, max: number) => (
    <Input
      type="number"
      inputMode="numeric"
      min={min}
      max={max}
      disabled={key.startsWith('height') && !premium}
      {...register(key)}
    />
  );
  const error = (key: TypedFilter) => formState.errors[key]?.message;

  return (
    <form onSubmit={submit} aria-label={t('discover.search')} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Field label={t('discover.ageMin')} error={error('ageMin')}>
          {number('ageMin', 18, 100)}
        </Field>
        <Field label={t('discover.ageMax')} error={error('ageMax')}>
          {number('ageMax', 18, 100)}
        </Field>
        <Field label={t('discover.gender')}>
          <AnySelect
            control={control}
            name="gender"
            options={withAny(any, GENDERS, (value) => enumLabel(t, 'gender', value))}
          />
        </Field>
        <Field label={t('discover.country')}>
          <AnySelect control={control} name="country" options={withAny(any, countries)} />
        </Field>
        <Field label={t('discover.church')}>
          <AnySelect control={control} name="church" options={withAny(any, churches)} />
        </Field>
      </div>
      <div className="flex flex-wrap gap-x-6 gap-y-3">
        <Checkbox checked={endorsed.value} onCheckedChange={endorsed.onChange} label={t('discover.endorsed')} />
        <Checkbox checked={verified.value} onCheckedChange={verified.onChange} label={t('discover.verified')} />
      </div>
      <fieldset className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4" disabled={!premium}>
        <legend className="float-left w-full text-sm font-semibold text-slate-800">
          {t('discover.premiumFilters')}
          {!premium && <span className="ml-2 font-normal text-slate-600">({t('discover.premiumOnly')})</span>}
        </legend>
        <div className="clear-both grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Field label={t('discover.maritalStatus')}>
            <AnySelect
              control={control}
              name="maritalStatus"
              options={withAny(any, MARITAL_STATUSES, (value) => enumLabel(t, 'maritalStatus', value))}
              disabled={!premium}
            />
          </Field>
          <Field label={t('discover.educationStatus')}>
            <AnySelect
              control={control}
              name="educationStatus"
              options={withAny(any, EDUCATION_STATUSES, (value) => enumLabel(t, 'educationStatus', value))}
              disabled={!premium}
            />
          </Field>
          <Field label={t('discover.heightMin')} error={error('heightMin')}>
            {number('heightMin', 50, 300)}
          </Field>
          <Field label={t('discover.heightMax')} error={error('heightMax')}>
            {number('heightMax', 50, 300)}
          </Field>
          <Field label={t('discover.motherTongue')} error={error('motherTongue')}>
            <Input disabled={!premium} {...register('motherTongue')} />
          </Field>
          <Field label={t('discover.religion')} error={error('religion')}>
            <Input disabled={!premium} {...register('religion')} />
          </Field>
        </div>
        <Checkbox
          checked={hasPhoto.value}
          onCheckedChange={hasPhoto.onChange}
          label={t('discover.hasPhoto')}
          disabled={!premium}
        />
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <Button type="submit">{t('discover.apply')}</Button>
        <Button variant="secondary" onClick={clear}>
          {t('discover.reset')}
        </Button>
      </div>
    </form>
  );
}

/** A select bound to one panel field, where "Any" is the empty value; it takes the Field's label. */
function AnySelect({
  control,
  name,
  options,
  disabled,
  ...labelled
}: {
  control: Control<Panel, unknown, z.output<typeof panelSchema>>;
  name: TypedFilter;
  options: SelectOption[];
  disabled?: boolean;
  id?: string;
  'aria-describedby'?: string;
}) {
  const { field } = useController({ control, name });
  return (
    <Select
      {...labelled}
      value={field.value || ANY}
      onValueChange={(value) => field.onChange(value === ANY ? '' : value)}
      options={options}
      disabled={disabled ?? false}
    />
  );
}
