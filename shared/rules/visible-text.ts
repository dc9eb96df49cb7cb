/**
 * A member's text shows as what it is (issue 43), for texts other members read (messages).
 *
 * - Something visible: whitespace, format characters (zero-width spaces and joiners, the word
 *   joiner, the byte-order mark, the soft hyphen), variation selectors, Hangul fillers and the blank
 *   Braille pattern draw nothing, so a text of only these is as empty as one of spaces.
 * - No text-direction controls: the embeddings, overrides and isolates (U+202A–U+202E,
 *   U+2066–U+2069) reorder what follows them, so "invoice\u202Efdp.exe" reads as "invoiceexe.pdf".
 *   The left-to-right and right-to-left marks (U+200E, U+200F, U+061C) stay allowed: they reorder
 *   nothing, they only set the direction of neutral characters beside them, and text mixing a
 *   right-to-left script with digits or Latin needs them.
 * - No pile of combining marks: no writing system puts more than four on one letter (Vietnamese
 *   two, Indic vowel signs with a nukta and a candrabindu three, pointed Hebrew with a cantillation
 *   mark four, a Tibetan stack three or four), while "Zalgo" text piles hundreds that draw over
 *   the lines above and below. Format characters between the marks do not break the pile.
 */
const NOTHING_VISIBLE = /^(?:[\s\p{Z}\p{Cc}\p{Cf}\u115F\u1160\u2800\u3164\uFFA0]|\p{Variation_Selector}|\u034F)*$/u;
const TEXT_DIRECTION_CONTROL = /[\u202A-\u202E\u2066-\u2069]/u;

/** The most combining marks one letter may carry. */
export const COMBINING_MARKS_MAX = 4;
const MARK_PILE = new RegExp(`\\p{M}(?:\\p{Cf}*\\p{M}){${COMBINING_MARKS_MAX}}`, 'u');

export const hasVisibleText = (text: string) => !NOTHING_VISIBLE.test(text);

export const hasTextDirectionControl = (text: string) => TEXT_DIRECTION_CONTROL.test(text);

export const hasMarkPile = (text: string) => MARK_PILE.test(text);
