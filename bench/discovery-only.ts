/**
 * `npx tsx bench/discovery-only.ts`: the discovery figures alone (bench/discovery.ts: today's
 * discovery, discovery sorted by fit and the first dashboard of the day, D36) on a fresh PostgreSQL
 * database of BENCH_PG_MEMBERS members (default 1M) on the server of BENCH_DATABASE_URL, dropped
 * afterwards. `npm run bench` runs the same as part of the whole.
 */
import { benchDiscovery, printDiscovery } from './discovery.ts';
import { scratchDatabase } from './scratch-database.ts';

const adminUrl = process.env.BENCH_DATABASE_URL;
if (!adminUrl) throw new Error('BENCH_DATABASE_URL is not set (e.g. postgres://postgres@127.0.0.1:5432/postgres)');
const scratch = await scratchDatabase(adminUrl, `dm_bench_discovery_${process.pid}`);
try {
  await scratch.database.migrate();
  const figures = await benchDiscovery({
    database: scratch.database,
    members: Number(process.env.BENCH_PG_MEMBERS ?? 1_000_000),
    label: 'PostgreSQL server',
    seconds: Number(process.env.BENCH_SECONDS ?? 10),
    connections: 50,
  });
  printDiscovery([figures]);
} finally {
  await scratch.drop();
}
