import { describe, expect, it } from 'vitest';
import { hasHiddenCharacters, hasWebAddress } from './names.ts';

describe('names show as what they are', () => {
  it.each([
    ['a bidirectional override', 'Ruth\u202Ehtur'],
    ['a bidirectional isolate', 'Ruth\u2067Mary'],
    ['a right-to-left mark', 'Ruth\u200F'],
    ['a zero-width space', 'Ru\u200Bth'],
    ['a word joiner', 'Ru\u2060th'],
    ['a byte-order mark', '\uFEFFRuth'],
    ['a soft hyphen', 'Ru\u00ADth'],
    ['a control character', 'Ruth\u0007'],
    ['a line break', 'Ruth\nMary'],
    ['a zero-width joiner after a space', 'Ruth \u200DMary'],
    ['a zero-width joiner at the end', 'Ruth\u200D'],
  ])('refuses %s', (_, name) => {
    expect(hasHiddenCharacters(name)).toBe(true);
  });

  it.each([
    ['a Latin name with an accent', 'Zoë Ángel'],
    ['a hyphen and an apostrophe', "Mary-Anne O'Brien"],
    ['Malayalam', 'മറിയം'],
    ['Malayalam with a joiner between letters', 'അവന\u200Dമ'],
    ['Devanagari with a non-joiner between letters', 'क\u200Cष'],
    ['Malayalam with a chillu written as virama and joiner at the end', 'അവന\u0D4D\u200D'],
    ['Arabic', 'مريم'],
  ])('accepts %s', (_, name) => {
    expect(hasHiddenCharacters(name)).toBe(false);
  });
});

describe('names hold no web address (issue 43)', () => {
  it.each([
    ['a link', 'https://example.org'],
    ['a plain-http link', 'Ruth http://x.io'],
    ['a www address', 'www.ruth'],
    ['a domain', 'ruthmary.com'],
    ['a domain in capitals', 'RUTH.IN'],
    ['an Indian domain', 'ruth.co.in'],
    ['a short link with a path', 't.me/ruth'],
    ['an email address', 'ruth@gmail.com'],
  ])('refuses %s', (_, name) => {
    expect(hasWebAddress(name)).toBe(true);
  });

  it.each([
    ['initials', 'P.K.'],
    ['an initial before the name', 'K.Thomas'],
    ['initials before the name', 'P.K.Thomas'],
    ['an abbreviated first name', 'Mohd.Ali'],
    ['a title with a space', 'St. John'],
    ['a name with a dot and a space', 'Mary J. Blige'],
    ['Malayalam', 'മറിയം'],
  ])('accepts %s', (_, name) => {
    expect(hasWebAddress(name)).toBe(false);
  });
});
