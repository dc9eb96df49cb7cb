import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { resolveAuthSecret } from './config/auth-secret.ts';
import { ConfigError, loadConfig, type Config } from './config/config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { openDatabase } from './db/database.ts';
import { seedDemoData } from './modules/demo/demo-data.ts';

/** The built web app that production serves (vite.config.ts builds it there). */
export const WEB_ROOT = fileURLToPath(new URL('../dist/web', import.meta.url));

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(`Divine Match cannot start.\n${error.message}\nSee .env.example.`);
    throw error;
  }
  const authSecret = resolveAuthSecret(config);

  let database;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (error) {
    if (error instanceof DataDirLockedError) fail(`Divine Match cannot start. ${error.message}`);
    throw error;
  }

  const app = await buildApp({
    config,
    database,
    authSecret,
    webRoot: config.env === 'production' ? WEB_ROOT : undefined,
  });

  // Demo members on the first start of an empty embedded database (DEMO_DATA=false turns it off).
  if (config.demoData && database.kind === 'pglite' && (await app.services.accounts.count()) === 0) {
    const added = await seedDemoData(app.services, database.db);
    process.stdout.write(
      `Demo data: ${added} members with complete profiles (they cannot sign in; DEMO_DATA=false turns this off).\n` +
        'Register to try it, and create the super admin with: npm run admin:create -- --email you@example.org\n',
    );
  }

  // Graceful shutdown: stop accepting, finish in-flight requests, then close the database.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const forced = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await app.close();
      await database.close();
    } finally {
      clearTimeout(forced);
      process.exit(0);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    await database.close();
    fail(`Divine Match cannot start: ${(error as Error).message}`);
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = config.publicUrl.replace(/:\d+$/, `:${port}`);
  app.log.info(
    { url, database: database.kind, dataDir: path.relative(process.cwd(), config.dataDir) || '.' },
    'listening',
  );
  process.stdout.write(`Divine Match is running at ${url}\n`);
}

await main();
