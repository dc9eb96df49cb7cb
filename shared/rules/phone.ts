/**
 * Phone country codes and their rules. The spec's six (spec §3 enumerations, §5 registration rules)
 * keep their exact digit counts and examples; every other calling code is checked by
 * libphonenumber-js in phone-numbers.ts (D40, ADR 0028). The first one is the default. This file
 * holds no library so that what imports only the six stays light.
 */
export interface PhoneCountry {
  code: string;
  /** ISO 3166-1 alpha-2: the country the spec means by this code. */
  region: string;
  country: string;
  minDigits: number;
  maxDigits: number;
  example: string;
}

export const PHONE_COUNTRIES = [
  { code: '+91', region: 'IN', country: 'India', minDigits: 10, maxDigits: 10, example: '9876543210' },
  { code: '+94', region: 'LK', country: 'Sri Lanka', minDigits: 9, maxDigits: 9, example: '771234567' },
  { code: '+44', region: 'GB', country: 'UK', minDigits: 10, maxDigits: 11, example: '7911123456' },
  { code: '+1', region: 'US', country: 'US', minDigits: 10, maxDigits: 10, example: '2025550123' },
  { code: '+61', region: 'AU', country: 'Australia', minDigits: 9, maxDigits: 9, example: '412345678' },
  { code: '+971', region: 'AE', country: 'UAE', minDigits: 9, maxDigits: 9, example: '501234567' },
] as const satisfies readonly PhoneCountry[];

export const PHONE_COUNTRY_CODES: readonly string[] = PHONE_COUNTRIES.map((country) => country.code);
export const DEFAULT_COUNTRY_CODE = '+91';

/** Refuses a code that is not a calling code at all (the selector offers none such). */
export const COUNTRY_CODE_MESSAGE = 'Choose a country code such as +91.';

export const specPhoneRule = (code: string): PhoneCountry | undefined =>
  PHONE_COUNTRIES.find((country) => country.code === code);
