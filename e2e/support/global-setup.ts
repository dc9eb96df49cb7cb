import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { CHROMIUM_PATH } from '../../playwright.config.ts';
import { freePort, startServerProcess } from '../../server/test/server-process.ts';
import { parseMail, startSmtpCatcher } from '../../server/test/smtp-catcher.ts';
import { totpCode, totpStep, TOTP_PERIOD_MS } from '../../server/test/totp.ts';
import { E2E_ADMIN, E2E_PROJECTS, e2eNewAdminFor } from './accounts.ts';
import { sameSiteHeaders, type E2EServer, type E2EServers } from './servers.ts';

const execFileAsync = promisify(execFile);

/**
 * Starts one production server (built web app, fresh embedded database, its own mail catcher) per
 * Playwright project, side by side, so that the two projects run at once without meeting: each
 * project's journeys see only their own server's members, settings (moderation mode, registration)
 * and mail (issue 42). Where each project's server is reaches the workers through E2E_SERVERS
 * (support/servers.ts), read by the config's per-project baseURL.
 */
export default async function globalSetup() {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium was not found at ${CHROMIUM_PATH}. Install it with: sudo apt-get update && sudo apt-get install -y chromium chromium-headless-shell ` +
        '(or set CHROMIUM_PATH). Do not run "npx playwright install": it downloads a browser and fails offline.',
    );
  }
  if (!fs.existsSync(path.resolve('dist/web/index.html'))) {
    throw new Error('The web app is not built. Run "npm run build" first (npm run test:e2e does).');
  }
  const started = await Promise.all(E2E_PROJECTS.map((project) => startProjectServer(project)));
  const servers: E2EServers = Object.fromEntries(started.map(({ project, server }) => [project, server]));
  process.env.E2E_SERVERS = JSON.stringify(servers);
  return async () => {
    await Promise.all(started.map(({ stop }) => stop()));
  };
}

/** One project's server: data folder, super admins, seeded members, mail catcher, two-factor admin. */
async function startProjectServer(project: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `dm-e2e-${project}-`));
  const env = { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  // The super admins are made the documented way, before the server owns the data folder: the
  // journeys' admin (two-factor sign-in turned on below) and the project's one who has not set it up.
  for (const admin of [E2E_ADMIN, e2eNewAdminFor(project)]) {
    await run(
      [
        'server/ops/admin-create.cli.ts',
        '--email',
        admin.email,
        '--password',
        admin.password,
        '--first-name',
        'Pastor',
      ],
      env,
    );
  }
  // The demo members, plus a free and a premium member whose passwords only the tests know.
  await run(['e2e/support/seed-members.ts'], env);
  // Mail goes through a real SMTP server in this process (as to a relay); each mail it receives is
  // written, as its reader sees it, to a folder the journeys read (support/outbox.ts).
  const outboxDir = path.join(dataDir, 'caught-mail');
  const smtp = await startMailCatcher(outboxDir);
  // Many journeys register from one address: the sign-up limit is scaled up here (and tested at 1 in the API tests).
  // A port chosen before the start (not 0), so that the server's public address is the one the
  // browser uses: church sign-in (D48) gives the provider its callback on that address.
  const result = await startServerProcess({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    PORT: String(await freePort()),
    RATE_LIMIT_SCALE: '50',
    ...smtp.env,
  });
  if (!result.server) throw new Error(`The ${project} server did not start:\n${result.output}`);
  const server: E2EServer = {
    baseUrl: result.server.url,
    outbox: outboxDir,
    adminAuthenticator: await turnOnAdminTwoFactor(result.server.url, path.join(dataDir, 'admin-totp-step')),
  };
  const running = result.server;
  return {
    project,
    server,
    async stop() {
      await running.stop();
      await smtp.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A TypeScript command of the repository, as `npm run` would start it; its output only on failure. */
async function run(args: string[], env: Record<string, string>) {
  try {
    await execFileAsync(process.execPath, ['--import', 'tsx', ...args], { env });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`${args[0]} failed:\n${stdout}${stderr}`, { cause: error });
  }
}

/** The local SMTP server of the journeys: every mail, parsed, becomes a JSON file in `folder`. */
async function startMailCatcher(folder: string) {
  fs.mkdirSync(folder, { recursive: true });
  let written = 0;
  return startSmtpCatcher({
    onMail: async (mail) => {
      const parsed = await parseMail(mail);
      const headers = Object.fromEntries(
        parsed.headerLines.map(({ line }) => [
          line.slice(0, line.indexOf(':')),
          line.slice(line.indexOf(':') + 1).trim(),
        ]),
      );
      written += 1;
      const file = path.join(folder, `${Date.now()}-${written}.json`);
      const record = {
        to: mail.to[0],
        subject: parsed.subject,
        text: parsed.text,
        html: parsed.html || undefined,
        headers,
      };
      fs.writeFileSync(file, JSON.stringify(record, null, 2));
    },
  });
}

/**
 * D35: the journeys' super admin has two-factor sign-in on, as every super admin must before the
 * panel opens; set up through the API as Settings does. The secret goes to the journeys
 * (e2e/support/two-factor.ts), with the file that remembers the last step used and the one that
 * keeps the recovery codes not used yet.
 */
async function turnOnAdminTwoFactor(baseUrl: string, stateFile: string) {
  const call = async (url: string, body: unknown, cookie = '') => {
    const response = await fetch(`${baseUrl}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, ...sameSiteHeaders(baseUrl) },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
    return response;
  };
  const login = await call('/api/auth/login', { email: E2E_ADMIN.email, password: E2E_ADMIN.password });
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const setup = await call('/api/auth/two-factor/setup', { currentPassword: E2E_ADMIN.password }, cookie);
  const { secret } = (await setup.json()) as { secret: string };
  const step = totpStep();
  const enable = await call('/api/auth/two-factor/enable', { code: totpCode(secret, step * TOTP_PERIOD_MS) }, cookie);
  const { recoveryCodes } = (await enable.json()) as { recoveryCodes: string[] };
  await call('/api/auth/logout', {}, cookie);
  fs.writeFileSync(stateFile, String(step));
  const recoveryCodesFile = `${stateFile}-recovery-codes.json`;
  fs.writeFileSync(recoveryCodesFile, JSON.stringify(recoveryCodes));
  return { secret, stateFile, recoveryCodesFile };
}
