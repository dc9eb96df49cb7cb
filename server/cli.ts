import pino from 'pino';
import { resolveAuthSecret } from './config/auth-secret.ts';
import { loadConfig } from './config/config.ts';
import { openDatabase, type Database } from './db/database.ts';
import { createServices, type Services } from './services.ts';

/**
 * For command-line tools (admin:create, db:seed, test fixtures): the configured database and
 * every service, closed again afterwards. The embedded database must not be in use by a server.
 */
export async function withServices<T>(work: (services: Services, db: Database) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const services = createServices({
      config,
      db: database.db,
      databaseKind: database.kind,
      authSecret: resolveAuthSecret(config),
      logger: pino({ level: 'warn' }),
      listen: database.listen,
    });
    return await work(services, database.db);
  } finally {
    await database.close();
  }
}
