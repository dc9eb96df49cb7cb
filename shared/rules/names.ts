/**
 * A name shows as what it is (issue 25): no control characters, no bidirectional overrides or
 * isolates (a name that displays as another, "evil\u202Egnp" shown as "evilpng"), and no invisible
 * characters. Zero-width joiners and non-joiners stay allowed where the scripts of our members
 * use them (Malayalam, Devanagari…): between two letters, or after a virama (a chillu at the end
 * of a word); anywhere else they only hide.
 */
const HIDDEN = /[\p{Cc}\u00AD\u061C\u180E\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF]/u;
const JOINER_OUT_OF_PLACE = /(?<![\p{L}\p{M}])[\u200C\u200D]|(?<=\p{L})[\u200C\u200D](?![\p{L}\p{M}])/u;

export const NAME_HIDDEN_CHARACTERS_MESSAGE = 'Names cannot contain invisible or control characters.';

export const hasHiddenCharacters = (name: string) => HIDDEN.test(name) || JOINER_OUT_OF_PLACE.test(name);
