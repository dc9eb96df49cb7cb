import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { selectRows } from '#server/db/database.ts';
import { generateMembers } from '#server/db/generate-members.ts';
import { loadConfig } from '#server/config/config.ts';
import { createJobsService, JOBS_BATCH } from '#server/modules/jobs/jobs.service.ts';
import { createPushService } from '#server/modules/push/push.service.ts';
import { renderNotificationEmail } from '#server/modules/notifications/notification-email.tsx';
import { createNotificationsService } from '#server/modules/notifications/notifications.service.ts';
import { startServerProcess, type ServerProcess } from '#server/test/server-process.ts';
import { startSmtpSink, type SmtpSink } from '#server/test/smtp-sink.ts';
import { signedSessions } from './sessions.ts';
import { scratchDatabase } from './scratch-database.ts';

export interface NotificationFigures {
  emails: number;
  /** Raw nodemailer sends a second to the sink, JOBS_BATCH at once: a connection per mail, and a pool of 5. */
  floor: { perMail: number; pooled: number };
  /** notify() calls a second (8 callers), the product's code path writing notification + job. */
  enqueuePerSecond: number;
  queue: { instances: number; perSecond: number; seconds: number }[];
  latency: {
    events: number;
    intervalMs: number;
    arrived: number;
    p50: number;
    p95: number;
    max: number;
    /** The POST's own answer, p95, and POSTs not answered 201. */
    postP95: number;
    postErrors: number;
  };
}

const EVENT_INTERVAL_MS = 50;
/** Events before the measured ones: the fresh processes' first renders and SMTP connections. */
const WARM_UP = 20;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const silent = {
  level: 'silent',
  child: () => silent,
  ...Object.fromEntries(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((name) => [name, () => {}])),
} as unknown as FastifyBaseLogger;

/** Waits until the sink holds `count` mails (at most `timeoutMs`). */
async function mailsReached(sink: SmtpSink, count: number, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (sink.mails.length < count && Date.now() < deadline) await sleep(20);
  if (sink.mails.length < count) throw new Error(`only ${sink.mails.length} of ${count} mails arrived`);
}

/** Raw nodemailer to the sink: `count` copies of a rendered notification, JOBS_BATCH sends at once. */
async function nodemailerFloor(sink: SmtpSink, count: number, pool: boolean): Promise<number> {
  const rendered = await renderNotificationEmail({
    language: 'en',
    title: 'Asha sent you an interest',
    items: [{ text: 'Asha sent you an interest', url: 'http://localhost/my-interests' }],
    action: { text: 'Open Divine Match', url: 'http://localhost/my-interests' },
    reason: 'You receive this email because email notifications for "Interests received" are on.',
    unsubscribe: {
      text: 'Unsubscribe from these emails',
      url: `http://localhost/unsubscribe?token=${'x'.repeat(120)}`,
    },
    or: 'or',
    settings: { text: 'choose your notifications in Settings', url: 'http://localhost/settings' },
  });
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port: sink.port,
    secure: false,
    ...(pool ? { pool: true, maxConnections: 5 } : {}),
  });
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: JOBS_BATCH }, async () => {
      while (next++ < count)
        await transport.sendMail({
          from: 'no-reply@example.org',
          to: 'member@example.org',
          subject: 'Asha sent you an interest',
          ...rendered,
          messageId: `<floor.${next}.${pool}@localhost>`,
        });
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  transport.close();
  return count / seconds;
}

/**
 * The notification emails of issue 20 on PostgreSQL: the job queue's throughput to an SMTP sink in
 * this process (`emails` notifications written by the product's notify(), then delivered by one
 * and by two server processes, first to last mail), beside raw nodemailer to the same sink; and
 * the delay from an interest sent through the API to its email at the sink, one every 50 ms.
 */
