import type { Stats } from './stats.ts';

/** Where the server is now (the crash run restarts it on another port). */
export interface Target {
  url: string;
}

export interface Answer<T = unknown> {
  status: number;
  body: T;
}

export interface RequestOptions {
  /** The route as counted in the summary, e.g. 'PATCH /api/interests/:id'. */
  route: string;
  /** Statuses this action may legitimately answer; anything else is a problem. */
  expected: readonly number[];
  json?: unknown;
  form?: FormData;
}

/**
 * One simulated member's HTTP session: its cookie, the Origin a browser would send (the CSRF
 * check, server/plugins/csrf.ts), and every answer counted in `stats`. A request that fails on
 * the network is counted, and tolerated only while `toleratesNetworkErrors()` says so (the crash
 * run's kills); it then answers status 0.
 */
export class MemberClient {
  cookie = '';

  constructor(
    private readonly target: Target,
    private readonly stats: Stats,
    private readonly toleratesNetworkErrors: () => boolean = () => false,
  ) {}

  async request<T = unknown>(method: string, path: string, options: RequestOptions): Promise<Answer<T>> {
    const base = this.target.url;
    const headers: Record<string, string> = { origin: base };
    if (this.cookie) headers.cookie = this.cookie;
    let body: string | FormData | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form) body = options.form;
    const started = performance.now();
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers,
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(30_000),
      });
      text = await response.text();
    } catch (error) {
      this.stats.networkError(options.route, error, this.toleratesNetworkErrors());
      return { status: 0, body: undefined as T };
    }
    this.stats.record(options.route, response.status, performance.now() - started, options.expected, text);
    const setCookie = response.headers.getSetCookie();
    if (setCookie.length > 0) {
      const pairs = setCookie.map((line) => line.split(';')[0] ?? '').filter((pair) => !pair.endsWith('='));
      if (pairs.length > 0) this.cookie = pairs.join('; ');
    }
    let parsed: unknown = text;
    if (response.headers.get('content-type')?.includes('application/json')) {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = text;
      }
    }
    return { status: response.status, body: parsed as T };
  }
}
