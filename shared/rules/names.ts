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

/**
 * A name is not an advertisement (issue 43): no link (`http://`, `https://`, `www.`), no domain
 * with a common top-level domain ("mysite.com", "ruth.co.in", an email address's), and no short
 * link with a path ("t.me/ruth"). Initials stay names: "P.K.", "K.Thomas", "Mohd.Ali" — a domain
 * here needs two characters before the dot and one of the top-level domains below after it.
 */
const TOP_LEVEL_DOMAINS = [
  'com net org info biz in co io me ly xyz app dev site online link club shop store live top tk',
  'ml ga cf gq us uk ru cn tv cc ws to gg vip life date dating chat social page blog web email',
  'fun icu pw buzz cam bio wiki lk pk ae sg ph ng ke au ca de fr nz ie za eu asia mobi',
]
  .join(' ')
  .split(' ');
const WEB_ADDRESS = new RegExp(
  [
    String.raw`(?:https?|ftp):\/\/`,
    String.raw`(?<![\p{L}\p{N}])www\.`,
    String.raw`[\p{L}\p{N}][\p{L}\p{N}-]*[\p{L}\p{N}]\.(?:${TOP_LEVEL_DOMAINS.join('|')})(?![\p{L}\p{N}])`,
    String.raw`[\p{L}\p{N}-]+\.[a-z]{2,}\/`,
  ].join('|'),
  'iu',
);

export const NAME_WEB_ADDRESS_MESSAGE = 'Names cannot contain web addresses.';

export const hasWebAddress = (name: string) => WEB_ADDRESS.test(name);

/**
 * The first of `fields` that is not a name as it shows (hidden characters first, then a web
 * address), with its message: the registration forms' order (spec §8: one message at a time).
 */
export function nameProblem<K extends string>(
  input: Record<K, string>,
  fields: readonly K[],
): { field: K; message: string } | undefined {
  const disguised = fields.find((field) => hasHiddenCharacters(input[field]));
  if (disguised) return { field: disguised, message: NAME_HIDDEN_CHARACTERS_MESSAGE };
  const linked = fields.find((field) => hasWebAddress(input[field]));
  if (linked) return { field: linked, message: NAME_WEB_ADDRESS_MESSAGE };
  return undefined;
}
