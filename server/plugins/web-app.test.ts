import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync, brotliCompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '#shared/enums.ts';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config/config.ts';
import type { DatabaseHandle } from '#server/db/database.ts';
import { createTestDatabase } from '#server/test/test-database.ts';

/**
 * A built web app in miniature: what vite.config.ts writes (with its .br and .gz copies), the real
 * index.html and the splash's texts of web/locales/<language>/landing.json (German's with markup).
 */
const script = `console.log(${JSON.stringify('Find Your Divine Match '.repeat(100))});`;
const html = fs.readFileSync(new URL('../../web/index.html', import.meta.url), 'utf8');
const splashOf = (language: string) =>
  (
    JSON.parse(fs.readFileSync(new URL(`../../web/locales/${language}/landing.json`, import.meta.url), 'utf8')) as {
      landing: { splash: string };
    }
  ).landing.splash;
const MARKUP_SPLASH = 'Bitte <b>warten</b> & "beten"';

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
  for (const language of LANGUAGES) {
    const folder = path.join(webRoot, 'assets/locales/0123456789ab', language);
    fs.mkdirSync(folder, { recursive: true });
    const splash = language === 'de' ? MARKUP_SPLASH : splashOf(language);
    fs.writeFileSync(path.join(folder, 'landing.json'), JSON.stringify({ landing: { splash } }));
  }
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

  it("puts the landing page's splash into the first paint, in the visitor's language, escaped (issue 43, D37)", async () => {
    const landing = async (headers: Record<string, string> = {}) => {
      const page = await app.inject({ url: '/', headers });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['cache-control']).toBe('no-cache');
      return page.body;
    };
    const shown = (body: string) => /<div\s+id="splash"[^>]*>/.exec(body)?.[0].match(/\shidden[\s>]/) === null;

    const french = await landing({ 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.8' });
    expect(french).toContain('<html lang="fr">');
    expect(french).toContain(`>${splashOf('fr')}</p>`);
    expect(shown(french)).toBe(true);
    expect((await app.inject({ url: '/' })).headers.vary).toMatch(/accept-language/i);
    const head = await app.inject({ method: 'HEAD', url: '/', headers: { 'accept-language': 'fr' } });
    expect([head.statusCode, head.body]).toEqual([200, '']);
    // The first of the visitor's languages that we speak; otherwise English.
    expect(await landing({ 'accept-language': 'sw, ja;q=0.5, fr;q=0.4' })).toContain('<html lang="ja">');
    const english = await landing();
    expect(english).toContain('<html lang="en">');
    expect(english).toContain(`>${splashOf('en')}</p>`);
    expect(await landing({ 'accept-language': 'sw, *;q=0.1' })).toContain(`>${splashOf('en')}</p>`);
    // The translated text is escaped.
    const german = await landing({ 'accept-language': 'de-DE' });
    expect(german).toContain('>Bitte &lt;b&gt;warten&lt;/b&gt; &amp; &quot;beten&quot;</p>');
    expect(german).not.toContain('<b>');

    // Another page, or a member at '/' (their dashboard comes): the splash stays hidden.
    const help = await app.inject({ url: '/help', headers: { 'accept-language': 'fr' } });
    expect(help.body).toContain('<html lang="fr">');
    expect(shown(help.body)).toBe(false);
    const member = await landing({ 'accept-language': 'fr', cookie: 'dm.session_token=abc.def' });
    expect(shown(member)).toBe(false);
  });
});
