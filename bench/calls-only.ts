/**
 * `npx tsx bench/calls-only.ts`: D47's call set-up alone (bench/calls.ts), BENCH_CALLS video calls
 * (default 10) on a fresh database on the PostgreSQL server of BENCH_DATABASE_URL (default the
 * local one), with the built web app (`npm run build` first).
 */
import { benchCalls, printCalls } from './calls.ts';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
printCalls(await benchCalls(adminUrl, Number(process.env.BENCH_CALLS ?? 10)));
