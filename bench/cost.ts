/**
 * Work per request (issue 46): on this shared 2-core machine latency swings 3× within hours, so
 * every hot path is measured as the CPU time the server's main thread spends per request answered,
 * beside two floors of the same run: a bare Fastify route answering the same bytes from memory (the
 * HTTP and serialization floor) and the path's SQL alone. Latency stays in the output, beside the
 * floor's latency of the same run, never alone.
 */
import fs from 'node:fs';
import autocannon from 'autocannon';
import Fastify from 'fastify';

/** CPU time (user + system) of one thread, in µs, from /proc (Linux; clock ticks of 10 ms). */
export function threadCpuMicros(pid: number, tid = pid): number {
  const stat = fs.readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
  // Fields after the command's closing parenthesis: state is field 3, utime 14, stime 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1_000_000) / 100;
}

export interface Load {
  requests: number;
  cpuMicrosPerRequest: number;
  p50: number;
  p95: number;
  errors: number;
}

/**
 * `connections` clients for `seconds` against `base`, cycling through `paths`; the CPU of the
 * serving process's main thread (`pid`, this process by default) per request answered.
 */
export async function load(input: {
  base: string;
  paths: string[];
  cookie?: string;
  seconds: number;
  connections: number;
  pid?: number;
}): Promise<Load> {
  const pid = input.pid ?? process.pid;
  const before = threadCpuMicros(pid);
  // The load generator runs in a thread of its own, so the main thread's time is the server's.
  const result = await autocannon({
    url: input.base,
    connections: input.connections,
    workers: 1,
    duration: input.seconds,
    headers: input.cookie ? { cookie: input.cookie } : {},
    requests: input.paths.map((path) => ({ method: 'GET' as const, path })),
  });
  const cpu = threadCpuMicros(pid) - before;
  const answered = Math.max(1, result.requests.total);
  return {
    requests: result.requests.total,
    cpuMicrosPerRequest: cpu / answered,
    p50: result.latency.p50,
    p95: result.latency.p97_5,
    errors: result.errors + result.non2xx,
  };
}

/**
 * The HTTP floor: a bare Fastify app of the same version answering each of `bodies` (the bytes the
 * real route answered, JSON) from memory, under the same load.
 */
export async function httpFloor(bodies: string[], seconds: number, connections: number): Promise<Load> {
  const app = Fastify({ logger: false });
  app.get('/floor/:index', async (request, reply) => {
    const { index } = request.params as { index: string };
    return reply.type('application/json; charset=utf-8').send(bodies[Number(index) % bodies.length]);
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  try {
    return await load({ base, paths: bodies.map((_, index) => `/floor/${index}`), seconds, connections });
  } finally {
    await app.close();
  }
}

/** Wall time of `run` alone, one call at a time, `rounds` times: p50 in µs (the SQL floor). */
export async function aloneMicros(run: (round: number) => Promise<unknown>, rounds = 300): Promise<number> {
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const started = performance.now();
    await run(round);
    times.push((performance.now() - started) * 1000);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? 0;
}

export interface CostRow {
  path: string;
  api: Load;
  floor: Load;
  sqlMicros: number;
  /** What the path is held to: its CPU ÷ (HTTP floor + SQL) at most this. */
  goal: number;
}

const pad = (value: string, width: number) => value.padStart(width);

/** The table: path, requests, CPU µs/request, floor µs/request, ratio and goal, p50/p95 beside the floor's. */
export function printCosts(title: string, rows: CostRow[], out = (line: string) => process.stdout.write(`${line}\n`)) {
  out(`\n${title}`);
  out(
    `  ${'path'.padEnd(34)} ${pad('requests', 9)} ${pad('CPU µs/req', 11)} ${pad('floor µs', 9)} ${pad('(HTTP+SQL)', 12)} ${pad('ratio', 6)} ${pad('goal', 6)}  ${'p50/p95 ms'.padEnd(13)} floor p50/p95`,
  );
  for (const row of rows) {
    const floor = row.floor.cpuMicrosPerRequest + row.sqlMicros;
    const ratio = row.api.cpuMicrosPerRequest / Math.max(1, floor);
    out(
      `  ${row.path.padEnd(34)} ${pad(String(row.api.requests), 9)} ${pad(row.api.cpuMicrosPerRequest.toFixed(0), 11)} ${pad(floor.toFixed(0), 9)} ${pad(`${row.floor.cpuMicrosPerRequest.toFixed(0)}+${row.sqlMicros.toFixed(0)}`, 12)} ${pad(`${ratio.toFixed(2)}x`, 6)} ${pad(`≤${row.goal}x`, 6)}${ratio <= row.goal ? ' ' : '!'} ${`${row.api.p50}/${row.api.p95}`.padEnd(13)} ${row.floor.p50}/${row.floor.p95}${row.api.errors ? `   errors ${row.api.errors}` : ''}`,
    );
  }
}
