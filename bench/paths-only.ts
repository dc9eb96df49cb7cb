/**
 * `npx tsx bench/paths-only.ts`: issue 46's hot paths alone (bench/paths.ts) on BENCH_PGLITE_MEMBERS
 * generated members (default 100k) in PGlite, or on a fresh PostgreSQL database of
 * BENCH_PG_MEMBERS members on the server of BENCH_DATABASE_URL when set (dropped afterwards).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '#server/db/database.ts';
import { generateMembers } from '#server/db/generate-members.ts';
import { benchPaths, printPaths } from './paths.ts';
import { scratchDatabase } from './scratch-database.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const adminUrl = process.env.BENCH_DATABASE_URL;

async function run(database: DatabaseHandle, members: number, label: string) {
  await generateMembers(database.db, members, { prefix: `p${Date.now().toString(36)}` });
  await database.db.execute(sql`vacuum analyze`);
  printPaths(await benchPaths({ database, members, label, seconds: SECONDS, connections: 50 }));
}

if (adminUrl) {
  const scratch = await scratchDatabase(adminUrl, `dm_bench_paths_${process.pid}`);
  try {
    await scratch.database.migrate();
    await run(scratch.database, Number(process.env.BENCH_PG_MEMBERS ?? 1_000_000), 'PostgreSQL server');
  } finally {
    await scratch.drop();
  }
} else {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dm-bench-paths-pglite-'));
  const database = await openDatabase({ databaseUrl: undefined, dataDir });
  try {
    await run(database, Number(process.env.BENCH_PGLITE_MEMBERS ?? 100_000), 'PGlite (embedded)');
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
