import {
  getCountries,
  getCountryCallingCode,
  getExampleNumber,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/min';
import examples from 'libphonenumber-js/mobile/examples';
import { PHONE_COUNTRIES, specPhoneRule } from './phone.ts';

// The phone numbers of every country (D40, ADR 0028), by libphonenumber-js with its 'min' metadata:
// each country's lengths and leading digits (about 20 KB gzip in the browser; 'max', which also knows
// each number plan's exact patterns, would double that). The examples are the library's mobile ones.
// Only the register page, My Profile and the server import this file; keep it so (bundle budget).

/** One choice of the country selector: a country and the calling code stored for it. */
export interface PhoneRegion {
  region: string;
  code: string;
}

/**
 * Every country the library knows, the spec's six first (in the spec's order), then the rest by
 * ISO code. Several countries share a calling code (+1 the US and Canada, +7 Russia and Kazakhstan):
 * each is its own choice, and each stores the shared code.
 */
export const PHONE_REGIONS: readonly PhoneRegion[] = [
  ...PHONE_COUNTRIES.map(({ region, code }) => ({ region, code })),
  ...getCountries()
    .filter((region) => !PHONE_COUNTRIES.some((country) => country.region === region))
    .map((region) => ({ region, code: `+${getCountryCallingCode(region)}` })),
];

/** Every calling code a member may choose, each once, the spec's six first. */
export const CALLING_CODES: readonly string[] = [...new Set(PHONE_REGIONS.map((choice) => choice.code))];

export const isKnownCallingCode = (code: string) => CALLING_CODES.includes(code);

/**
 * Is this the national number (digits only, no trunk 0) of a phone under this calling code? The
 * spec's six by their digit counts; any other code by the library, against every country that
 * shares it (the stored code is the calling code, not a country: ADR 0028).
 */
export function isValidPhoneNumber(code: string, digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  const rule = specPhoneRule(code);
  if (rule) return digits.length >= rule.minDigits && digits.length <= rule.maxDigits;
  if (!isKnownCallingCode(code)) return false;
  const parsed = parsePhoneNumberFromString(`${code}${digits}`);
  return parsed !== undefined && parsed.nationalNumber === digits && parsed.isValid();
}

/** The example of the message 'Please enter a valid phone number for {code}. Example: {example}'. */
export function phoneExampleFor(code: string): string {
  const rule = specPhoneRule(code);
  if (rule) return rule.example;
  for (const { region, code: regionCode } of PHONE_REGIONS) {
    if (regionCode !== code) continue;
    const example = getExampleNumber(region as CountryCode, examples);
    if (example) return example.nationalNumber;
  }
  return '';
}
