import { describe, expect, it } from 'vitest';
import {
  CALLING_CODES,
  isKnownCallingCode,
  isValidPhoneNumber,
  PHONE_REGIONS,
  phoneExampleFor,
} from './phone-numbers.ts';
import { PHONE_COUNTRIES } from './phone.ts';

describe('phone rules of the spec six (spec §5)', () => {
  it.each([
    ['+91', '9876543210', true],
    ['+91', '987654321', false],
    ['+94', '771234567', true],
    ['+44', '7911123456', true],
    ['+44', '79111234567', true],
    ['+44', '791112345678', false],
    ['+1', '2025550123', true],
    ['+61', '412345678', true],
    ['+971', '501234567', true],
    ['+91', '98765 43210', false],
  ])('%s %s → %s', (code, digits, valid) => {
    expect(isValidPhoneNumber(code, digits)).toBe(valid);
  });

  it('keeps the digit counts, not the library, for the six (any ten digits for +91)', () => {
    expect(isValidPhoneNumber('+91', '0000000000')).toBe(true);
    expect(isValidPhoneNumber('+1', '1111111111')).toBe(true);
  });

  it('gives each listed code its spec example', () => {
    for (const country of PHONE_COUNTRIES) expect(phoneExampleFor(country.code)).toBe(country.example);
  });
});

describe('phone rules of every other country (D40, ADR 0028)', () => {
  it.each([
    ['+49', '15123456789', true], // German mobile
    ['+49', '301234567', true], // Berlin landline
    ['+234', '8031234567', true], // Nigerian mobile
    ['+7', '9161234567', true], // +7 is Russia and Kazakhstan: either counts
    ['+7', '7011234567', true],
    ['+33', '612345678', true],
    ['+49', '151', false], // too short
    ['+49', '1234567890123456', false], // too long
    ['+49', '015123456789', false], // the trunk 0 is not part of the number
    ['+49', '0000000000', false],
    ['+234', '80312345', false],
    ['+234', '1234567890', false],
    ['+234', '803 123 4567', false], // digits only
    ['+234', '+2348031234567', false],
    ['+999', '1234567', false], // no country has it
  ])('%s %s → %s', (code, digits, valid) => {
    expect(isValidPhoneNumber(code, digits)).toBe(valid);
  });

  it('gives an example the library itself accepts', () => {
    expect(phoneExampleFor('+49')).toBe('15123456789');
    expect(phoneExampleFor('+234')).toBe('8021234567');
    for (const code of ['+49', '+234', '+7', '+353', '+880']) {
      expect(isValidPhoneNumber(code, phoneExampleFor(code)), code).toBe(true);
    }
  });

  it('offers every country, the spec six first and India by default, each calling code known', () => {
    expect(PHONE_REGIONS.slice(0, 6).map((choice) => choice.code)).toEqual(PHONE_COUNTRIES.map((c) => c.code));
    expect(PHONE_REGIONS[0]).toEqual({ region: 'IN', code: '+91' });
    expect(PHONE_REGIONS.length).toBeGreaterThan(240);
    expect(new Set(PHONE_REGIONS.map((choice) => choice.region)).size).toBe(PHONE_REGIONS.length);
    expect(PHONE_REGIONS.filter((choice) => choice.code === '+1').map((choice) => choice.region)).toContain('CA');
    expect(CALLING_CODES.filter((code) => code === '+1')).toHaveLength(1);
    expect(isKnownCallingCode('+49')).toBe(true);
    expect(isKnownCallingCode('+999')).toBe(false);
  });
});
