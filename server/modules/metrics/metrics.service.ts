import { createHash, timingSafeEqual } from 'node:crypto';
import { Gauge } from 'prom-client';
import { METRICS_PREFIX, type Metrics } from '#server/lib/metrics.ts';
import type { JobsService } from '#server/modules/jobs/jobs.service.ts';

export type MetricsService = ReturnType<typeof createMetricsService>;

/** The methods a request is counted under; anything else is 'other' (a label's values stay few). */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * GET /metrics (issue 49): this instance's metrics in Prometheus's text format, for an operator
 * of several instances to scrape each. Off unless METRICS_TOKEN is set; then only to a request that
 * brings it as a bearer token. Beside the counters the services keep (server/lib/metrics.ts), two
 * figures are read when scraped: the job queue's depth (the database's, the same on every
 * instance) and the live streams open on this instance.
 */
export function createMetricsService(deps: {
  metrics: Metrics;
  token: string | undefined;
  jobs: Pick<JobsService, 'counts'>;
  live: { count(): number };
}) {
  const { metrics } = deps;
  const registers = [metrics.registry];
  new Gauge({
    name: `${METRICS_PREFIX}jobs`,
    help: 'Background jobs in the shared queue, by queue and state: waiting (due, running or retrying) or failed (given up)',
    labelNames: ['queue', 'state'] as const,
    registers,
    async collect() {
      const counts = await deps.jobs.counts();
      this.reset();
      for (const { queue, waiting, failed } of counts) {
        this.set({ queue, state: 'waiting' }, waiting);
        this.set({ queue, state: 'failed' }, failed);
      }
    },
  });
  new Gauge({
    name: `${METRICS_PREFIX}live_streams`,
    help: 'Live event streams (server-sent events) open on this instance',
    registers,
    collect() {
      this.set(deps.live.count());
    },
  });
  const expected = deps.token === undefined ? undefined : digest(`Bearer ${deps.token}`);

  return {
    /** Whether /metrics answers at all (METRICS_TOKEN is set). */
    enabled: expected !== undefined,
    /** Whether an Authorization header brings the token (compared in constant time). */
    admits(authorization: string | undefined): boolean {
      return expected !== undefined && authorization !== undefined && timingSafeEqual(digest(authorization), expected);
    },
    contentType: metrics.contentType,
    render: () => metrics.render(),
    /** An answered request, under its route's pattern ('unmatched' when no route took it). */
    observe(request: { method: string; route: string | undefined }, status: number, elapsedMs: number) {
      const method = METHODS.has(request.method) ? request.method : 'other';
      const route = request.route ?? 'unmatched';
      metrics.requests.inc({ method, route, status: String(status) });
      metrics.requestSeconds.observe({ method, route }, elapsedMs / 1000);
    },
  };
}
