/**
 * `npm test`: every suite, one phase after another, each timed (issue 42). The phases: unit
 * (Vitest, jsdom and pure rules), server:pglite (every server test on the embedded engine),
 * server:postgres (the same on the PostgreSQL server of TEST_DATABASE_URL, when it is set), build
 * (the web app, for the journeys), e2e (Playwright, desktop and phone side by side). The first phase
 * that fails ends the run with its exit code. With CI_PHASES_FILE set (.ci/run sets it), each
 * phase's time is appended there, so that CI prints one table of every phase of its run.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

interface Phase {
  name: string;
  command: string[];
}

const vitest = (project: string): Phase => ({ name: project, command: ['vitest', 'run', '--project', project] });

const phases: Phase[] = [
  vitest('unit'),
  vitest('server:pglite'),
  ...(process.env.TEST_DATABASE_URL ? [vitest('server:postgres')] : []),
  { name: 'build', command: ['vite', 'build'] },
  { name: 'e2e', command: ['playwright', 'test'] },
];

const rows: string[] = [];
const row = (name: string, seconds: number, outcome: string) =>
  `${name.padEnd(16)} ${String(seconds).padStart(6)} s  ${outcome}`;

for (const phase of phases) {
  process.stdout.write(`\n==> ${phase.name}: ${phase.command.join(' ')}\n`);
  const started = performance.now();
  const result = spawnSync('npx', ['--no-install', ...phase.command], { stdio: 'inherit' });
  const seconds = Math.round((performance.now() - started) / 1000);
  const code = result.status ?? 1;
  const line = row(phase.name, seconds, code === 0 ? 'passed' : `FAILED (exit ${code})`);
  rows.push(line);
  if (process.env.CI_PHASES_FILE) fs.appendFileSync(process.env.CI_PHASES_FILE, `${line}\n`);
  process.stdout.write(`==> ${phase.name} took ${seconds} s\n`);
  if (code !== 0) {
    process.stdout.write(`\nnpm test phases:\n${rows.join('\n')}\n`);
    process.exit(code);
  }
}
process.stdout.write(`\nnpm test phases:\n${rows.join('\n')}\n`);
