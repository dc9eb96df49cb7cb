import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PHONE_REGIONS, type PhoneRegion } from '#shared/rules/phone-numbers.ts';
import { specPhoneRule } from '#shared/rules/phone.ts';
import { Combobox, type ComboboxProps } from '#web/components/ui/combobox.tsx';

export interface PhoneCountrySelectProps extends Pick<
  ComboboxProps,
  'id' | 'disabled' | 'aria-invalid' | 'aria-describedby' | 'aria-required'
> {
  /** The calling code stored with the phone number, such as '+91'. */
  value: string | undefined;
  onValueChange: (code: string) => void;
}

/** The country names of this language (Intl), the spec's six under the spec's own names. */
function useCountryOptions() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const names = new Intl.DisplayNames([i18n.language, 'en'], { type: 'region', fallback: 'code' });
    return PHONE_REGIONS.map(({ region, code }) => {
      const name = names.of(region) ?? region;
      const spec = specPhoneRule(code);
      const label = `${code} ${spec?.region === region ? spec.country : name}`;
      return { key: region, label, keywords: `${name} ${region} ${code.slice(1)}` };
    });
  }, [i18n.language]);
}

/** The first country of a calling code: the spec's country for the six (+1 is the US). */
const firstRegionOf = (code: string | undefined): PhoneRegion | undefined =>
  PHONE_REGIONS.find((choice) => choice.code === code);

/**
 * The phone country code (spec §2 Register, §3 countryCode): every country, searchable by name or
 * code, the spec's six first. The form stores the calling code; which of the countries sharing it
 * was chosen (+1: the US or Canada) is only remembered for the box to show it (ADR 0028).
 */
export function PhoneCountrySelect({ value, onValueChange, ...rest }: PhoneCountrySelectProps) {
  const { t } = useTranslation();
  const options = useCountryOptions();
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const chosenRegion = PHONE_REGIONS.find((choice) => choice.region === chosen);
  const selectedKey = chosenRegion?.code === value ? chosenRegion?.region : firstRegionOf(value)?.region;
  return (
    <Combobox
      options={options}
      selectedKey={selectedKey}
      fallbackText={value ?? ''}
      onSelect={(region) => {
        setChosen(region);
        const code = PHONE_REGIONS.find((choice) => choice.region === region)?.code;
        if (code) onValueChange(code);
      }}
      listLabel={t('auth.phoneCountry.list')}
      noMatch={(query) => t('auth.phoneCountry.noMatch', { query })}
      {...rest}
    />
  );
}
