import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config/config.ts';
import { asBrowser } from './browser.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export interface Instance {
  app: FastifyInstance;
  base: string;
}

/**
 * Two server instances, listening, on one test database (D3): on PostgreSQL each has its own pool
 * and LISTEN connection, so an event crosses instances only through NOTIFY. They share the auth
 * secret, so a session works on both. `env` adds to both instances' configuration.
 */
export async function startTwoInstances(env: Record<string, string> = {}) {
  const database: TestDatabase = await createTestDatabase();
  const secret = randomBytes(32).toString('hex');
  const started: { app: FastifyInstance; dataDir: string; release: () => Promise<void> }[] = [];
  async function start(handle: TestDatabase | ReturnType<TestDatabase['anotherHandle']>, release: () => Promise<void>) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dm-instance-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      PASSWORD_HASH_COST: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      ...env,
    });
    const app = asBrowser(
      await buildApp({ config, database: handle, authSecret: secret, liveOptions: { heartbeatMs: 100 } }),
      config.publicUrl,
    );
    started.push({ app, dataDir, release });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    return { app, base: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
  }
  const one: Instance = await start(database, async () => {});
  const second = database.anotherHandle();
  const two: Instance = await start(second, () => second.close());
  return {
    database,
    one,
    two,
    async close() {
      for (const instance of started.reverse()) {
        await instance.app.close();
        await instance.release();
        fs.rmSync(instance.dataDir, { recursive: true, force: true });
      }
      await database.close();
    },
  };
}
