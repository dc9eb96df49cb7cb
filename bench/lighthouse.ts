/**
 * The landing page under Lighthouse (default config: a mid-range phone on a throttled network,
 * simulated), run by `npm run bench` against the built web app that run.ts serves. Prints the four
 * category scores, the main metrics and the landing page's JavaScript: the gzip-compressed bytes of
 * every script the page loaded (ADR 0013 budget: 120 KB), for a browser set to a given language
 * (D37: only that language's texts may load; English and Japanese are measured).
 */
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/** stack.md facts 13 and 17: Debian's Chromium, never a downloaded one. */
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** ADR 0013: the landing page's JavaScript, gzip, in every language. */
export const LANDING_JS_BUDGET_BYTES = 120_000;

export interface LandingReport {
  language: string;
  scores: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number>;
  metrics: Record<string, string>;
  scripts: { url: string; gzipBytes: number }[];
  scriptGzipBytes: number;
  /** D37: the translation files the page fetched (JSON, not JavaScript): the chosen language's only. */
  texts: { url: string; gzipBytes: number }[];
}

async function gzipBytesOf(url: string): Promise<number> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return gzipSync(Buffer.from(await response.arrayBuffer())).length;
}

/** The element Lighthouse took as the largest paint (its HTML, shortened), to see what to speed up. */
function lcpElement(details: unknown): string {
  const table = (details as { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined)?.items;
  const snippet = table?.[0]?.items?.[0]?.node?.snippet;
  return snippet ? snippet.slice(0, 90) : 'n/a';
}

/**
 * Lighthouse sometimes fails to record a trace ("NO_NAVSTART", "Please run Lighthouse again"):
 * the audit is then run once more, in a fresh browser.
 */
export async function auditLanding(baseUrl: string, language = 'en'): Promise<LandingReport> {
  try {
    return await auditOnce(baseUrl, language);
  } catch (error) {
    if (!(error instanceof LighthouseRunError)) throw error;
    process.stderr.write(`${error.message}; running it again\n`);
    return auditOnce(baseUrl, language);
  }
}

class LighthouseRunError extends Error {}

async function auditOnce(baseUrl: string, language: string): Promise<LandingReport> {
  // The browser's language picks the page's (D37): a fresh profile has no saved choice.
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: [...CHROME_FLAGS, `--lang=${language}`, `--accept-lang=${language}`],
  });
  try {
    const result = await lighthouse(`${baseUrl}/`, { port: chrome.port, output: 'json', logLevel: 'error' });
    if (!result) throw new Error('Lighthouse returned no result.');
    const { lhr } = result;
    if (lhr.runtimeError) throw new LighthouseRunError(`Lighthouse: ${lhr.runtimeError.message}`);
    const score = (id: keyof LandingReport['scores']) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const metric = (id: string) => lhr.audits[id]?.displayValue ?? 'n/a';

    const requests = (lhr.audits['network-requests']?.details as { items?: { url: string; resourceType?: string }[] })
      ?.items;
    const scriptUrls = (requests ?? []).filter((item) => item.resourceType === 'Script').map((item) => item.url);
    const measure = (urls: string[]) =>
      Promise.all(urls.map(async (url) => ({ url: new URL(url).pathname, gzipBytes: await gzipBytesOf(url) })));
    const scripts = await measure(scriptUrls);
    const texts = await measure(
      (requests ?? []).map((item) => item.url).filter((url) => url.includes('/assets/locales/')),
    );
    return {
      language,
      scores: {
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
        seo: score('seo'),
      },
      metrics: {
        'first contentful paint': metric('first-contentful-paint'),
        'largest contentful paint': metric('largest-contentful-paint'),
        'total blocking time': metric('total-blocking-time'),
        'cumulative layout shift': metric('cumulative-layout-shift'),
        'speed index': metric('speed-index'),
        'largest contentful paint element': lcpElement(lhr.audits['largest-contentful-paint-element']?.details),
      },
      scripts,
      scriptGzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0),
      texts,
    };
  } finally {
    await chrome.kill();
  }
}

export function printLandingReport(report: LandingReport, write: (line: string) => void) {
  write(`\nLighthouse, landing page (/) in the browser language '${report.language}', mobile defaults:\n`);
  for (const [name, value] of Object.entries(report.scores)) write(`  ${name.padEnd(26)} ${value}\n`);
  for (const [name, value] of Object.entries(report.metrics)) write(`  ${name.padEnd(26)} ${value}\n`);
  const kib = (report.scriptGzipBytes / 1024).toFixed(1);
  const verdict = report.scriptGzipBytes <= LANDING_JS_BUDGET_BYTES ? 'within' : 'OVER';
  write(
    `landing JavaScript (${report.language}): ${report.scriptGzipBytes} bytes gzip (${kib} KiB) in ${report.scripts.length} files; budget ${LANDING_JS_BUDGET_BYTES} bytes: ${verdict}\n`,
  );
  for (const script of report.scripts) write(`  ${script.url.padEnd(40)} ${script.gzipBytes} bytes gzip\n`);
  const textBytes = report.texts.reduce((sum, text) => sum + text.gzipBytes, 0);
  write(`landing texts (${report.language}): ${textBytes} bytes gzip in ${report.texts.length} JSON files\n`);
  for (const text of report.texts) write(`  ${text.url.padEnd(40)} ${text.gzipBytes} bytes gzip\n`);
}
