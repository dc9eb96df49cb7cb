import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '#server/config/config.ts';
import type { Metrics } from './metrics.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Links in the mail: in the outbox file for a developer to follow (D10), never in the log (they hold tokens). */
  links: string[];
  /** The same mail as HTML (notifications, D30); plain text only when absent. */
  html?: string;
  /** Extra headers, such as List-Unsubscribe (D30). */
  headers?: Record<string, string>;
  /** A stable Message-ID, so that a mail sent again after a crash is the same mail to the receiver. */
  messageId?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** Ends the SMTP connections kept open (the app calls it when it closes). */
  close?(): void;
}

/** SMTP connections kept open and shared by the sends (ADR 0026: the job queue sends at once). */
const POOLED_CONNECTIONS = 5;

/**
 * D10: SMTP when configured; otherwise a local outbox under DATA_DIR. The server logs where each
 * mail was written, not its links: a reset or verification link is a credential.
 */
export function createMailer(config: Config, logger: FastifyBaseLogger): Mailer {
  if (config.smtp) {
    const { host, port, secure, user, pass, from } = config.smtp;
    const transport = nodemailer.createTransport({
      host,
      port,
      secure,
      // A connection per mail costs a handshake per mail: a pool sends several times faster (bench/notifications.ts).
      pool: true,
      maxConnections: POOLED_CONNECTIONS,
      ...(user ? { auth: { user, pass: pass ?? '' } } : {}),
      // A local test relay on 127.0.0.1 has no certificate; any real relay is verified.
      tls: { rejectUnauthorized: !['127.0.0.1', 'localhost'].includes(host) },
    });
    return {
      async send(mail) {
        await transport.sendMail({
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          ...(mail.html ? { html: mail.html } : {}),
          ...(mail.headers ? { headers: mail.headers } : {}),
          ...(mail.messageId ? { messageId: mail.messageId } : {}),
        });
      },
      close: () => transport.close(),
    };
  }
  const outbox = path.join(config.dataDir, 'outbox');
  return {
    async send(mail) {
      fs.mkdirSync(outbox, { recursive: true });
      const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.json`);
      fs.writeFileSync(file, JSON.stringify(mail, null, 2), { mode: 0o600 });
      logger.info(
        { subject: mail.subject, file },
        'mail written to the outbox (no SMTP configured): its link is in the file',
      );
    },
  };
}

/** The mailer, with each send counted as sent or failed in the metrics (issue 49). */
export function countedMailer(mailer: Mailer, metrics: Metrics): Mailer {
  return {
    async send(mail) {
      try {
        await mailer.send(mail);
      } catch (error) {
        metrics.emails.inc({ outcome: 'failed' });
        throw error;
      }
      metrics.emails.inc({ outcome: 'sent' });
    },
    ...(mailer.close && { close: () => mailer.close?.() }),
  };
}