export async function benchNotifications(adminUrl: string, emails = 2_000, events = 200): Promise<NotificationFigures> {
  const scratch = await scratchDatabase(adminUrl, `dm_bench_mail_${process.pid}`, { max: 8 });
  const { database, url } = scratch;
  const sink = await startSmtpSink();
  const secret = randomBytes(32).toString('hex');
  const servers: ServerProcess[] = [];
  const dataDirs: string[] = [];
  const start = (count: number) =>
    Promise.all(
      Array.from({ length: count }, async () => {
        const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dm-bench-mail-'));
        dataDirs.push(dataDir);
        const started = await startServerProcess({
          DATABASE_URL: url,
          AUTH_SECRET: secret,
          DATA_DIR: dataDir,
          RATE_LIMIT_SCALE: '1000',
          NODE_ENV: 'production',
          ...sink.env,
        });
        if (!started.server) throw new Error(`bench server did not start:\n${started.output}`);
        servers.push(started.server);
        return started.server;
      }),
    );
  const stopAll = async () => {
    for (const server of servers.splice(0)) await server.stop();
  };
  try {
    await database.migrate();
    await generateMembers(database.db, WARM_UP + events + 1, { prefix: `m${Date.now().toString(36)}` });
    const members = await selectRows<{ id: string; email: string }>(
      database.db,
      sql`select id, email from users order by id`,
    );
    const floor = {
      perMail: await nodemailerFloor(sink, 1_000, false),
      pooled: await nodemailerFloor(sink, 1_000, true),
    };
    sink.mails.length = 0;

    // The product's code path: notify() writes the notification and its email job in one transaction.
    const jobs = createJobsService({
      db: database.db,
      logger: silent,
      listen: database.listen,
      options: { pollMs: 2_000, leaseMs: 60_000 },
    });
    const notifications = createNotificationsService({
      db: database.db,
      jobs,
      publish: async () => {},
      mailer: { send: async () => {} },
      // The product's path: a push job is made too, and finds no device (the bench measures email).
      push: createPushService({ db: database.db, config: loadConfig({}), secret, logger: silent }),
      secret,
      publicUrl: 'http://localhost',
      logger: silent,
    });
    let enqueueSeconds = 0;
    const queue: NotificationFigures['queue'] = [];
    for (const instances of [1, 2]) {
      let next = 0;
      const enqueueStarted = performance.now();
      await Promise.all(
        Array.from({ length: 8 }, async () => {
          for (let i = next++; i < emails; i = next++)
            await notifications.notify({
              to: members[i % members.length]!.id,
              kind: 'interest_received',
              actorId: members[(i + 1) % members.length]!.id,
              subjectId: null,
            });
        }),
      );
      enqueueSeconds += (performance.now() - enqueueStarted) / 1000;
      // The servers start together on a full queue; timed from the first mail to the last.
      const before = sink.mails.length;
      await start(instances);
      await mailsReached(sink, before + emails, 600_000);
      const arrived = sink.mails.slice(before);
      const seconds = (arrived.at(-1)!.at - arrived[0]!.at) / 1000;
      queue.push({ instances, perSecond: emails / seconds, seconds });
      await stopAll();
    }

    // Event to email: an interest through the API, one every EVENT_INTERVAL_MS, each to another member.
    const cookies = await signedSessions(
      database.db,
      secret,
      members.map((member) => member.id),
    );
    const [one] = await start(2);
    const sentAt = new Map<string, number>();
    const latencies: number[] = [];
    const postTimes: number[] = [];
    let postErrors = 0;
    const off = sink.onMail((mail) => {
      const at = sentAt.get(mail.to[0] ?? '');
      if (at === undefined) return;
      sentAt.delete(mail.to[0]!);
      if (members.findIndex((member) => member.email === mail.to[0]) > WARM_UP) latencies.push(mail.at - at);
    });
    for (let i = 0; i < WARM_UP + events; i++) {
      const sender = members[i]!;
      const receiver = members[i + 1]!;
      const posted = Date.now();
      sentAt.set(receiver.email, posted);
      void fetch(`${one!.url}/api/interests`, {
        method: 'POST',
        headers: { cookie: cookies.get(sender.id) ?? '', origin: one!.url, 'content-type': 'application/json' },
        body: JSON.stringify({ receiverId: receiver.id }),
      }).then(
        (response) => {
          if (i >= WARM_UP) postTimes.push(Date.now() - posted);
          if (response.status !== 201) postErrors += 1;
        },
        () => (postErrors += 1),
      );
      await sleep(EVENT_INTERVAL_MS);
    }
    for (let waited = 0; sentAt.size > 0 && waited < 30_000; waited += 50) await sleep(50);
    off();
    const sorted = [...latencies].sort((a, b) => a - b);
    return {
      emails,
      floor,
      enqueuePerSecond: (2 * emails) / enqueueSeconds,
      queue,
      latency: {
        events,
        intervalMs: EVENT_INTERVAL_MS,
        arrived: sorted.length,
        p50: percentile(sorted, 50),
        p95: percentile(sorted, 95),
        max: sorted.at(-1) ?? 0,
        postP95: percentile(
          postTimes.sort((a, b) => a - b),
          95,
        ),
        postErrors,
      },
    };
  } finally {
    await stopAll();
    await sink.close();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
    await scratch.drop();
  }
}

export function printNotifications(f: NotificationFigures) {
  const out = (line: string) => process.stdout.write(`${line}\n`);
  const rate = (n: number) => `${Math.round(n).toLocaleString('en')} emails/s`;
  out(`\nNotification emails (issue 20, PostgreSQL server, an SMTP sink in the bench process, same 2 cores)`);
  out(`  floor: raw nodemailer, ${JOBS_BATCH} sends at once`);
  out(`    a connection per mail                ${rate(f.floor.perMail)}`);
  out(`    a pool of 5 connections              ${rate(f.floor.pooled)}`);
  out(`  notify() (notification + job, one transaction), 8 callers: ${Math.round(f.enqueuePerSecond)} a second`);
  out(`  job queue → SMTP, ${f.emails.toLocaleString('en')} emails waiting, first to last mail`);
  for (const q of f.queue)
    out(
      `    ${q.instances} server ${q.instances === 1 ? 'process  ' : 'processes'}                   ${rate(q.perSecond)}   (${q.seconds.toFixed(1)} s)`,
    );
  const l = f.latency;
  out(
    `  interest sent (API, 2 instances) → its email at the sink, ${l.events} events one every ${l.intervalMs} ms: ` +
      `p50 ${l.p50} ms   p95 ${l.p95} ms   max ${l.max} ms   (${l.events - l.arrived} not arrived; after ${WARM_UP} not counted)`,
  );
  out(`    of which the POST's answer: p95 ${l.postP95} ms (${l.postErrors} not answered 201)`);
}
