/**
 * Phone country codes and their length rules (spec §3 enumerations, §5 registration rules).
 * The first one is the default.
 */
export interface PhoneCountry {
  code: string;
  country: string;
  minDigits: number;
  maxDigits: number;
  example: string;
}

export const PHONE_COUNTRIES = [
  { code: '+91', country: 'India', minDigits: 10, maxDigits: 10, example: '9876543210' },
  { code: '+94', country: 'Sri Lanka', minDigits: 9, maxDigits: 9, example: '771234567' },
  { code: '+44', country: 'UK', minDigits: 10, maxDigits: 11, example: '7911123456' },
  { code: '+1', country: 'US', minDigits: 10, maxDigits: 10, example: '2025550123' },
  { code: '+61', country: 'Australia', minDigits: 9, maxDigits: 9, example: '412345678' },
  { code: '+971', country: 'UAE', minDigits: 9, maxDigits: 9, example: '501234567' },
] as const satisfies readonly PhoneCountry[];

export const PHONE_COUNTRY_CODES = PHONE_COUNTRIES.map((country) => country.code);
export const DEFAULT_COUNTRY_CODE = '+91';

/** Codes outside the list: 7 to 15 digits (spec §5). */
const OTHER: Omit<PhoneCountry, 'code' | 'country'> = { minDigits: 7, maxDigits: 15, example: '1234567' };

export function phoneRuleFor(code: string): PhoneCountry {
  return PHONE_COUNTRIES.find((country) => country.code === code) ?? { code, country: code, ...OTHER };
}

export function isValidPhoneNumber(code: string, digits: string): boolean {
  const rule = phoneRuleFor(code);
  return /^\d+$/.test(digits) && digits.length >= rule.minDigits && digits.length <= rule.maxDigits;
}
