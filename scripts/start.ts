/**
 * `npm start`: builds the web app when it is missing or older than its sources, then starts the
 * server in production mode (migrations run at start-up; one port serves API and app).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const builtIndex = path.join(root, 'dist/web/index.html');

function newestChange(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

function buildIsStale(): boolean {
  if (!fs.existsSync(builtIndex)) return true;
  const builtAt = fs.statSync(builtIndex).mtimeMs;
  return [path.join(root, 'web'), path.join(root, 'shared')].some((dir) => newestChange(dir) > builtAt);
}

if (buildIsStale()) {
  process.stdout.write('Building the web app (up to half a minute)...\n');
  const { build } = await import('vite');
  await build({ configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' });
}

// A .env file beside package.json configures `npm start` (variables already set win).
const envFile = path.join(root, '.env');
if (fs.existsSync(envFile)) process.loadEnvFile(envFile);
process.env.NODE_ENV ??= 'production';
await import('../server/server.ts');
