import { printCosts, type CostRow, type Load } from './cost.ts';

/** What bench/conversations.ts measures (its figures' shapes) and how it prints them. */
/** A load run's figures; its CPU per request (issue 46) is the serving process's main thread's. */
export interface LoadFigures extends Load {
  path: string;
  rps: number;
  p99: number;
}

export interface SqlFloor {
  alone: { p50: number; p95: number };
  concurrent: { p50: number; p95: number };
}

export interface ConversationFigures {
  members: number;
  messages: number;
  conversations: number;
  heavyConversations: number;
  measuredMessages: number;
  generateSeconds: number;
  connections: number;
  seconds: number;
  /** DATABASE_POOL_SIZE of each server process. */
  poolSize: number;
  /** Null when the server has no conversations routes (404): the HTTP parts were skipped. */
  http: {
    inbox: LoadFigures;
    /** Issue 46: the navigation's unread count of the same member (one row, ADR 0047). */
    unread: LoadFigures;
    messagesPage: LoadFigures;
    /** Issue 46: the bell's list (GET /api/notifications) of the same member, 6,000 notifications. */
    bell: LoadFigures;
    floorLive: LoadFigures;
    floorSession: LoadFigures;
    sqlInbox: SqlFloor;
    sqlMessagesPage: SqlFloor;
    /** Issue 46: each path's CPU per request beside its HTTP floor (same bytes) and its SQL alone. */
    costs: CostRow[];
    delivery: {
      sends: number;
      intervalMs: number;
      sendErrors: number;
      delivered: number;
      /** From the start of the POST on instance 1 to the event on instance 2. */
      p50: number;
      p95: number;
      max: number;
      /** From the server's publish time (the event's sentAt) to the event. */
      publishP95: number;
      postP95: number;
    };
  } | null;
}

/** Seconds of the same load run, and not counted, before each measured one (a warm server). */
export const WARM_UP_SECONDS = 2;

export function printConversations(f: ConversationFigures) {
  const out = (line: string) => process.stdout.write(`${line}\n`);
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  const row = (l: LoadFigures, goal?: number) =>
    `    ${l.path.padEnd(34)} ${String(Math.round(l.rps)).padStart(6)} req/s   p50 ${ms(l.p50)}   p95 ${ms(l.p95)}   p99 ${ms(l.p99)}   errors ${l.errors}` +
    (goal === undefined
      ? ''
      : `   (goal p95 ≤ ${goal} ms: ${l.p95 <= goal ? 'met' : `missed by ${ms(l.p95 - goal)}`})`);
  const sqlRow = (label: string, floor: SqlFloor, callers: number) =>
    `    ${label.padEnd(34)} one at a time p50 ${ms(floor.alone.p50)}   p95 ${ms(floor.alone.p95)};   ${callers} concurrent callers p50 ${ms(floor.concurrent.p50)}   p95 ${ms(floor.concurrent.p95)}`;
  out(
    `\nConversations (issue 19, PostgreSQL server): ${f.members.toLocaleString('en')} members, ${f.messages.toLocaleString('en')} messages in ` +
      `${f.conversations.toLocaleString('en')} conversations (generated and vacuumed in ${f.generateSeconds.toFixed(1)} s)`,
  );
  if (!f.http) {
    out('  (the server has no /api/conversations routes yet: the HTTP figures are skipped)');
    return;
  }
  const h = f.http;
  out(
    `  autocannon on instance 1 of 2 server processes (DATABASE_POOL_SIZE=${f.poolSize} each), ${f.connections} connections, ` +
      `${f.seconds} s each after ${WARM_UP_SECONDS} s of warm-up, on the same 2 cores`,
  );
  out(`  floors`);
  out(row(h.floorLive));
  out(row(h.floorSession));
  out(`  Messages page, first page of a member with ${f.heavyConversations.toLocaleString('en')} conversations`);
  out(row(h.inbox, 50));
  out(sqlRow('raw SQL (pages.inbox)', h.sqlInbox, f.connections));
  out(`  Unread count of the same member (issue 46: one row the database keeps, ADR 0047)`);
  out(row(h.unread));
  out(
    `  One conversation page (${f.measuredMessages.toLocaleString('en')} messages; newest page and pages 1 %, ¼, ½, ¾ back)`,
  );
  out(row(h.messagesPage, 25));
  out(sqlRow('raw SQL (pages.messagesPage)', h.sqlMessagesPage, f.connections));
  const d = h.delivery;
  out(
    `  Message delivery, POST on instance 1 → receiver's event stream on instance 2 (${d.sends} sends, one every ${d.intervalMs} ms)`,
  );
  out(
    `    p50 ${ms(d.p50)}   p95 ${ms(d.p95)}   max ${ms(d.max)}   (${d.delivered} delivered, ${d.sends - d.delivered} lost, ${d.sendErrors} failed sends; ` +
      `goal p95 ≤ 100 ms: ${d.p95 <= 100 ? 'met' : `missed by ${ms(d.p95 - 100)}`})`,
  );
  out(`    of which: POST response p95 ${ms(d.postP95)}, publish → stream p95 ${ms(d.publishP95)}`);
  printCosts(
    `  Work per request (issue 46): instance 1's main-thread CPU beside its floors (HTTP: a bare route, same bytes; SQL: the repository calls alone, p50); goal for reads ≤ 2x`,
    h.costs,
  );
  const send = h.costs.at(-1);
  if (send?.api.processMicrosPerRequest !== undefined)
    out(
      `    sending: whole server process ${send.api.processMicrosPerRequest.toFixed(0)} µs/send; SQL = the row lock and the insert with its counters in one transaction (the bell's upsert and the publish not included); no goal stated for writes`,
    );
}
