/**
 * `npm run lint:deploy`: checks the container files with the linters this machine has.
 * Dockerfile: dockerfile-utils (a devDependency, always). compose.yaml: `docker compose config`
 * or Debian's `docker-compose config`. deploy/Caddyfile: `caddy validate`. compose.yaml style:
 * yamllint. A missing tool is reported as skipped (CI installs them: .ci/run); a finding fails.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// compose.yaml requires these from a .env file; any value will do for a syntax check.
const composeEnv = {
  ...process.env,
  SITE_ADDRESS: 'match.example.org',
  POSTGRES_PASSWORD: 'lint-only',
  AUTH_SECRET: 'lint-only-secret-of-at-least-32-characters',
  S3_ACCESS_KEY_ID: 'lint-only',
  S3_SECRET_ACCESS_KEY: 'lint-only',
};

const has = (command: string, args: string[]) => spawnSync(command, args, { stdio: 'ignore' }).status === 0;

interface Check {
  name: string;
  command?: [string, ...string[]];
}

const composeCommand: Check['command'] = has('docker', ['compose', 'version'])
  ? ['docker', 'compose', '-f', 'compose.yaml', 'config', '--quiet']
  : has('docker-compose', ['version'])
    ? ['docker-compose', '-f', 'compose.yaml', 'config', '--quiet']
    : undefined;

const checks: Check[] = [
  { name: 'Dockerfile (dockerfile-utils lint)', command: ['node_modules/.bin/dockerfile-utils', 'lint', 'Dockerfile'] },
  { name: 'compose.yaml (compose config)', command: composeCommand },
  {
    name: 'compose.yaml (yamllint)',
    command: has('yamllint', ['--version'])
      ? [
          'yamllint',
          '--strict',
          '-d',
          '{extends: default, rules: {line-length: {max: 130}, document-start: disable}}',
          'compose.yaml',
        ]
      : undefined,
  },
  {
    name: 'deploy/Caddyfile (caddy validate)',
    command: has('caddy', ['version'])
      ? ['caddy', 'validate', '--config', 'deploy/Caddyfile', '--adapter', 'caddyfile']
      : undefined,
  },
];

let failed = 0;
for (const check of checks) {
  if (!check.command) {
    process.stdout.write(`skipped ${check.name}: the tool is not installed here\n`);
    continue;
  }
  const [command, ...args] = check.command;
  const result = spawnSync(command, args, { cwd: root, env: composeEnv, encoding: 'utf8' });
  // dockerfile-utils prints findings and exits 0 for warnings: any output is a finding.
  const findings = command.endsWith('dockerfile-utils') ? `${result.stdout}`.trim() : '';
  if (result.status !== 0 || findings !== '') {
    failed += 1;
    process.stdout.write(`FAILED ${check.name}\n${result.stdout}${result.stderr}\n`);
  } else {
    process.stdout.write(`ok ${check.name}\n`);
  }
}
process.exit(failed === 0 ? 0 : 1);
