import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '#server/app.ts';
import { loadConfig, type Config } from '#server/config/config.ts';
import type { DatabaseHandle } from '#server/db/database.ts';
import type { Mailer } from '#server/lib/mailer.ts';
import { asBrowser } from './browser.ts';
import { createTestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  /** The secret the app signs with (sessions, cursors, unsubscribe links). */
  authSecret: string;
  close(): Promise<void>;
}

/**
 * The very app server.ts runs, on a fresh test database, not yet ready: a test may add a route
 * before its first inject(), which writes as a browser on the site's page does (browser.ts). close() discards the app, the database and the data folder.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: {
    mailer?: Mailer;
    clock?: () => Date;
    /** Another database than a fresh migrated copy (upgrades.test.ts: one upgraded from an earlier schema). */
    database?: DatabaseHandle;
  } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dm-app-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    PASSWORD_HASH_COST: 'test',
    // The tests' push service on http://127.0.0.1 (push-service.ts).
    PUSH_ALLOW_LOOPBACK_HTTP: 'true',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    ...env,
  });
  const { database: given, ...appOptions } = options;
  const database = given ?? (await createTestDatabase());
  const authSecret = randomBytes(32).toString('hex');
  // Its inject() sends a browser's Origin on writes (browser.ts).
  const app = asBrowser(await buildApp({ config, database, authSecret, ...appOptions }), config.publicUrl);
  return {
    app,
    database,
    config,
    authSecret,
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
