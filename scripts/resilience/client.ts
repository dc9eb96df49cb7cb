import type { Stats } from './stats.ts';

/** Where the server is now (the crash run restarts it on another port, and holds requests meanwhile). */
export interface Target {
  url: string;
  /** While set, requests wait for it: the server is down and being restarted. */
  down?: Promise<void>;
  /** Which server process requests go to now (the crash run counts it up at each restart). */
  life?: number;
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
  /** The cookies the server set, by name (a cleared one is dropped), as a browser keeps them. */
  readonly jar = new Map<string, string>();
  /** Headers sent with every request (the limits phase's X-Forwarded-For: one address per subject). */
  readonly headers: Record<string, string> = {};

  get cookie(): string {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** Takes over another client's cookies (the checks read as the same members). */
  adopt(other: MemberClient) {
    for (const [name, value] of other.jar) this.jar.set(name, value);
  }

  constructor(
    private readonly target: Target,
    private readonly stats: Stats,
    private readonly toleratesNetworkErrors: () => boolean = () => false,
  ) {}

  async request<T = unknown>(method: string, path: string, options: RequestOptions): Promise<Answer<T>> {
    while (this.target.down) await this.target.down;
    const base = this.target.url;
    const headers: Record<string, string> = { ...this.headers, origin: base };
    if (this.cookie) headers.cookie = this.cookie;
    let body: string | FormData | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form) body = options.form;
    const started = performance.now();
    const life = this.target.life ?? 0;
    const write = method !== 'GET' && method !== 'HEAD';
    this.stats.sent(write);
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
      this.stats.settled(write);
      this.stats.networkError(options.route, error, this.toleratesNetworkErrors(), { life, write });
      return { status: 0, body: undefined as T };
    }
    this.stats.settled(write);
    this.stats.record(options.route, response.status, performance.now() - started, options.expected, text);
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(';')[0] ?? '';
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(name.length + 1);
      const expired = value === '' || /max-age=0(;|$)/i.test(line);
      if (expired) this.jar.delete(name);
      else this.jar.set(name, value);
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
