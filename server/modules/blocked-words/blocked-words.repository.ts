import { and, asc, eq } from 'drizzle-orm';
import type { Language } from '#shared/enums.ts';
import type { Executor } from '#server/db/database.ts';
import { schema } from '#server/db/schema.ts';

const { blockedWords } = schema;

export function createBlockedWordsRepository(db: Executor) {
  return {
    /** Every list's normalized words: what the matcher reads. */
    async allNormalized(): Promise<string[]> {
      const rows = await db.select({ normalized: blockedWords.normalized }).from(blockedWords);
      return rows.map((row) => row.normalized);
    },

    list(language: Language) {
      return db
        .select({ id: blockedWords.id, word: blockedWords.word, createdAt: blockedWords.createdAt })
        .from(blockedWords)
        .where(eq(blockedWords.language, language))
        .orderBy(asc(blockedWords.normalized));
    },

    /** Adds the words not yet on the list (the unique index decides); returns those added. */
    async add(
      executor: Executor,
      language: Language,
      words: { word: string; normalized: string }[],
      createdById: string,
    ): Promise<string[]> {
      if (words.length === 0) return [];
      const rows = await executor
        .insert(blockedWords)
        .values(words.map((entry) => ({ ...entry, language, createdById })))
        .onConflictDoNothing({ target: [blockedWords.language, blockedWords.normalized] })
        .returning({ word: blockedWords.word });
      return rows.map((row) => row.word);
    },

    /** Removes one word of a list; returns it, or undefined when it was not there. */
    async remove(executor: Executor, language: Language, id: string) {
      const [row] = await executor
        .delete(blockedWords)
        .where(and(eq(blockedWords.id, id), eq(blockedWords.language, language)))
        .returning({ word: blockedWords.word });
      return row?.word;
    },
  };
}
