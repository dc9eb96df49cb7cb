/**
 * D42's blocked words: how a text is read against the office's lists. Pure; the server keeps the
 * lists and calls this; the tests pin every trick it sees through.
 *
 * Normalizing (a word of the list and a text alike): compatibility decomposition (NFKD), accents
 * and other combining marks dropped, lower case. A normalized word is its letters and digits only,
 * so "Mon-ey", "MONEY" and "mönéy" are all "money".
 *
 * Whole words, not substrings: the text is cut into tokens at everything that is not a letter or a
 * digit (spaces, punctuation, hyphens, zero-width characters), and a blocked word matches when one
 * token, or a run of consecutive tokens joined, spells it exactly. So "m o n e y", "m.o.n.e.y",
 * "m-o-n-e-y" and "mo ney" match "money", and a phrase on the list ("western union", stored
 * "westernunion") matches however it is spaced; but "class" never matches "ass" and "Essex" never
 * matches "sex", because a match never starts or ends inside a token.
 *
 * Chinese and Japanese are written without spaces between words, so a word of the list in those
 * scripts (Han, Hiragana, Katakana) matches anywhere in the text, separators ignored.
 *
 * Every language's list applies to every text: a member may write in any language.
 */

const MARKS = /\p{M}/gu;
const NOT_LETTER_OR_DIGIT = /[^\p{L}\p{N}]+/gu;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

function fold(text: string): string {
  return text.normalize('NFKD').replace(MARKS, '').toLowerCase();
}

/** A word as matching sees it: letters and digits, no accents, lower case ('' when none is left). */
export function normalizeBlockedWord(word: string): string {
  return fold(word).replace(NOT_LETTER_OR_DIGIT, '');
}

function tokensOf(text: string): string[] {
  return fold(text)
    .split(NOT_LETTER_OR_DIGIT)
    .filter((token) => token.length > 0);
}

export interface BlockedWordsMatcher {
  /** Whether the text holds a word of the lists. */
  matches(text: string): boolean;
}

/** A matcher for the normalized words of every list (built once when the lists change). */
export function createBlockedWordsMatcher(normalizedWords: Iterable<string>): BlockedWordsMatcher {
  const whole = new Set<string>();
  const anywhere: string[] = [];
  let longest = 0;
  for (const word of normalizedWords) {
    if (!word) continue;
    if (CJK.test(word)) anywhere.push(word);
    else {
      whole.add(word);
      longest = Math.max(longest, word.length);
    }
  }
  return {
    matches(text) {
      if (whole.size === 0 && anywhere.length === 0) return false;
      const tokens = tokensOf(text);
      if (anywhere.length > 0) {
        const joined = tokens.join('');
        if (anywhere.some((word) => joined.includes(word))) return true;
      }
      for (let start = 0; start < tokens.length; start++) {
        let run = '';
        for (let end = start; end < tokens.length; end++) {
          run += tokens[end];
          if (run.length > longest) break;
          if (whole.has(run)) return true;
        }
      }
      return false;
    },
  };
}
