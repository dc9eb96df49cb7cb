import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A mail the sink accepted: its envelope, two headers, and when it was accepted (ms, Date.now()). */
export interface SunkMail {
  messageId: string;
  to: string[];
  subject: string;
  at: number;
}

/** A header's value from a mail's header block (folded lines joined), '' when absent. */
function header(head: string, name: string): string {
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const match = new RegExp(`^${name}:[ \\t]*(.*)$`, 'im').exec(unfolded);
  return match?.[1]?.trim() ?? '';
}

/**
 * A lean SMTP server for the crash run and the benchmark, many mails a second: it keeps each
 * mail's Message-ID, recipients and Subject (not the body) and answers 250 once the whole mail has
 * arrived. A mail is counted when it is accepted, before the client reads the 250: a client killed
 * in between sends it again, as it would to a real relay. A message cut off mid-DATA is not counted.
 */
export async function startSmtpSink() {
  const mails: SunkMail[] = [];
  const ids = new Set<string>();
  const listeners = new Set<(mail: SunkMail) => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let head = '';
      stream.on('data', (chunk: Buffer) => {
        if (!head.includes('\r\n\r\n')) head += chunk.toString('utf8');
      });
      stream.on('end', () => {
        const headers = head.split('\r\n\r\n')[0] ?? '';
        const mail: SunkMail = {
          messageId: header(headers, 'Message-ID'),
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          subject: header(headers, 'Subject'),
          at: Date.now(),
        };
        mails.push(mail);
        ids.add(mail.messageId);
        for (const listener of listeners) listener(mail);
        callback();
      });
    },
  });
  // A client killed mid-session resets its connection: expected here, not a failure of the sink.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;

  return {
    port,
    env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), SMTP_FROM: 'Divine Match <no-reply@example.org>' },
    mails,
    /** Distinct Message-IDs accepted so far. */
    distinct: () => ids.size,
    /** Calls `listener` for every mail accepted from now on; returns its removal. */
    onMail(listener: (mail: SunkMail) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** SMTP connections open now (clients sending or idle in a pool). */
    connections: () => (server as unknown as { connections: Set<unknown> }).connections.size,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;
