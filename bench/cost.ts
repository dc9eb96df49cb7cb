/**
 * Work per request (issue 46): on this shared 2-core machine latency swings 3× within hours, so
 * every hot path is measured as the CPU time the server's main thread spends per request answered,
 * beside two floors of the same run: a bare Fastify route answering the same bytes from memory (the
 * HTTP and serialization floor) and the path's SQL alone. Latency stays in the output, beside the
 * floor's latency of the same run, never alone.
 */
import fs from 'node:fs';
import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { selectRows, type DatabaseHandle } from '#server/db/database.ts';

/** CPU time (user + system) of one thread, in µs, from /proc (Linux; clock ticks of 10 ms). */
export function threadCpuMicros(pid: number, tid = pid): number {
  const stat = fs.readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
  // Fields after the command's closing parenthesis: state is field 3, utime 14, stime 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1_000_000) / 100;
}

/** CPU time (user + system) of a whole process, every thread (libuv's pool too), in µs, from /proc. */
export function processCpuMicros(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / 100;
}

/** Resident memory of a process, in bytes, from /proc (Linux). */
export function rssBytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

export interface Load {
  requests: number;
  cpuMicrosPerRequest: number;
  /** The whole serving process's CPU per request (every thread), where measured. */
  processMicrosPerRequest?: number;
  p50: number;
  p95: number;
  errors: number;
  /** Every response's latency (ms, sorted), where the load generator keeps them: slices merge exactly. */
  latencies?: number[];
}

/** The value at fraction `p` of sorted `values`. */
export const percentileOf = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

/**
 * The CPU a path costs from now until the returned function is called, in µs: the serving process's
 * main thread (`pid`) and, on PostgreSQL, the database's client backends, whose work the SQL floor
 * counts too (ADR 0063; on PGlite the engine runs in the serving thread, counted already).
 */
export async function cpuSince(pid: number, database?: DatabaseHandle): Promise<() => Promise<number>> {
  const backends = database?.kind === 'postgres' ? await backendsCpu(database) : undefined;
  const thread = threadCpuMicros(pid);
  return async () => {
    const own = threadCpuMicros(pid) - thread;
    return database && backends ? own + (await backendsCpuSince(database, backends)) : own;
  };
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
  /** The database the server uses: on PostgreSQL its backends' CPU is the path's too. */
  database?: DatabaseHandle;
}): Promise<Load & { result: autocannon.Result }> {
  const cpuUntilNow = await cpuSince(input.pid ?? process.pid, input.database);
  // The load generator runs in a thread of its own, so the main thread's time is the server's.
  const result = await autocannon({
    url: input.base,
    connections: input.connections,
    workers: 1,
    duration: input.seconds,
    headers: input.cookie ? { cookie: input.cookie } : {},
    requests: input.paths.map((path) => ({ method: 'GET' as const, path })),
  });
  const cpu = await cpuUntilNow();
  const answered = Math.max(1, result.requests.total);
  return {
    requests: result.requests.total,
    cpuMicrosPerRequest: cpu / answered,
    p50: result.latency.p50,
    // autocannon's summary has no p95: its p97.5 stands in (the conversation bench's loads keep
    // every latency and give the exact p95).
    p95: result.latency.p97_5,
    errors: result.errors + result.non2xx,
    result,
  };
}

/**
 * The HTTP floor: a bare Fastify app of the same version answering each of `bodies` (the bytes the
 * real route answered, JSON) from memory, under the same load.
 */
