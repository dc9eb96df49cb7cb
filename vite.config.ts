import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const apiTarget = process.env.VITE_API_TARGET ?? 'http://localhost:3000';
const localesDir = path.resolve(import.meta.dirname, 'web/locales');

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes a brotli and a gzip copy beside every built text file, which the server sends to browsers
 * that accept them (server/plugins/web-app.ts): compressed once at build time, not per request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'divine-match:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((file) => /\.(js|css|html|svg|json)$/.test(file));
      await Promise.all(
        files.map(async (file) => {
          const source = await fs.promises.readFile(path.join(outDir, file));
          if (source.length < 1024) return;
          const level = { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY };
          await fs.promises.writeFile(path.join(outDir, `${file}.br`), await brotli(source, { params: level }));
          await fs.promises.writeFile(path.join(outDir, `${file}.gz`), await gzip(source, { level: 9 }));
        }),
      );
    },
  };
}

/** Every translation file, as `<language>/<name>` (on-demand ones as `<language>/on-demand/<name>`) → path. */
function localeFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of fs.readdirSync(localesDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.json')) continue;
    const file = path.join(entry.parentPath, entry.name);
    files.set(
      path
        .relative(localesDir, file)
        .replace(/\\/g, '/')
        .replace(/\.json$/, ''),
      file,
    );
  }
  return files;
}

/**
 * D37: the texts of each language are served as JSON files, fetched for the chosen language only
 * (web/lib/i18n.ts): /assets/locales/<version>/<language>/<name>.json, minified, where <version>
 * is a hash of all of them, so that browsers may keep them for a year (ADR 0037).
 */
function locales(): Plugin {
  const version = crypto.createHash('sha256');
  for (const [name, file] of [...localeFiles()].sort()) version.update(name).update(fs.readFileSync(file));
  const base = `/assets/locales/${version.digest('hex').slice(0, 12)}/`;
  return {
    name: 'divine-match:locales',
    config: () => ({ define: { 'import.meta.env.VITE_LOCALES_BASE': JSON.stringify(base) } }),
    configureServer(server) {
      server.middlewares.use(base, (req, res, next) => {
        const file = localeFiles().get((req.url ?? '').replace(/^\//, '').replace(/\.json(\?.*)?$/, ''));
        if (!file) return next();
        res.setHeader('content-type', 'application/json');
        res.end(fs.readFileSync(file));
      });
    },
    generateBundle() {
      for (const [name, file] of localeFiles()) {
        const source = JSON.stringify(JSON.parse(fs.readFileSync(file, 'utf8')));
        this.emitFile({ type: 'asset', fileName: `${base.slice(1)}${name}.json`, source });
      }
    },
  };
}

export default defineConfig({
  root: 'web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), locales(), precompress()],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|use-sync-external-store|cookie|set-cookie-parser)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/health': apiTarget },
  },
});
