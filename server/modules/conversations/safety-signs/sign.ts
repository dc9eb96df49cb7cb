/**
 * D29, D44: what one sign of a romance scam is, and the few helpers every language's list is
 * written with. Every list reads a message as `normalized` gives it: lower case, Latin accents
 * taken off (so `envíame` and `enviame` are one word), full-width letters and digits made plain.
 */
export interface SafetySign {
  /** What the sign is about, for tests and for whoever reads this list. */
  name: 'money request' | 'gift cards' | 'cryptocurrency' | 'bank or transfer details' | 'urgent need';
  pattern: RegExp;
}

/** Any character but the end of a sentence: a sign's words must stand in one sentence. */
const SAME_SENTENCE = String.raw`[^.!?。\n]`;

/** `first` and then `then`, at most `gap` characters apart in one sentence. */
export const near = (first: string, then: string, gap = 40) =>
  String.raw`(?:${first})${SAME_SENTENCE}{0,${gap}}(?:${then})`;

/**
 * A sign made of patterns written over `normalized` text, any of which shows it. Latin words are
 * bounded by `\b` in each pattern; Japanese and Chinese have no spaces between words, so their
 * patterns are written without `\b`.
 */
export const sign = (name: SafetySign['name'], ...patterns: string[]): SafetySign => ({
  name,
  pattern: new RegExp(patterns.map((pattern) => `(?:${pattern})`).join('|'), 'i'),
});

/** The form every list reads: NFKD without Latin accents, recomposed (Japanese kana keep their marks), lower case. */
export const normalized = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .toLowerCase();
