/**
 * `npx tsx bench/memory-only.ts`: issue 46's memory figures alone (bench/memory.ts), on the
 * PostgreSQL server of BENCH_DATABASE_URL when set (a scratch database, dropped), else PGlite.
 * BENCH_MEMORY_MEMBERS (default 100k), BENCH_MEMORY_MESSAGES (default 1M) and
 * BENCH_MEMORY_PHASE_SECONDS (default 300: two phases, 10 minutes of load in all).
 */
import { benchMemory, printMemory } from './memory.ts';

printMemory(
  await benchMemory({
    ...(process.env.BENCH_DATABASE_URL ? { adminUrl: process.env.BENCH_DATABASE_URL } : {}),
    members: Number(process.env.BENCH_MEMORY_MEMBERS ?? 100_000),
    messages: Number(process.env.BENCH_MEMORY_MESSAGES ?? 1_000_000),
    phaseSeconds: Number(process.env.BENCH_MEMORY_PHASE_SECONDS ?? 300),
    onProgress: (line) => process.stderr.write(`${new Date().toISOString()} ${line}\n`),
  }),
);
