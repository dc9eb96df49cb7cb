/** `npm run db:seed`: adds the demo members to the configured database (idempotent). */
import pino from 'pino';
import { resolveAuthSecret } from '#server/config/auth-secret.ts';
import { loadConfig } from '#server/config/config.ts';
import { openDatabase } from '#server/db/database.ts';
import { createServices } from '#server/services.ts';
import { seedDemoData } from './demo-data.ts';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const services = createServices({
    config,
    db: database.db,
    authSecret: resolveAuthSecret(config),
    logger: pino({ level: 'warn' }),
  });
  const added = await seedDemoData(services, database.db);
  process.stdout.write(`Added ${added} demo members (they cannot sign in).\n`);
} finally {
  await database.close();
}
