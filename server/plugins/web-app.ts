import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LANGUAGES, type Language } from '#shared/enums.ts';
import { hasSessionCookie } from '#server/modules/auth/auth.ts';
import { sendNotFound } from './error-handler.ts';
import { publicRoutes } from './session.ts';

/**
 * The visitor's language as the web app picks it when nothing is saved in the browser
 * (web/lib/i18n.ts:preferredLanguage, D37): the first of their languages, in the order of
 * preference, whose base we speak (fr-CA is French, zh-TW Chinese), else English. The app's saved
 * choice lives in localStorage, which the server cannot see: the app corrects the splash's words
 * itself for a visitor whose choice differs from their browser's languages.
 */
export function languageOf(acceptLanguage: string | undefined): Language {
  const ranges = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.split(';');
      const q = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/i.exec(parameter)?.[1]).find(Boolean);
      return { base: tag.trim().toLowerCase().split('-')[0] ?? '', q: q === undefined ? 1 : Number(q), index };
    })
    .filter((range) => range.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranges.map((range) => range.base).find(isLanguage) ?? 'en';
}

const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character);

const HTML_LANG = /<html lang="[^"]*"/;
const SPLASH_OPENING = /<div\s+id="splash"[^>]*>/;
const SPLASH_TEXT = '<!--splash-text-->';

/**
 * The splash's words of each language, from the texts the build wrote (/assets/locales/<version>/,
 * one version: the build empties dist/web first); the server has no web/ of its own (Dockerfile).
 */
function splashTexts(webRoot: string): Partial<Record<Language, string>> {
  const base = path.join(webRoot, 'assets', 'locales');
  const versions = fs.existsSync(base) ? fs.readdirSync(base) : [];
  const texts: Partial<Record<Language, string>> = {};
  for (const language of LANGUAGES) {
    for (const version of versions) {
      const file = path.join(base, version, language, 'landing.json');
      if (!fs.existsSync(file)) continue;
      const splash = (JSON.parse(fs.readFileSync(file, 'utf8')) as { landing?: { splash?: unknown } }).landing?.splash;
      if (typeof splash === 'string') texts[language] = splash;
    }
  }
  return texts;
}

/**
 * index.html as each page is sent: `<html lang>` in the visitor's language, and at '/' the splash
 * (spec §2, D24) shown with its words, so that they are in the first paint rather than arriving
 * with the scripts (issue 43); the landing page takes that element over. Worked out once per
 * language: 16 small strings.
 */
function pagesOf(webRoot: string) {
  const template = fs.readFileSync(path.join(webRoot, 'index.html'), 'utf8');
  if (!HTML_LANG.test(template) || !SPLASH_OPENING.test(template) || !template.includes(SPLASH_TEXT)) {
    throw new Error(`${path.join(webRoot, 'index.html')} has no <html lang>, #splash or ${SPLASH_TEXT}: rebuild it.`);
  }
  const texts = splashTexts(webRoot);
  const page = (language: Language) => template.replace(HTML_LANG, `<html lang="${language}"`);
  const landing = (language: Language): string => {
    const text = texts[language];
    // A language the build has no words for (never, in a whole build) is not claimed: English's.
    if (text === undefined) return language === 'en' ? page('en') : landing('en');
    return page(language)
      .replace(SPLASH_OPENING, (opening) => opening.replace(/\s+hidden(?=[\s>])/, ''))
      .replace(SPLASH_TEXT, () => escapeHtml(text)); // a function: no $& patterns read in the text
  };
  const pages = new Map(LANGUAGES.map((language) => [language, { page: page(language), landing: landing(language) }]));
  const pagesFor = (request: FastifyRequest) =>
    pages.get(languageOf(request.headers['accept-language'])) ?? { page: template, landing: template };
  return {
    /** Any page but '/': the app draws it (the splash stays hidden). */
    page: (request: FastifyRequest) => pagesFor(request).page,
    /** '/': a visitor's splash; a member is on the way to their dashboard, with no splash over it. */
    landing: (request: FastifyRequest) => {
      const member = hasSessionCookie(request.headers.cookie);
      return member ? pagesFor(request).page : pagesFor(request).landing;
    },
  };
}

/**
 * Serves the built web app from the same port as the API (production), with the SPA fallback:
 * any GET that is not an API route, a health check or a file answers index.html and the client
 * router takes over. Without a web root (development, where Vite serves the app) every unknown
 * route is a 404 in the error shape.
 */
export const webAppPlugin = fp(async (app: FastifyInstance, options: { webRoot: string | undefined }) => {
  const { webRoot } = options;
  if (webRoot && !fs.existsSync(path.join(webRoot, 'index.html'))) {
    throw new Error(`The web app is not built: ${path.join(webRoot, 'index.html')} is missing. Run "npm run build".`);
  }
  const pages = webRoot ? pagesOf(webRoot) : undefined;
  const sendPage = (request: FastifyRequest, reply: FastifyReply, html: string) =>
    reply.header('cache-control', 'no-cache').header('vary', 'accept-language, cookie').type('text/html').send(html);

  if (webRoot && pages) {
    const staticOptions = {
      root: webRoot,
      // The build writes .br and .gz beside each text file (vite.config.ts); sent when accepted.
      preCompressed: true,
      // '/' is the landing page below, in the visitor's language.
      index: false as const,
      setHeaders(res: FastifyReply, filePath: string) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    };
    await app.register(async (files) => {
      publicRoutes(files);
      await files.register(fastifyStatic, { ...staticOptions, wildcard: true });
      files.get('/', (request, reply) => sendPage(request, reply, pages.landing(request)));
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isPage =
      pages !== undefined &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      !request.url.startsWith('/health/');
    if (!isPage) return sendNotFound(request, reply);
    return sendPage(request, reply, pages.page(request));
  });
});
