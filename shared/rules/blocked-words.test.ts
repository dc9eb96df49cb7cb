import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createBlockedWordsMatcher, normalizeBlockedWord } from './blocked-words.ts';

const matcher = (...words: string[]) => createBlockedWordsMatcher(words.map(normalizeBlockedWord));

describe('a blocked word normalized (D42)', () => {
  it.each([
    ['MONEY', 'money'],
    ['Mön-éy', 'money'],
    ['  m.o.n.e.y ', 'money'],
    ['Western Union', 'westernunion'],
    ['ｍｏｎｅｙ', 'money'],
    ['dinero2', 'dinero2'],
    ['...', ''],
  ])('%s → %s', (word, normalized) => {
    expect(normalizeBlockedWord(word)).toBe(normalized);
  });

  it('is letters and digits only, and normalizing twice changes nothing', () => {
    fc.assert(
      fc.property(fc.string(), (word) => {
        const once = normalizeBlockedWord(word);
        expect(once).toMatch(/^[\p{L}\p{N}]*$/u);
        expect(normalizeBlockedWord(once)).toBe(once);
      }),
    );
  });
});

describe('a text read against the lists (D42)', () => {
  const money = matcher('money', 'Western Union', 'arnaque');

  it.each([
    ['the word itself', 'Please send money today'],
    ['capitals', 'Send MONEY'],
    ['accents', 'send mönéy'],
    ['spaces between letters', 'send m o n e y now'],
    ['dots between letters', 'send m.o.n.e.y'],
    ['hyphens between letters', 'send m-o-n-e-y'],
    ['a split word', 'send mo ney'],
    ['a zero-width space', 'send mo\u200Bney'],
    ['full-width letters', 'send ｍｏｎｅｙ'],
    ['a phrase however spaced', 'use westernunion please'],
    ['a phrase on two words', 'use Western  Union please'],
    ['a word of another language list', "C'est une a r n a q u e"],
  ])('matches %s', (_, text) => {
    expect(money.matches(text)).toBe(true);
  });

  it.each([
    ['a harmless text', 'I love hiking and the Psalms'],
    ['a word that holds the blocked word', 'moneylender'],
    ['a word that ends with it', 'pocketmoney'],
    ['an empty text', ''],
  ])('does not match %s', (_, text) => {
    expect(money.matches(text)).toBe(false);
  });

  it('never matches inside a word: "class" is not "ass", "Essex" is not "sex"', () => {
    const rude = matcher('ass', 'sex');
    expect(rude.matches('I teach a class in Essex, we pass the time')).toBe(false);
    expect(rude.matches('what an ass')).toBe(true);
  });

  it('matches Chinese and Japanese words anywhere in the text', () => {
    const cjk = matcher('汇款', 'おかね');
    expect(cjk.matches('请给我汇款吧')).toBe(true);
    expect(cjk.matches('請給我 汇 款')).toBe(true);
    expect(cjk.matches('お か ね を送って')).toBe(true);
    expect(cjk.matches('我喜欢读圣经')).toBe(false);
  });

  it('matches no text when the lists are empty', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(matcher().matches(text)).toBe(false);
      }),
    );
  });

  it('finds a word however its letters are separated or cased', () => {
    const separator = fc.constantFrom(' ', '.', '-', '_', ' . ', '*', '\u200B');
    fc.assert(
      fc.property(
        fc.array(separator, { minLength: 4, maxLength: 4 }),
        fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }),
        fc.string({ unit: fc.constantFrom('a', 'b', ' ', '!'), maxLength: 10 }),
        (separators, upper, around) => {
          const letters = [...'money'].map((c, i) => (upper[i] ? c.toUpperCase() : c));
          const spelled = letters.map((c, i) => c + (separators[i] ?? '')).join('');
          expect(money.matches(`${around} ${spelled} ${around}`)).toBe(true);
        },
      ),
    );
  });

  it('never matches a text whose tokens are longer words that merely contain it', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{1,5}$/), fc.stringMatching(/^[a-z]{1,5}$/), (before, after) => {
        expect(money.matches(`${before}money${after}`)).toBe(false);
      }),
    );
  });
});
