import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createPgliteInstance, wrapPglite } from '#server/db/database.ts';

/** Builds one migrated PGlite database and dumps it; every test file restores a fresh copy. */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dm-pglite-'));
  const client = createPgliteInstance();
  const handle = wrapPglite(client);
  await handle.migrate();
  const dump = await client.dumpDataDir('none');
  await handle.close();
  const file = path.join(dir, 'snapshot.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteSnapshotFile', file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
