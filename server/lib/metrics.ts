import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** Every metric's name starts so (Prometheus's convention: the application's own prefix). */
export const METRICS_PREFIX = 'divine_match_';

export type Metrics = ReturnType<typeof createMetrics>;

let processRegistry: Registry | undefined;
/**
 * The Node.js process's own figures (CPU, memory, event-loop delay, handles), collected once per
 * process from the first scrape on: they are the process's, whichever app asks, and each collector
 * keeps a timer (the event-loop monitor) that an app per test must not add again.
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry, prefix: METRICS_PREFIX });
  }
  return processRegistry;
}

/**
 * This app's metrics (issue 49), in a registry of its own (each app a test builds has its own):
 * the instruments the services count with; `render` adds the process's figures. Labels take values from small fixed sets only (a route's pattern, a queue's name,
 * an outcome): never an id, an address or a member's words.
 */
export function createMetrics() {
  const registry = new Registry();
  const registers = [registry];
  return {
    registry,
    contentType: registry.contentType,
    /** Everything in Prometheus's text format: this app's figures and the process's. */
    render: () => Registry.merge([processMetrics(), registry]).metrics(),
    requests: new Counter({
      name: `${METRICS_PREFIX}http_requests_total`,
      help: 'HTTP requests answered, by method, route pattern and status code',
      labelNames: ['method', 'route', 'status'] as const,
      registers,
    }),
    requestSeconds: new Histogram({
      name: `${METRICS_PREFIX}http_request_duration_seconds`,
      help: 'Time from a request received to its answer sent, by method and route pattern',
      labelNames: ['method', 'route'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    emails: new Counter({
      name: `${METRICS_PREFIX}emails_total`,
      help: 'Emails handed to the SMTP relay (or the outbox), by outcome: sent or failed',
      labelNames: ['outcome'] as const,
      registers,
    }),
    signInFailures: new Counter({
      name: `${METRICS_PREFIX}sign_in_failures_total`,
      help: 'Sign-ins refused (a wrong password or code, a throttled address), by reason',
      labelNames: ['reason'] as const,
      registers,
    }),
    jobFailures: new Counter({
      name: `${METRICS_PREFIX}job_failures_total`,
      help: 'Background job runs that threw (each is retried with backoff until it is given up), by queue',
      labelNames: ['queue'] as const,
      registers,
    }),
  };
}
