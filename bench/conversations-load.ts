/** bench/conversations.ts's load runs: autocannon after a warm-up, with CPU and exact percentiles, and the SQL floors. */
import autocannon from 'autocannon';
import { threadCpuMicros } from './cost.ts';
import { WARM_UP_SECONDS, type LoadFigures, type SqlFloor } from './conversations-report.ts';

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
export const sortNumbers = (values: number[]) => [...values].sort((a, b) => a - b);

/**
 * autocannon with every response's latency kept, for an exact p95 (its summary has p90 and p97.5),
 * after WARM_UP_SECONDS of the same requests: each pool connection has then prepared and planned
 * the route's statement, and the route's code is compiled, as in a server that has been running.
 */
export async function load(
  base: string,
  requests: { path: string; cookie?: string }[],
  connections: number,
  seconds: number,
  label: string,
  pid: number,
): Promise<LoadFigures> {
  await run(base, requests, connections, WARM_UP_SECONDS, () => {});
  const latencies: number[] = [];
  const cpuBefore = threadCpuMicros(pid);
  const result = await run(base, requests, connections, seconds, (latency) => latencies.push(latency));
  const cpu = threadCpuMicros(pid) - cpuBefore;
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
