import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { resolveAuthSecret } from './config/auth-secret.ts';
import { ConfigError, loadConfig, type Config } from './config/config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { openDatabase } from './db/database.ts';
import { runningAtLine } from './lib/logger.ts';
import { drawDemoPortraits, seedDemoMembers } from './modules/demo/demo-data.ts';

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
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      poolSize: config.databasePoolSize,
    });
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
    const added = await seedDemoMembers(app.services, database.db);
    process.stdout.write(
      `Demo data: ${added} members with complete profiles (they cannot sign in; DEMO_DATA=false turns this off).\n` +
        'Register to try it, and create the super admin with: npm run admin:create -- --email you@example.org\n',
    );
  }

  // Photo files a crash left without a row (ADR 0019): swept in the background once serving. The
  // embedded database is this process's alone, so nothing else can be mid-upload; on PostgreSQL
  // another instance may be, so only files older than the grace period go.
  const sweepBefore =
    database.kind === 'pglite' ? new Date() : new Date(Date.now() - config.photoSweepGraceSeconds * 1000);
  let sweeping: Promise<unknown> = Promise.resolve();
  // The demo members' portraits are drawn once serving (ADR 0027: some seconds of CPU work); a
  // shutdown stops them between two portraits and the next start draws the rest.
  const stopPortraits = new AbortController();
  let portraits: Promise<unknown> = Promise.resolve();

  // Graceful shutdown: stop accepting, finish in-flight requests and the sweep, then close the database.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const forced = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      stopPortraits.abort();
      await app.close();
      await portraits;
      await sweeping;
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
  process.stdout.write(runningAtLine(url));
  if (config.demoData && database.kind === 'pglite') {
    const started = performance.now();
    portraits = drawDemoPortraits(app.services, database.db, { signal: stopPortraits.signal })
      .then((drawn) => {
        if (drawn === 0) return;
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        app.log.info({ drawn, seconds }, 'demo portraits drawn');
        process.stdout.write(`Demo portraits: ${drawn} drawn in ${seconds} s.\n`);
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'drawing the demo portraits failed'));
  }
  sweeping = app.services.photos
    .sweepOrphanFiles(sweepBefore)
    // D43: a deleted account's selfies waiting for a moderator (their rows went by cascade).
    .then(() => app.services.photoVerifications.sweepOrphanFiles(sweepBefore))
    .catch((error: unknown) => app.log.error({ err: error }, 'the photo file sweep failed'));
}

await main();
