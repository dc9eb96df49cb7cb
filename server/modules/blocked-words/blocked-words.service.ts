import type { Language } from '#shared/enums.ts';
import {
  createBlockedWordsMatcher,
  normalizeBlockedWord,
  type BlockedWordsMatcher,
} from '#shared/rules/blocked-words.ts';
import type { BlockedWordField, BlockedWordsAdd, BlockedWordsList } from '#shared/schemas/blocked-words.ts';
import type { Database } from '#server/db/database.ts';
import type { Member } from '#server/lib/member.ts';
import type { AuditContext, AuditService } from '#server/modules/audit/audit.service.ts';
import { assertNoBlockedWord, assertWordFound } from './blocked-words.policy.ts';
import { createBlockedWordsRepository } from './blocked-words.repository.ts';

export type BlockedWordsService = ReturnType<typeof createBlockedWordsService>;

/**
 * How long an instance trusts the lists it read. A change on this instance is seen at once; one
 * made on another instance within this time (several instances share one database).
 */
export const BLOCKED_WORDS_TTL_MS = 30_000;

/**
 * D42's blocked words: one list per language, kept by moderators and the super admin (audited),
 * and every list read against every text a member writes (shared/rules/blocked-words.ts).
 */
export function createBlockedWordsService(deps: {
  db: Database;
  audit: AuditService;
  clock?: (() => Date) | undefined;
}) {
  const repository = createBlockedWordsRepository(deps.db);
  const now = () => (deps.clock ? deps.clock() : new Date()).getTime();
  let cached: { matcher: BlockedWordsMatcher; readAt: number } | undefined;
  let loading: Promise<BlockedWordsMatcher> | undefined;

  async function matcher(): Promise<BlockedWordsMatcher> {
    if (cached && now() - cached.readAt < BLOCKED_WORDS_TTL_MS) return cached.matcher;
    loading ??= (async () => {
      const readAt = now();
      try {
        const built = createBlockedWordsMatcher(await repository.allNormalized());
        cached = { matcher: built, readAt };
        return built;
      } finally {
        loading = undefined;
      }
    })();
    return loading;
  }
  const forget = () => {
    cached = undefined;
  };

  async function list(language: Language): Promise<BlockedWordsList> {
    const rows = await repository.list(language);
    return {
      language,
      words: rows.map((row) => ({ id: row.id, word: row.word, createdAt: row.createdAt.toISOString() })),
    };
  }

  return {
    list,

    /** Refuses (400, the field named) a text that holds a word of any list; nothing is saved. */
    async assertAllowed(texts: Partial<Record<BlockedWordField, string | null | undefined>>) {
      assertNoBlockedWord(await matcher(), texts);
    },

    /** Adds one word or several (a word already there, spelled any way, is left as it is). */
    async add(moderator: Member, input: BlockedWordsAdd, context: AuditContext): Promise<BlockedWordsList> {
      const unique = new Map<string, string>();
      for (const word of input.words) {
        const normalized = normalizeBlockedWord(word);
        if (!unique.has(normalized)) unique.set(normalized, word.trim());
      }
      const entries = [...unique].map(([normalized, word]) => ({ word, normalized }));
      await deps.db.transaction(async (tx) => {
        const added = await repository.add(tx, input.language, entries, moderator.id);
        if (added.length > 0)
          await deps.audit.record(
            {
              ...context,
              actorId: moderator.id,
              action: 'moderation.blocked_words_added',
              detail: { language: input.language, words: added },
            },
            tx,
          );
      });
      forget();
      return list(input.language);
    },

    async remove(moderator: Member, language: Language, id: string, context: AuditContext): Promise<BlockedWordsList> {
      await deps.db.transaction(async (tx) => {
        const word = await repository.remove(tx, language, id);
        assertWordFound(word);
        await deps.audit.record(
          { ...context, actorId: moderator.id, action: 'moderation.blocked_word_removed', detail: { language, word } },
          tx,
        );
      });
      forget();
      return list(language);
    },
  };
}
