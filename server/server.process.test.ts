import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '#server/test/server-process.ts';
import { databaseUrl } from '#server/test/postgres-admin.ts';

/**
 * The whole process, as `npm start` runs it: configuration refusal, the data-folder lock, a crash
 * and restart, graceful shutdown, and (where TEST_DATABASE_URL names a server) real PostgreSQL.
 */
const started: ServerProcess[] = [];
const dirs: string[] = [];
function dataDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dm-proc-'));
  dirs.push(dir);
  return dir;
}
afterAll(async () => {
  await Promise.all(started.map((server) => server.stop('SIGKILL')));
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

async function start(env: Record<string, string>) {
  const result = await startServerProcess(env);
  if (result.server) started.push(result.server);
  return result;
}

// Each test starts one or two real servers (migrations, and for one the 300 demo members): on 2
// busy cores that takes longer than the default 30 s.
describe('the server process', { timeout: 120_000 }, () => {
  it('refuses bad configuration, exits non-zero and names the problem', async () => {
    const result = await start({ PORT: 'abc', DATA_DIR: dataDir() });
    expect(result.exitCode).not.toBe(0);
    expect(result.server).toBeUndefined();
    expect(result.output).toContain('PORT must be a whole number from 0 to 65535 (got "abc")');
  });

  it('runs on the embedded database; a second server on the same DATA_DIR exits naming the lock', async () => {
    const dir = dataDir();
    const first = await start({ DATA_DIR: dir });
    expect(first.server).toBeDefined();
    const ready = await fetch(`${first.server!.url}/health/ready`);
    expect(ready.status).toBe(200);

    const second = await start({ DATA_DIR: dir });
    expect(second.server).toBeUndefined();
    expect(second.exitCode).not.toBe(0);
    expect(second.output).toContain(path.join(dir, 'pgdata.lock'));
    expect(second.output).toMatch(/locked by another Divine Match server/);

    // Graceful shutdown releases the lock; a restart works.
    expect(await first.server!.stop('SIGTERM')).toBe(0);
    expect(fs.existsSync(path.join(dir, 'pgdata.lock'))).toBe(false);
  });

  it('seeds demo members on the first start of an empty embedded database, once', async () => {
    const dir = dataDir();
    const first = await start({ DATA_DIR: dir, DEMO_DATA: 'true' });
    expect(first.output).toMatch(/Demo data: 300 members with complete profiles/);
    // No account with a known password: a demo member cannot sign in.
    const login = await fetch(`${first.server!.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: first.server!.url },
      body: JSON.stringify({ email: 'grace.thomas@demo.divinematch.org', password: 'Divine-Demo-2026' }),
    });
    expect(login.status).toBe(401);
    expect(await first.server!.stop()).toBe(0);
    const again = await start({ DATA_DIR: dir, DEMO_DATA: 'true' });
    expect(again.output).not.toMatch(/Demo data/);
  });

  it('restarts without manual repair after being killed (kill -9) mid-flight', async () => {
    const dir = dataDir();
    const first = await start({ DATA_DIR: dir });
    await fetch(`${first.server!.url}/health/ready`);
    await first.server!.stop('SIGKILL');
    // What a kill between an upload's files and its row leaves (ADR 0019): swept at the next start.
    const orphan = path.join(dir, 'photos', 'photos', 'member-1', '00000000-0000-4000-8000-000000000001');
    fs.mkdirSync(orphan, { recursive: true });
    fs.writeFileSync(path.join(orphan, 'display.webp'), 'written before the row');
    fs.writeFileSync(path.join(orphan, 'thumbnail.webp.4242.tmp'), 'cut mid-write');
    const again = await start({ DATA_DIR: dir });
    expect(again.server).toBeDefined();
    expect((await fetch(`${again.server!.url}/health/ready`)).status).toBe(200);
    expect(await again.server!.stop('SIGTERM')).toBe(0);
    expect(fs.existsSync(orphan)).toBe(false);
  });

  const postgresUrl = process.env.TEST_DATABASE_URL;
  // Runs where a PostgreSQL server is named (CI always names one: .ci/run).
  if (postgresUrl) {
    it('runs on real PostgreSQL with DATABASE_URL', async () => {
      const name = `dm_proc_${process.pid}`;
      const admin = new pg.Client({ connectionString: postgresUrl });
      await admin.connect();
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.query(`create database "${name}"`);
      try {
        const result = await start({ DATA_DIR: dataDir(), DATABASE_URL: databaseUrl(postgresUrl, name) });
        expect(result.server).toBeDefined();
        expect((await fetch(`${result.server!.url}/health/ready`)).status).toBe(200);
        const migrated = await new pg.Client({ connectionString: databaseUrl(postgresUrl, name) });
        await migrated.connect();
        const tables = await migrated.query(
          `select count(*)::int as n from information_schema.tables where table_schema = 'public'`,
        );
        await migrated.end();
        expect(tables.rows[0].n).toBeGreaterThanOrEqual(15);
        await result.server!.stop();
      } finally {
        await admin.query(`drop database if exists "${name}" with (force)`);
        await admin.end();
      }
    });
  }
});
