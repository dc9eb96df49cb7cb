/**
 * A fresh production build of the web app served by the real server on PGlite (NODE_ENV
 * production), as `npm run bench` audits it; `close` stops the server and removes its data.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config/config.ts';
import { openDatabase } from '#server/db/database.ts';

const WEB_ROOT = fileURLToPath(new URL('../dist/web', import.meta.url));

export async function serveBuiltApp(): Promise<{ base: string; close: () => Promise<void> }> {
  await build({ configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)), logLevel: 'warn' });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dm-bench-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    PORT: '0',
    RATE_LIMIT_SCALE: '100000',
  });
  const database = await openDatabase({ databaseUrl: undefined, dataDir });
  const app = await buildApp({ config, database, authSecret: 'bench-'.padEnd(40, 'x'), webRoot: WEB_ROOT });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    base,
    close: async () => {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
