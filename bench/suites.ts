/**
 * The bench's database suites (`npm run bench`, bench/run.ts; `npx tsx bench/yardstick.ts`):
 * discovery and the other hot paths on PGlite, and discovery, conversations and the hot paths on a
 * fresh PostgreSQL database, each printing issue 46's work per request beside its floors.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '#server/db/database.ts';
import { benchConversations, type ConversationFigures } from './conversations.ts';
import { benchDiscovery, type DiscoveryFigures } from './discovery.ts';
import { benchPaths, type PathsFigures } from './paths.ts';
import { scratchDatabase } from './scratch-database.ts';

/** Discovery, then the other hot paths (issue 46) on the same PGlite database and members. */
export async function benchPglite(input: {
  members: number;
  seconds: number;
}): Promise<{ discovery: DiscoveryFigures; paths: PathsFigures }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dm-bench-pglite-'));
  const database = await openDatabase({ databaseUrl: undefined, dataDir });
  try {
    const discovery = await benchDiscovery({
      database,
      members: input.members,
      label: 'PGlite (embedded)',
      seconds: input.seconds,
      connections: 50,
    });
    const paths = await benchPaths({
      database,
      members: input.members,
      label: 'PGlite (embedded)',
      seconds: input.seconds,
      connections: 50,
    });
    return { discovery, paths };
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Discovery on a fresh PostgreSQL database with PG_MEMBERS members, then conversations on the same
 * database and members (issue 19), then the other hot paths (issue 46).
 */
export async function benchPostgres(
  adminUrl: string,
  input: { members: number; messages: number; seconds: number },
): Promise<{ discovery: DiscoveryFigures; conversations: ConversationFigures; paths: PathsFigures }> {
  // The pool the product runs with (connectPostgres's default), not one sized for the benchmark.
  const scratch = await scratchDatabase(adminUrl, `dm_bench_${process.pid}`);
  const { database, url } = scratch;
  const prefix = `b${Date.now().toString(36)}`;
  try {
    await database.migrate();
    const discovery = await benchDiscovery({
      database,
      members: input.members,
      label: 'PostgreSQL server',
      seconds: input.seconds,
      connections: 50,
      prefix,
    });
    const conversations = await benchConversations({
      database,
      url,
      prefix,
      members: input.members,
      messages: input.messages,
      seconds: input.seconds,
      connections: 50,
    });
    const paths = await benchPaths({
      database,
      members: input.members,
      label: 'PostgreSQL server',
      seconds: input.seconds,
      connections: 50,
    });
    return { discovery, conversations, paths };
  } finally {
    await scratch.drop();
  }
}
