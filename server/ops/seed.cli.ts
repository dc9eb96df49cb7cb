/** `npm run db:seed`: adds the demo members to the configured database (idempotent). */
import { withServices } from '#server/cli.ts';
import { seedDemoData } from '#server/modules/demo/demo-data.ts';

const added = await withServices((services, db) => seedDemoData(services, db));
process.stdout.write(`Added ${added} demo members (they cannot sign in).\n`);
