/** bench/conversations.ts's load runs: autocannon after a warm-up, with CPU and exact percentiles, and the SQL floors. */
import autocannon from 'autocannon';
import type { DatabaseHandle } from '#server/db/database.ts';
import { cpuSince, percentileOf, type Load } from './cost.ts';
import { WARM_UP_SECONDS, type LoadFigures, type SqlFloor } from './conversations-report.ts';

/** The value at `p` % of sorted values (cost.ts's percentileOf, in percent). */
export const percentile = (sorted: number[], p: number) => percentileOf(sorted, p / 100);
export const sortNumbers = (values: number[]) => [...values].sort((a, b) => a - b);

/**
 * autocannon with every response's latency kept, for an exact p95 (its summary has p90 and p97.5),
 * after WARM_UP_SECONDS of the same requests (unless `warmUp` is false: a later slice of a warm
 * load): each pool connection has then prepared and planned the route's statement, and the route's
 * code is compiled, as in a server that has been running. CPU: the server's main thread (`pid`) and,
 * with `database` on PostgreSQL, the database's backends (ADR 0063).
 */
export async function load(
  base: string,
  requests: { path: string; cookie?: string }[],
  connections: number,
  seconds: number,
  label: string,
  pid: number,
  { warmUp = true, database }: { warmUp?: boolean; database?: DatabaseHandle } = {},
): Promise<LoadFigures> {
  if (warmUp) await run(base, requests, connections, WARM_UP_SECONDS, () => {});
  const latencies: number[] = [];
  const cpuUntilNow = await cpuSince(pid, database);
  const result = await run(base, requests, connections, seconds, (latency) => latencies.push(latency));
  const cpu = await cpuUntilNow();
  const sorted = sortNumbers(latencies);
  return {
    cpuMicrosPerRequest: cpu / Math.max(1, result.requests.total),
    path: label,
    requests: result.requests.total,
    rps: result.requests.average,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    errors: result.errors + result.non2xx,
    latencies: sorted,
  };
}

/** Slices of one load (equal durations) as one figure: `merged` is their mergeLoads. */
export function mergeLoadFigures(slices: LoadFigures[], merged: Load): LoadFigures {
  const sorted = merged.latencies ?? [];
  return {
    ...merged,
    path: slices[0]?.path ?? '',
    rps: slices.reduce((sum, slice) => sum + slice.rps, 0) / Math.max(1, slices.length),
    p99: percentile(sorted, 99),
  };
}

export function run(
  base: string,
  requests: { path: string; cookie?: string }[],
  connections: number,
  seconds: number,
  onLatency: (ms: number) => void,
) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections,
        duration: seconds,
        requests: requests.map((request) => ({
          method: 'GET' as const,
          path: request.path,
          ...(request.cookie ? { headers: { cookie: request.cookie } } : {}),
        })),
      },
      (error, done) => (error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(done)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => onLatency(responseTime));
  });
}

/** A call timed 200 times one at a time, then 20 times by each of `callers` concurrent callers. */
export async function sqlFloor(callers: number, call: (round: number) => Promise<unknown>): Promise<SqlFloor> {
  const time = async (round: number) => {
    const t0 = performance.now();
    await call(round);
    return performance.now() - t0;
  };
  const alone: number[] = [];
  for (let round = 0; round < 200; round++) alone.push(await time(round));
  const concurrent: number[] = [];
  await Promise.all(
    Array.from({ length: callers }, async (_, caller) => {
      for (let round = 0; round < 20; round++) concurrent.push(await time(caller + round));
    }),
  );
  const a = sortNumbers(alone);
  const c = sortNumbers(concurrent);
  return {
    alone: { p50: percentile(a, 50), p95: percentile(a, 95) },
    concurrent: { p50: percentile(c, 50), p95: percentile(c, 95) },
  };
}
