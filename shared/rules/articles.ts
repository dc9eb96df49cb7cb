/**
 * English's indefinite article, chosen by the sound the next word starts with, not its letter:
 * 'an architect', 'an hour', 'an MBA'; 'a university', 'a European', 'a one-off'. Used by demo
 * copy built from parts ('I am Noah, an architect'), so no slip like 'a architect' can be written.
 */
const VOWEL_SOUND_EXCEPTIONS = /^(hour|honest|honou?r|heir)/i; // a silent h: 'an hour'
const CONSONANT_SOUND_EXCEPTIONS = /^(uni([^mn]|$)|unan|use|usu|ut[ei]|ur[ai]|eu|ewe|one([^r]|$)|once|ouija)/i; // 'a university', 'a European', 'a one-off'
/** Initialisms read letter by letter whose first letter's name starts with a vowel sound: 'an MBA', 'an NGO'. */
const VOWEL_SOUND_LETTERS = /^[AEFHILMNORSX](?:[A-Z0-9]|$)/;

export function indefiniteArticle(word: string): 'a' | 'an' {
  const first = word.trim().split(/[\s-]/)[0] ?? '';
  if (!first) return 'a';
  if (first.length > 1 && first === first.toUpperCase() && /^[A-Z]/.test(first))
    return VOWEL_SOUND_LETTERS.test(first) ? 'an' : 'a';
  if (VOWEL_SOUND_EXCEPTIONS.test(first)) return 'an';
  if (CONSONANT_SOUND_EXCEPTIONS.test(first)) return 'a';
  return /^[aeiou]/i.test(first) ? 'an' : 'a';
}

/** The phrase with its article: withArticle('architect') is 'an architect'. */
export const withArticle = (phrase: string) => `${indefiniteArticle(phrase)} ${phrase}`;
