import {
  BLOCKED_WORD_FIELD_LABELS,
  blockedWordsMessages,
  type BlockedWordField,
} from '#shared/schemas/blocked-words.ts';
import type { BlockedWordsMatcher } from '#shared/rules/blocked-words.ts';
import { BadRequestError, NotFoundError } from '#server/lib/errors.ts';

/**
 * The rules of the blocked words (D42). Who keeps the lists is the routes' access level
 * `moderator` (moderators, admins and super admins); members are refused.
 */

/**
 * A profile text, a caption or a message holding a word of any list is refused: 400, the field
 * named, never the word nor the list (a member must not be able to read the list by probing it).
 */
export function assertNoBlockedWord(
  matcher: BlockedWordsMatcher,
  texts: Partial<Record<BlockedWordField, string | null | undefined>>,
) {
  for (const [field, text] of Object.entries(texts) as [BlockedWordField, string | null | undefined][]) {
    if (text && matcher.matches(text))
      throw new BadRequestError(blockedWordsMessages.refused(BLOCKED_WORD_FIELD_LABELS[field]), 'BLOCKED_WORD');
  }
}

/** Removing a word that is not on that language's list. */
export function assertWordFound(word: string | undefined): asserts word is string {
  if (word === undefined) throw new NotFoundError(blockedWordsMessages.notFound, 'BLOCKED_WORD_NOT_FOUND');
}
