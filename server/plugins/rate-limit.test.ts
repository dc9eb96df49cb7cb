import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config/config.ts';
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.ts';
import { RATE_LIMIT_REDIS_PREFIX } from './security.ts';

/**
 * The general request budget (600 a minute per client address, scaled here to 6). Two app
 * instances on one database stand for two server processes behind a load balancer.
 */
const redisUrl = process.env.TEST_REDIS_URL;
const SCALE = '0.01'; // 600 × 0.01 = 6 requests a minute

let database: TestDatabase;
const apps: FastifyInstance[] = [];
const dirs: string[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await database.close();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

async function instance(env: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dm-rl-'));
  dirs.push(dir);
  const config = loadConfig({
    NODE_ENV: 'test',
    PASSWORD_HASH_COST: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dir,
    RATE_LIMIT_SCALE: SCALE,
    ...env,
  });
  const app = await buildApp({
    config,
    database: database.anotherHandle(),
    authSecret: randomBytes(32).toString('hex'),
  });
  apps.push(app);
  return app;
}

/** A client address of its own: the engines' projects may run this file at once on one Redis. */
const freshIp = () => `10.${[...randomBytes(3)].join('.')}`;

const ask = (app: FastifyInstance, remoteAddress: string) =>
  app.inject({ method: 'GET', url: '/api/auth/session', remoteAddress });

describe('the general request budget', () => {
  it('without REDIS_URL is counted by each instance on its own', async () => {
    const [first, second] = [await instance({}), await instance({})];
    const ip = freshIp();
    for (let i = 0; i < 6; i++) expect((await ask(first, ip)).statusCode).not.toBe(429);
    expect((await ask(first, ip)).statusCode).toBe(429);
    // The other process has its own count: documented in docs/deploy.md and ADR 0017.
    expect((await ask(second, ip)).statusCode).not.toBe(429);
  });

  // Runs where a Redis server is named (CI names 127.0.0.1:6379: .ci/run).
  if (redisUrl) {
    it('with REDIS_URL is one budget shared by every instance', async () => {
      const [first, second] = [await instance({ REDIS_URL: redisUrl }), await instance({ REDIS_URL: redisUrl })];
      const ip = freshIp();
      const redis = new Redis(redisUrl);
      try {
        await redis.del(`${RATE_LIMIT_REDIS_PREFIX}${ip}`);
        for (let i = 0; i < 3; i++) expect((await ask(first, ip)).statusCode).not.toBe(429);
        for (let i = 0; i < 3; i++) expect((await ask(second, ip)).statusCode).not.toBe(429);
        const refused = await ask(first, ip);
        expect(refused.statusCode).toBe(429);
        expect(refused.json().error.code).toBeDefined();
        expect((await ask(second, ip)).statusCode).toBe(429);
        // The count lives in Redis, under our prefix, for this address.
        expect(Number(await redis.get(`${RATE_LIMIT_REDIS_PREFIX}${ip}`))).toBe(8);
        // Another address still has its whole budget.
        expect((await ask(second, freshIp())).statusCode).not.toBe(429);
      } finally {
        await redis.quit();
      }
    });
  }

  it('serves requests at once while Redis is unreachable (the budget is skipped, the throttles hold)', async () => {
    const app = await instance({ REDIS_URL: 'redis://127.0.0.1:9' });
    await app.ready(); // waits at most 2 s for Redis, then starts without it
    const ip = freshIp();
    const started = Date.now();
    for (let i = 0; i < 8; i++) expect((await ask(app, ip)).statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
