import { describe, expect, it } from 'vitest';
import { hasMarkPile, hasTextDirectionControl, hasVisibleText } from './visible-text.ts';

describe('a text shows as what it is (issue 43)', () => {
  it.each([
    ['spaces', '   '],
    ['zero-width spaces', '\u200B\u200B'],
    ['joiners, a word joiner and a byte-order mark', '\u200D\u200C\u2060\uFEFF'],
    ['a Hangul filler', '\u3164'],
    ['a blank Braille pattern', '\u2800\u2800'],
    ['a variation selector', '\uFE0F'],
  ])('sees nothing in %s', (_, text) => {
    expect(hasVisibleText(text)).toBe(false);
  });

  it.each([
    ['a word', 'Hello'],
    ['an emoji', '👍🏽'],
    ['Malayalam', 'നന്ദി'],
    ['a dot among zero-width spaces', '\u200B.\u200B'],
  ])('sees %s', (_, text) => {
    expect(hasVisibleText(text)).toBe(true);
  });

  it.each([
    ['a right-to-left override', 'abc\u202Egnp'],
    ['a left-to-right embedding', '\u202Aabc'],
    ['a pop directional formatting', 'abc\u202C'],
    ['a right-to-left isolate', '\u2067abc\u2069'],
    ['a first-strong isolate', '\u2068abc'],
  ])('finds %s', (_, text) => {
    expect(hasTextDirectionControl(text)).toBe(true);
  });

  it.each([
    ['a left-to-right mark', 'abc\u200E'],
    ['a right-to-left mark', 'שלום\u200F!'],
    ['Arabic', 'مرحبا'],
  ])('lets %s be', (_, text) => {
    expect(hasTextDirectionControl(text)).toBe(false);
  });

  it.each([
    ['five accents on one letter', `a${'\u0301'.repeat(5)}`],
    ['1,999 accents', `a${'\u0301'.repeat(1999)}`],
    ['marks with joiners between them', `a\u0301\u0302\u200D\u0303\u0304\u200C\u0305`],
  ])('finds a pile of marks in %s', (_, text) => {
    expect(hasMarkPile(text)).toBe(true);
  });

  it.each([
    ['Vietnamese, decomposed', 'Vie\u0323\u0302t'],
    ['Devanagari', 'धन्यवाद क़ृं'],
    ['Malayalam', 'നന്ദി'],
    ['Tibetan stacks', 'བསྒྲུབས ཧཱུྃ'],
    ['Hebrew with points and a cantillation mark', 'בְּרֵאשִׁ֖ית'],
    ['four accents on one letter', `a${'\u0301'.repeat(4)}`],
    ['an emoji keycap', '1\uFE0F\u20E3'],
  ])('lets %s be', (_, text) => {
    expect(hasMarkPile(text)).toBe(false);
  });
});
