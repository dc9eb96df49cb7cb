import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { phoneExampleFor } from '#shared/rules/phone-numbers.ts';
import { PhoneCountrySelect } from '#web/components/phone-country-select.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';

/**
 * The country code and the phone number side by side, as registration asks them (spec §2): the
 * number's placeholder gives an example for the chosen code. Registration and a started profile's
 * acceptance (D45) use it; the code is a controlled value, the number a registered input.
 */
export function PhoneFields({
  countryCode,
  onCountryCodeChange,
  phoneNumber,
}: {
  countryCode: string;
  onCountryCodeChange: (code: string) => void;
  phoneNumber: UseFormRegisterReturn;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid grid-cols-[9.5rem_1fr] gap-3">
      <Field label={t('auth.countryCode')} required>
        <PhoneCountrySelect value={countryCode} onValueChange={onCountryCodeChange} />
      </Field>
      <Field label={t('auth.phoneNumber')} required>
        <Input
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder={t('auth.register.phonePlaceholder', { example: phoneExampleFor(countryCode) })}
          {...phoneNumber}
        />
      </Field>
    </div>
  );
}
