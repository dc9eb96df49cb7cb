/**
 * The crash run's email phase (issue 20): a burst of CRASH_MAIL_NOTIFICATIONS (default 1,000)
 * interests sent through the API, each a notification whose email the job queue sends to an SMTP
 * server in this process; the server is killed with SIGKILL CRASH_MAIL_KILLS times (default 3)
 * while the emails are going out (when the SMTP server accepts the mail that makes a quarter, a
 * half, three quarters...: odd kills at that instant, the worst case for sending a mail twice, even
 * kills 0–250 ms later while a mail is being sent), and started again on the same data with a short job lease,
 * so that the jobs the dead process held are taken again within seconds. Once the queue is quiet
 * the server stops, and the rows are held against the mails: none lost, and every mail sent twice
 * counted and checked to be the same mail (the same Message-ID).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { JOBS_BATCH } from '#server/modules/jobs/jobs.service.ts';
import type { ServerProcess } from '#server/test/server-process.ts';
import { startSmtpSink, type SmtpSink } from '#server/test/smtp-sink.ts';
import { MemberClient, type Target } from './client.ts';
import { duplicates, emailChecks } from './crash-email-checks.ts';
import { freshDatabase } from './databases.ts';
import { seedMembers } from './seed-members.ts';
import { isReady, killHard, random, sleep, startServer } from './servers.ts';
import { answersCheck, openForChecks, printChecks, type Check } from './sql.ts';
import { Stats } from './stats.ts';

const NOTIFICATIONS = Number(process.env.CRASH_MAIL_NOTIFICATIONS ?? 1_000);
const KILLS = Number(process.env.CRASH_MAIL_KILLS ?? 3);
/** The job lease of the run: a dead process's jobs are due again this long after it took them. */
const LEASE_MS = 2_000;
const POLL_MS = 500;
/** Members sending interests at once. */
const SENDERS = 16;
const out = (line: string) => process.stdout.write(`${line}\n`);

interface Pair {
  sender: string;
  receiver: string;
}

/** `count` ordered pairs of distinct members, each pair at most once: one interest each. */
function pairs(ids: string[], count: number): Pair[] {
  const all = ids.flatMap((sender) => ids.filter((id) => id !== sender).map((receiver) => ({ sender, receiver })));
  for (let i = all.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [all[i], all[j]] = [all[j]!, all[i]!];
  }
  return all.slice(0, count);
}

/** Resolves true once the sink holds `count` distinct Message-IDs, false after `timeoutMs`. */
function distinctReached(sink: SmtpSink, count: number, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    if (sink.distinct() >= count) return resolve(true);
    const timer = setTimeout(() => {
      off();
      resolve(false);
    }, timeoutMs);
    const off = sink.onMail(() => {
      if (sink.distinct() < count) return;
      clearTimeout(timer);
      off();
      resolve(true);
    });
  });
}

/** Waits until no mail arrived for `quietMs` (at most `timeoutMs`). */
async function quiet(sink: SmtpSink, quietMs: number, timeoutMs: number) {
  let last = Date.now();
  const off = sink.onMail(() => (last = Date.now()));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() - last < quietMs && Date.now() < deadline) await sleep(100);
  off();
}

