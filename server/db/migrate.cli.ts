/** `npm run db:migrate`: applies pending migrations to the configured database and exits. */
import { ConfigError, loadConfig } from '#server/config/config.ts';
import { openDatabase } from './database.ts';

try {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.close();
  process.stdout.write(`Migrations applied (${database.kind}).\n`);
} catch (error) {
  process.stderr.write(`${error instanceof ConfigError ? error.message : String(error)}\n`);
  process.exit(1);
}
