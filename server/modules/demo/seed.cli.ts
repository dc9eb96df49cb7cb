/** `npm run db:seed`: adds the demo members to the configured database (idempotent). */
import pino from 'pino';
import { resolveAuthSecret } from '#server/config/auth-secret.ts';
import { loadConfig } from '#server/config/config.ts';
import { openDatabase } from '#server/db/database.ts';
import { createServices } from '#server/services.ts';
import { DEMO_PASSWORD, seedDemoData } from './demo-data.ts';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const services = createServices({
    config,
    db: database.db,
    authSecret: resolveAuthSecret(config),
    logger: pino({ level: 'warn' }),
  });
  const emails = await seedDemoData(services);
  process.stdout.write(
    `Added ${emails.length} demo members (password "${DEMO_PASSWORD}")${emails.length ? `:\n  ${emails.join('\n  ')}` : '.'}\n`,
  );
} finally {
  await database.close();
}
