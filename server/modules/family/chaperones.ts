import type { Database } from '#server/db/database.ts';
import { createFamilyRepository } from './family.repository.ts';

export type ChaperoneDirectory = ReturnType<typeof createChaperoneDirectory>;
export type Chaperone = Awaited<ReturnType<ChaperoneDirectory['of']>>[number];

/**
 * D46: who chaperones whom, for the conversations module: both members of a chaperoned
 * conversation see 'Chaperoned by {first name} ({relation})', and a chaperone's open page
 * follows new messages.
 */
export function createChaperoneDirectory(db: Database) {
  const repository = createFamilyRepository(db);
  return {
    of: (memberIds: string[]) => repository.chaperonesOf(memberIds),
  };
}
