/**
 * Request accounting for the resilience runs: per route and status, latency percentiles, and the
 * answers each action may legitimately get (the expected 4xx). Anything else is an error.
 */
export interface RouteStats {
  statuses: Map<number, number>;
  latencies: number[];
  networkErrors: number;
}

export interface Problem {
  route: string;
  detail: string;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export class Stats {
  readonly routes = new Map<string, RouteStats>();
  readonly problems: Problem[] = [];
  readonly startedAt = Date.now();
  /** Answers received so far (any status). */
  answered = 0;
  /** Requests sent and not yet answered (or failed), writes among them. */
  inFlight = 0;
  inFlightWrites = 0;
  /**
   * Requests that got no answer, by the server process they were sent to (Target.life): for the
   * crash run, the requests each kill cut off in flight (connection reset, socket closed).
   */
  readonly cutOff = new Map<number, { requests: number; writes: number }>();

  sent(write: boolean) {
    this.inFlight += 1;
    if (write) this.inFlightWrites += 1;
  }

  settled(write: boolean) {
    this.inFlight -= 1;
    if (write) this.inFlightWrites -= 1;
  }

  private route(name: string): RouteStats {
    let entry = this.routes.get(name);
    if (!entry) {
      entry = { statuses: new Map(), latencies: [], networkErrors: 0 };
      this.routes.set(name, entry);
    }
    return entry;
  }

  /** Records an answer; an answer not in `expected` is a problem (kept with its body for the report). */
  record(route: string, status: number, ms: number, expected: readonly number[], body: string) {
    this.answered += 1;
    const entry = this.route(route);
    entry.statuses.set(status, (entry.statuses.get(status) ?? 0) + 1);
    entry.latencies.push(ms);
    if (!expected.includes(status)) this.problem(route, `unexpected ${status}: ${body.slice(0, 300)}`);
  }

  networkError(route: string, error: unknown, tolerated: boolean, at?: { life: number; write: boolean }) {
    this.route(route).networkErrors += 1;
    if (at) {
      const cut = this.cutOff.get(at.life) ?? { requests: 0, writes: 0 };
      cut.requests += 1;
      if (at.write) cut.writes += 1;
      this.cutOff.set(at.life, cut);
    }
    if (!tolerated) this.problem(route, `network error: ${(error as Error).message}`);
  }

  problem(route: string, detail: string) {
    if (this.problems.length < 10_000) this.problems.push({ route, detail });
  }

  totals() {
    let requests = 0;
    let networkErrors = 0;
    const byStatus = new Map<number, number>();
    const all: number[] = [];
    for (const entry of this.routes.values()) {
      networkErrors += entry.networkErrors;
      for (const [status, count] of entry.statuses) {
        requests += count;
        byStatus.set(status, (byStatus.get(status) ?? 0) + count);
      }
      all.push(...entry.latencies);
    }
    all.sort((a, b) => a - b);
    return {
      requests,
      networkErrors,
      byStatus: new Map([...byStatus].sort((a, b) => a[0] - b[0])),
      serverErrors: [...byStatus].filter(([status]) => status >= 500).reduce((sum, [, count]) => sum + count, 0),
      p50: percentile(all, 50),
      p95: percentile(all, 95),
      p99: percentile(all, 99),
    };
  }

  /** A table of routes: requests, statuses, p50/p95 (ms). */
  print(out: (line: string) => void, seconds: number) {
    const totals = this.totals();
    out(
      `  requests ${totals.requests} in ${seconds.toFixed(1)} s = ${(totals.requests / seconds).toFixed(0)} req/s; ` +
        `latency p50 ${totals.p50.toFixed(0)} ms, p95 ${totals.p95.toFixed(0)} ms, p99 ${totals.p99.toFixed(0)} ms`,
    );
    out(`  by status: ${[...totals.byStatus].map(([status, count]) => `${status}×${count}`).join('  ')}`);
    out(`  5xx: ${totals.serverErrors}   network errors: ${totals.networkErrors}   problems: ${this.problems.length}`);
    const width = Math.max(...[...this.routes.keys()].map((key) => key.length), 10);
    for (const [route, entry] of [...this.routes].sort((a, b) => a[0].localeCompare(b[0]))) {
      const sorted = [...entry.latencies].sort((a, b) => a - b);
      const statuses = [...entry.statuses]
        .sort((a, b) => a[0] - b[0])
        .map(([status, count]) => `${status}×${count}`)
        .join(' ');
      const network = entry.networkErrors > 0 ? `  network×${entry.networkErrors}` : '';
      out(
        `    ${route.padEnd(width)}  ${String(sorted.length).padStart(6)}  p50 ${percentile(sorted, 50)
          .toFixed(0)
          .padStart(4)}  p95 ${percentile(sorted, 95).toFixed(0).padStart(5)}  ${statuses}${network}`,
      );
    }
  }
}
