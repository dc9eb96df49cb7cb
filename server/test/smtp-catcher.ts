import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  raw: string;
  /** The decoded text (quoted-printable undone), enough to find links. */
  text: string;
}

/** Undoes quoted-printable only where the mail says it used it (a 7bit token may contain "=4F"). */
function decodeQuotedPrintable(raw: string): string {
  if (!/content-transfer-encoding:\s*quoted-printable/i.test(raw)) return raw;
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The mail parsed as a mail client reads it: headers, the plain-text and the HTML bodies. */
export const parseMail = (mail: CaughtMail) => simpleParser(mail.raw);

/**
 * A real SMTP server in the test process: the app sends to it over TCP as it would to a relay.
 * `onMail` sees each mail before the sender is answered (the journeys write it to a folder).
 */
export async function startSmtpCatcher(options: { onMail?: (mail: CaughtMail) => Promise<void> } = {}) {
  const mails: CaughtMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        const mail = { to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw, text: decodeQuotedPrintable(raw) };
        mails.push(mail);
        waiters.splice(0).forEach((wake) => wake());
        void (options.onMail?.(mail) ?? Promise.resolve()).then(
          () => callback(),
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;

  return {
    port,
    env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), SMTP_FROM: 'Divine Match <no-reply@example.org>' },
    mails,
    /** Waits for the next mail to `to` whose text matches, and returns the first link to `path`. */
    async linkTo(to: string, path: string, timeoutMs = 5_000): Promise<string> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const pattern = new RegExp(`https?://[^\\s]+${path.replace(/[/]/g, '\\/')}\\?token=[^\\s]+`);
        const mail = [...mails].reverse().find((m) => m.to.includes(to) && pattern.test(m.text));
        if (mail) return pattern.exec(mail.text)![0];
        if (Date.now() > deadline) {
          const mine = mails.filter((m) => m.to.includes(to)).map((m) => m.text.slice(-300));
          throw new Error(`No mail to ${to} with a ${path} link arrived. Mails to it: ${JSON.stringify(mine)}`);
        }
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    /** Waits until `count` mails match (default 1) and returns them. */
    async waitFor(match: (mail: CaughtMail) => boolean, count = 1, timeoutMs = 5_000): Promise<CaughtMail[]> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = mails.filter(match);
        if (found.length >= count) return found;
        if (Date.now() > deadline) throw new Error(`${found.length} of ${count} expected mails arrived`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
