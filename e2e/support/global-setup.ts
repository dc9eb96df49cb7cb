import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_PATH } from '../../playwright.config.ts';
import { startServerProcess } from '../../server/test/server-process.ts';
import { E2E_ADMIN } from './accounts.ts';

/** Starts the production server (built web app, fresh embedded database) for the journeys. */
export default async function globalSetup() {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium was not found at ${CHROMIUM_PATH}. Install it with: sudo apt-get update && sudo apt-get install -y chromium ` +
        '(or set CHROMIUM_PATH). Do not run "npx playwright install": it downloads a browser and fails offline.',
    );
  }
  if (!fs.existsSync(path.resolve('dist/web/index.html'))) {
    throw new Error('The web app is not built. Run "npm run build" first (npm run test:e2e does).');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dm-e2e-'));
  // The first super admin is made the documented way, before the server owns the data folder.
  execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'server/ops/admin-create.cli.ts',
      '--email',
      E2E_ADMIN.email,
      '--password',
      E2E_ADMIN.password,
      '--first-name',
      'Pastor',
    ],
    {
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      stdio: 'pipe',
    },
  );
  // The demo members, plus a free and a premium member whose passwords only the tests know.
  execFileSync(process.execPath, ['--import', 'tsx', 'e2e/support/seed-members.ts'], {
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'pipe',
  });
  // Many journeys register from one address: the sign-up limit is scaled up here (and tested at 1 in the API tests).
  const result = await startServerProcess({ NODE_ENV: 'production', DATA_DIR: dataDir, RATE_LIMIT_SCALE: '50' });
  if (!result.server) throw new Error(`The server did not start:\n${result.output}`);
  process.env.E2E_BASE_URL = result.server.url;
  // No SMTP here: mail goes to the data folder's outbox (D10), which the journeys read.
  process.env.E2E_OUTBOX = path.join(dataDir, 'outbox');
  const server = result.server;
  return async () => {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
