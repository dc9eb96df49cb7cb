/**
 * `npx tsx bench/landing-only.ts`: the Lighthouse audit of the landing page alone (the last part of
 * `npm run bench`'s first step), BENCH_LANDING_RUNS times (default 3) on one fresh build, in each of
 * BENCH_LANGUAGES (default en,ja), each printed in full.
 */
import { serveBuiltApp } from './built-app.ts';
import { auditLanding, printLandingReport } from './lighthouse.ts';

const runs = Number(process.env.BENCH_LANDING_RUNS ?? 3);
const server = await serveBuiltApp();
try {
  for (let run = 1; run <= runs; run += 1) {
    process.stdout.write(`\nRun ${run} of ${runs}`);
    for (const language of (process.env.BENCH_LANGUAGES ?? 'en,ja').split(',')) {
      printLandingReport(await auditLanding(server.base, language), (line) => process.stdout.write(line));
    }
  }
} finally {
  await server.close();
}
