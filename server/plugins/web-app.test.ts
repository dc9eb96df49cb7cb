import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync, brotliCompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config/config.ts';
import type { DatabaseHandle } from '#server/db/database.ts';
import { createTestDatabase } from '#server/test/test-database.ts';

/** A built web app in miniature: what vite.config.ts writes (with its .br and .gz copies). */
const script = `console.log(${JSON.stringify('Find Your Divine Match '.repeat(100))});`;
const html = '<!doctype html><html lang="en"><body><div id="root"></div></body></html>';

let app: FastifyInstance;
let database: DatabaseHandle;
let webRoot: string;
beforeAll(async () => {
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'dm-web-'));
  fs.mkdirSync(path.join(webRoot, 'assets'));
  fs.writeFileSync(path.join(webRoot, 'index.html'), html);
  fs.writeFileSync(path.join(webRoot, 'assets/app-1a2b.js'), script);
  fs.writeFileSync(path.join(webRoot, 'assets/app-1a2b.js.br'), brotliCompressSync(script));
  fs.writeFileSync(path.join(webRoot, 'assets/app-1a2b.js.gz'), gzipSync(script));
  database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: webRoot });
  app = await buildApp({ config, database, authSecret: randomBytes(32).toString('hex'), webRoot });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

describe('the built web app', () => {
  it('sends the precompressed copy a browser accepts, and the plain file otherwise', async () => {
    const brotli = await app.inject({ url: '/assets/app-1a2b.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.rawPayload.length).toBeLessThan(script.length / 5);

    const gzip = await app.inject({ url: '/assets/app-1a2b.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');

    const plain = await app.inject({ url: '/assets/app-1a2b.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('answers any other page with index.html (the SPA fallback), not cached', async () => {
    const page = await app.inject({ url: '/help', headers: { 'accept-encoding': 'br, gzip' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toBe(html);
  });
});