export async function httpFloor(
  bodies: (string | Buffer)[],
  seconds: number,
  connections: number,
  contentType = 'application/json; charset=utf-8',
): Promise<Load> {
  const app = Fastify({ logger: false });
  app.get('/floor/:index', async (request, reply) => {
    const { index } = request.params as { index: string };
    return reply.type(contentType).send(bodies[Number(index) % bodies.length]);
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

export interface ListRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/** The load generator of `loadList`, plain JavaScript run in a worker thread (fetch, keep-alive). */
const LIST_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const fs = require('node:fs');
const http = require('node:http');
const ownCpu = () => {
  const fields = fs.readFileSync('/proc/thread-self/stat', 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000000) / 100;
};
const cpuBefore = ownCpu();
const { base, requests, connections, seconds, once } = workerData;
const end = Date.now() + seconds * 1000;
let next = 0, answered = 0, errors = 0;
const latencies = [];
// One keep-alive socket per connection, as autocannon's (fetch opened far more, costing the server).
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const url = new URL(base);
function send(request) {
  return new Promise((resolve, reject) => {
    const call = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: request.path,
        method: request.method,
        headers: request.body ? { ...request.headers, 'content-length': Buffer.byteLength(request.body) } : request.headers,
        agent,
      },
      (response) => {
        response.on('data', () => {});
        response.on('end', () => resolve(response.statusCode));
        response.on('error', reject);
      },
    );
    call.on('error', reject);
    call.end(request.body);
  });
}
async function loop() {
  while (Date.now() < end) {
    const index = next++;
    if (once && index >= requests.length) return;
    const request = requests[index % requests.length];
    const started = performance.now();
    try {
      const status = await send(request);
      answered += 1;
      if (status >= 400) errors += 1;
      latencies.push(performance.now() - started);
    } catch {
      errors += 1;
    }
  }
}
Promise.all(Array.from({ length: connections }, loop)).then(() =>
  parentPort.postMessage({ answered, errors, latencies, loaderCpu: ownCpu() - cpuBefore }),
);
`;

/**
 * Like `load`, for requests autocannon cannot make: POSTs with a body each, or requests that must be
 * made once each (`once`: every request of the list exactly once across the connections, a fresh
 * member's first request of the day, a registration per email), for at most `seconds`. The client
 * runs in a worker thread; CPU of the serving process `pid`'s main thread and of the whole process.
 */
export async function loadList(input: {
  base: string;
  requests: ListRequest[];
  seconds: number;
  connections: number;
  once?: boolean;
  pid?: number;
  /** The database the server uses: on PostgreSQL its backends' CPU is the path's too. */
  database?: DatabaseHandle;
}): Promise<Load> {
  const pid = input.pid ?? process.pid;
  const cpuUntilNow = await cpuSince(pid, input.database);
  const processBefore = processCpuMicros(pid);
  const worker = new Worker(LIST_WORKER, {
    eval: true,
    workerData: {
      base: input.base,
      requests: input.requests,
      connections: input.connections,
      seconds: input.seconds,
      once: input.once ?? false,
    },
  });
  const result = await new Promise<{ answered: number; errors: number; latencies: number[]; loaderCpu: number }>(
    (resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    },
  );
  await worker.terminate();
  const cpu = await cpuUntilNow();
  // Every thread of the server (libuv's pool: argon2, sharp, zlib), less the loader's own when the
  // server runs in this process.
  const processCpu = processCpuMicros(pid) - processBefore - (pid === process.pid ? result.loaderCpu : 0);
  const answered = Math.max(1, result.answered);
  const sorted = result.latencies.sort((a, b) => a - b);
  return {
    requests: result.answered,
    cpuMicrosPerRequest: cpu / answered,
    processMicrosPerRequest: processCpu / answered,
    p50: Math.round(percentileOf(sorted, 0.5)),
    p95: Math.round(percentileOf(sorted, 0.95)),
    errors: result.errors,
    latencies: sorted,
  };
}

/**
 * The HTTP floor of a POST: a bare Fastify route parsing each of `requests`' JSON bodies and
 * answering `answer` (the bytes the real route answered) with `status`, loaded by `loadList` (the
 * same client as the real route's POSTs, which autocannon cannot make).
 */
export async function postFloor(
  answer: string,
  requests: ListRequest[],
  seconds: number,
  connections: number,
  status = 200,
): Promise<Load> {
  const app = Fastify({ logger: false });
  app.post('/*', async (_request, reply) => reply.status(status).type('application/json; charset=utf-8').send(answer));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  try {
    // Cycling: a bare route does not care that a body comes again, and the run lasts `seconds`
    // (CPU is counted in 10 ms ticks: a few dozen requests would not measure it).
    return await loadList({ base, requests, seconds, connections });
  } finally {
    await app.close();
  }
}

/**
 * The SQL floor as work, not time (issue 46): the CPU that `run` costs per call, one call at a time,
 * for at least `rounds` calls and `minMs` (CPU is counted in 10 ms ticks), counted as a path's is
 * (`cpuSince`): this process's main thread (the driver, and PGlite's whole engine, which runs on it)
 * plus, on PostgreSQL, the database's client backends (/proc, same machine). Work on other threads
 * (argon2 on libuv's pool, V8's helper threads) counts on neither side. A busy machine stretches a
 * call's wall time, not its CPU: the floor holds from run to run as the paths' own CPU does. The
 * bench's own server in this process is idle meanwhile.
 */
export async function aloneMicros(
  database: DatabaseHandle,
  run: (round: number) => Promise<unknown>,
  { rounds = 300, once = false, minMs = 2_000 }: { rounds?: number; once?: boolean; minMs?: number } = {},
): Promise<number> {
  // `once`: each round is a different first call (a member's first list of the day): exactly
  // `rounds` calls, no warm-up.
  if (!once) await run(0);
  const cpuUntilNow = await cpuSince(process.pid, database);
  const started = performance.now();
  let calls = 0;
  while (calls < rounds || (!once && performance.now() - started < minMs && calls < 20_000)) {
    await run(calls);
    calls += 1;
  }
  return (await cpuUntilNow()) / calls;
}

/**
 * How many alternating rounds a path's load, its HTTP floor and its SQL floor are measured in: an
 * even number, so the path runs first in as many rounds as it runs last (ADR 0063).
 */
export const SLICES = 4;

/** One path's figures: its load, its HTTP floor and its SQL floor (µs per call), of the same minutes. */
export interface Measured {
  api: Load;
  floor: Load;
  sqlMicros: number;
}

/**
 * A path measured in `slices` rounds, each a slice of its load, of its HTTP floor and of its SQL
 * alone (ADR 0063): a floor measured minutes after its path swung its ratio by 40 % from one run to
 * the next while the path's own CPU held, so the three share the same minutes. Even rounds run the
 * path first, odd rounds last: a drift of the machine over the rounds weighs on both sides alike.
 * Each step is told its slice (0-based), to take its share of a list made once per request.
 */
export async function interleaved(
  steps: {
    api: (slice: number) => Promise<Load>;
    floor: (slice: number) => Promise<Load>;
    sql?: (slice: number) => Promise<number>;
  },
  slices = SLICES,
): Promise<Measured> {
  const api: Load[] = [];
  const floor: Load[] = [];
  const sqlMicros: number[] = [];
  for (let slice = 0; slice < slices; slice++) {
    const order = [
      async () => api.push(await steps.api(slice)),
      async () => floor.push(await steps.floor(slice)),
      async () => sqlMicros.push(steps.sql ? await steps.sql(slice) : 0),
    ];
    if (slice % 2 === 1) order.reverse();
    for (const step of order) await step();
  }
  return {
    api: mergeLoads(api),
    floor: mergeLoads(floor),
    sqlMicros: sqlMicros.reduce((sum, micros) => sum + micros, 0) / sqlMicros.length,
  };
}

/**
 * Slices of one load as one: CPU per request over all their requests; latency percentiles of every
 * response where each slice kept them, else each slice's weighted by its requests.
 */
export function mergeLoads(loads: Load[]): Load {
  const requests = loads.reduce((sum, l) => sum + l.requests, 0);
  const weighted = (value: (l: Load) => number) =>
    loads.reduce((sum, l) => sum + value(l) * l.requests, 0) / Math.max(1, requests);
  const kept = loads.every((l) => l.latencies)
    ? loads.flatMap((l) => l.latencies ?? []).sort((a, b) => a - b)
    : undefined;
  return {
    requests,
    cpuMicrosPerRequest: weighted((l) => l.cpuMicrosPerRequest),
    ...(loads.every((l) => l.processMicrosPerRequest !== undefined)
      ? { processMicrosPerRequest: weighted((l) => l.processMicrosPerRequest ?? 0) }
      : {}),
    p50: kept ? percentileOf(kept, 0.5) : weighted((l) => l.p50),
    p95: kept ? percentileOf(kept, 0.95) : weighted((l) => l.p95),
    errors: loads.reduce((sum, l) => sum + l.errors, 0),
    ...(kept ? { latencies: kept } : {}),
  };
}

/** CPU so far of each client backend of this database (every pool's connections), by pid. */
async function backendsCpu(database: DatabaseHandle): Promise<Map<number, number>> {
  const rows = await selectRows<{ pid: number }>(
    database.db,
    sql`select pid from pg_stat_activity where datname = current_database() and backend_type = 'client backend'`,
  );
  return new Map(rows.map((row) => [Number(row.pid), cpuOrZero(Number(row.pid))]));
}

/** The client backends' CPU since `before` (a backend opened meanwhile counts from its start). */
async function backendsCpuSince(database: DatabaseHandle, before: Map<number, number>): Promise<number> {
  let micros = 0;
  for (const [pid, cpu] of await backendsCpu(database)) micros += cpu - (before.get(pid) ?? 0);
  return micros;
}

/** A backend's CPU so far, or 0 when it has gone (a connection the pool closed). */
function cpuOrZero(pid: number): number {
  try {
    return processCpuMicros(pid);
  } catch {
    return 0;
  }
}

export interface CostRow {
  path: string;
  api: Load;
  floor: Load;
  sqlMicros: number;
  /** What the path is held to: its CPU ÷ (HTTP floor + SQL) at most this; none for a write without one. */
  goal?: number;
}

const pad = (value: string, width: number) => value.padStart(width);
/** Milliseconds as autocannon gives them (whole below 10 ms it rounds), one decimal at most. */
const ms = (value: number) => String(Math.round(value * 10) / 10);

/** The table: path, requests, CPU µs/request, floor µs/request, ratio and goal, p50/p95 beside the floor's. */
export function printCosts(title: string, rows: CostRow[], out = (line: string) => process.stdout.write(`${line}\n`)) {
  out(`\n${title}`);
  out(
    `  ${'path'.padEnd(34)} ${pad('requests', 9)} ${pad('CPU µs/req', 11)} ${pad('floor µs', 9)} ${pad('(HTTP+SQL)', 12)} ${pad('ratio', 6)} ${pad('goal', 6)}  ${'p50/p95 ms'.padEnd(13)} floor p50/p95`,
  );
  out(
    `  (every figure is CPU, not time: the path's = its server's main thread, plus on PostgreSQL the database's backends'; HTTP = a bare route's; SQL = the calls alone, this process's CPU plus PostgreSQL's backends'; the three measured in ${SLICES} alternating slices)`,
  );
  for (const row of rows) {
    const floor = row.floor.cpuMicrosPerRequest + row.sqlMicros;
    const ratio = row.api.cpuMicrosPerRequest / Math.max(1, floor);
    out(
      `  ${row.path.padEnd(34)} ${pad(String(row.api.requests), 9)} ${pad(row.api.cpuMicrosPerRequest.toFixed(0), 11)} ${pad(floor.toFixed(0), 9)} ${pad(`${row.floor.cpuMicrosPerRequest.toFixed(0)}+${row.sqlMicros.toFixed(0)}`, 12)} ${pad(`${ratio.toFixed(2)}x`, 6)} ${pad(row.goal === undefined ? '–' : `≤${row.goal}x`, 6)}${row.goal === undefined || ratio <= row.goal ? ' ' : '!'} ${`${ms(row.api.p50)}/${ms(row.api.p95)}`.padEnd(13)} ${ms(row.floor.p50)}/${ms(row.floor.p95)}${row.api.errors ? `   errors ${row.api.errors}` : ''}`,
    );
  }
}
