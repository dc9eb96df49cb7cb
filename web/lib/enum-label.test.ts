import { beforeAll, describe, expect, it } from 'vitest';
import { LOOKING_FOR } from '#shared/enums.ts';
import { fieldRow } from '#shared/profile-fields.ts';
import spanishEnums from '#web/locales/es/on-demand/enums.json';
import { deviceLabel, enumLabel, fieldValueLabel, SHOWN_ENUMS } from './enum-label.ts';
import { i18n } from './i18n.ts';

const english = i18n.getFixedT('en');
const spanish = i18n.getFixedT('es');

beforeAll(() => {
  i18n.addResourceBundle('es', 'translation', spanishEnums, true, true);
});

describe('enumLabel (issue 44)', () => {
  it("says a closed set's value in the member's language; the stored value stays the API's", () => {
    expect(enumLabel(spanish, 'gender', 'Male')).toBe('Hombre');
    expect(enumLabel(spanish, 'maritalStatus', 'Never Married')).toBe('Soltero/a');
    expect(enumLabel(spanish, 'educationStatus', 'Completed')).toBe('Completados');
    expect(enumLabel(spanish, 'profileCreatedBy', 'Self')).toBe('Sí mismo/a');
  });

  it("keeps English as the spec's words: each profile value as itself, whom one looks for as My Profile said it", () => {
    for (const name of [
      'gender',
      'profileCreatedBy',
      'maritalStatus',
      'educationStatus',
      'bodyType',
      'skinColor',
    ] as const)
      for (const value of SHOWN_ENUMS[name].values) expect(enumLabel(english, name, value)).toBe(value);
    const before = fieldRow('lookingFor').optionLabel;
    for (const value of LOOKING_FOR) expect(enumLabel(english, 'lookingFor', value)).toBe(before?.(value));
  });

  it('shows a stored value outside the set as it is', () => {
    expect(enumLabel(spanish, 'gender', 'Unspecified')).toBe('Unspecified');
  });
});

describe('fieldValueLabel', () => {
  it("says a profile field's closed set through enumLabel, other choices by the field table, texts as they are", () => {
    expect(fieldValueLabel(spanish, 'partnerMaritalStatus', 'Widowed')).toBe('Viudo/a');
    expect(fieldValueLabel(spanish, 'skinColor', 'Wheatish')).toBe('Trigueña');
    expect(fieldValueLabel(spanish, 'countryCode', '+44')).toBe(fieldRow('countryCode').optionLabel?.('+44'));
    expect(fieldValueLabel(spanish, 'church', 'Grace Chapel')).toBe('Grace Chapel');
    expect(fieldValueLabel(spanish, 'notAField', 'Male')).toBe('Male');
  });
});

describe('deviceLabel', () => {
  it("says the server's device names with the language's 'on' and its unknown browser", () => {
    expect(deviceLabel(spanish, 'Chrome on Linux')).toBe('Chrome en Linux');
    expect(deviceLabel(spanish, 'Unknown browser')).toBe('Navegador desconocido');
    expect(deviceLabel(spanish, 'Unknown browser on Windows')).toBe('Navegador desconocido en Windows');
    expect(deviceLabel(spanish, 'Firefox')).toBe('Firefox');
    expect(deviceLabel(english, 'Microsoft Edge on macOS')).toBe('Microsoft Edge on macOS');
  });
});