export async function crashEmails(engine: 'pglite' | 'postgres'): Promise<boolean> {
  out(
    `\nCrash: ${engine}, ${KILLS} kills with SIGKILL while the emails of ${NOTIFICATIONS} notifications go out ` +
      `(job lease ${LEASE_MS} ms)`,
  );
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `dm-crash-mail-${engine}-`));
  const database = engine === 'postgres' ? await freshDatabase('crashmail') : undefined;
  const sink = await startSmtpSink();
  const secret = randomBytes(32).toString('hex');
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    AUTH_SECRET: secret,
    RATE_LIMIT_SCALE: '1000',
    LOG_LEVEL: 'warn',
    JOBS_LEASE_MS: String(LEASE_MS),
    JOBS_POLL_MS: String(POLL_MS),
    ...sink.env,
    ...(database ? { DATABASE_URL: database.url } : {}),
  };
  const checks: Check[] = [];
  let server: ServerProcess | undefined;
  try {
    // Enough members for NOTIFICATIONS distinct ordered pairs: one interest (one email) each.
    const members = Math.ceil((1 + Math.sqrt(1 + 4 * NOTIFICATIONS)) / 2) + 1;
    const seeded = await seedMembers({ databaseUrl: database?.url, dataDir }, members, { sessionSecret: secret });
    server = await startServer(env);
    const target: Target = { url: server.url, life: 1 };
    const stats = new Stats();
    const clients = new Map(
      seeded.map((member) => {
        const client = new MemberClient(target, stats, () => true);
        if (member.sessionToken) client.jar.set('dm.session_token', member.sessionToken);
        return [member.id, client];
      }),
    );
    const queue = pairs(
      seeded.map((member) => member.id),
      NOTIFICATIONS,
    );
    const acknowledged: Pair[] = [];
    /** Interests whose request a kill cut off and whose retry found them stored (409). */
    let storedByCutRequests = 0;
    const startedAt = Date.now();
    const loops = Array.from({ length: SENDERS }, async () => {
      for (let pair = queue.pop(); pair; pair = queue.pop()) {
        for (let attempt = 0; ; attempt++) {
          const { status } = await clients.get(pair.sender)!.request('POST', '/api/interests', {
            route: 'POST /api/interests',
            // 409 only on a retry: the request a kill cut off had stored it.
            expected: attempt === 0 ? [201] : [201, 409],
            json: { receiverId: pair.receiver },
          });
          if (status === 201) acknowledged.push(pair);
          if (status === 409) storedByCutRequests += 1;
          if (status !== 0) break;
          await sleep(50);
        }
      }
    });
    let burstSeconds = 0;
    void Promise.all(loops).then(() => (burstSeconds = (Date.now() - startedAt) / 1000));

    const killsAt: number[] = [];
    const atKill: { atAcceptance: boolean; accepted: number; connections: number; inFlight: number }[] = [];
    for (let k = 1; k <= KILLS; k++) {
      // While the emails go out: when the SMTP server accepts the k/(KILLS + 1)th.
      const threshold = Math.round((NOTIFICATIONS * k) / (KILLS + 1));
      if (!(await distinctReached(sink, threshold, 120_000)))
        throw new Error(`only ${sink.distinct()} of ${threshold} emails arrived before kill ${k}`);
      // Odd kills at the worst moment, the instant the SMTP server accepted a mail (before the
      // process reads the 250 and deletes the job); even kills 0–250 ms later, while one is sent.
      const atAcceptance = k % 2 === 1;
      if (!atAcceptance) {
        await sleep(random(0, 250));
        for (let waited = 0; sink.connections() === 0 && waited < 2_000; waited += 2) await sleep(2);
      }
      let up = () => {};
      target.down = new Promise((resolve) => (up = resolve));
      atKill.push({
        atAcceptance,
        accepted: sink.distinct(),
        connections: sink.connections(),
        inFlight: stats.inFlight,
      });
      killsAt.push(Date.now());
      await killHard(server);
      server = await startServer(env);
      target.url = server.url;
      target.life = k + 1;
      if (!(await isReady(server.url))) throw new Error(`not ready after kill ${k}:\n${server.output()}`);
      target.down = undefined;
      up();
    }
    await Promise.all(loops);
    // Done when nothing arrived for longer than a lease and a poll: no job of a dead process is left.
    await quiet(sink, LEASE_MS + POLL_MS + 2_000, 120_000);
    const seconds = (Date.now() - startedAt) / 1000;
    checks.push({
      name: 'the server answers /health/ready after the last restart',
      ok: await isReady(server.url),
      detail: '',
    });
    const exitCode = await server.stop();
    server = undefined;
    checks.push({ name: 'the server stops cleanly on SIGTERM', ok: exitCode === 0, detail: `exit ${exitCode}` });

    const found = duplicates(sink.mails, killsAt);
    out(
      `  ${acknowledged.length} interests answered 201 in ${burstSeconds.toFixed(1)} s (${storedByCutRequests} more stored by ` +
        `requests a kill cut off); ${sink.mails.length} mails accepted by the SMTP server in ${seconds.toFixed(1)} s`,
    );
    atKill.forEach((at, index) =>
      out(
        `    kill ${index + 1} (${at.atAcceptance ? 'as a mail was accepted' : 'while mails were sent'}): after ${at.accepted} distinct mails, ${at.connections} SMTP connections open, ` +
          `${at.inFlight} requests in flight; mails of that process sent again after it: ${found.byKill[index]}`,
      ),
    );
    const checker = await openForChecks({ databaseUrl: database?.url, dataDir });
    try {
      const mail = await emailChecks(checker.query, sink.mails, acknowledged, found, KILLS * JOBS_BATCH);
      checks.push(...mail.checks);
      out(
        `  sent twice: ${found.extra} of ${mail.expected} emails (${((100 * found.extra) / Math.max(1, mail.expected)).toFixed(2)} %), ` +
          `each with the Message-ID of its first copy`,
      );
    } finally {
      await checker.close();
    }
    checks.push(
      answersCheck('no 5xx and no unexpected answer (network errors from the kills are expected)', stats.problems),
    );
    out('  integrity:');
    printChecks(out, checks);
    return checks.every((check) => check.ok);
  } finally {
    if (server) await killHard(server);
    await sink.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  }
}
