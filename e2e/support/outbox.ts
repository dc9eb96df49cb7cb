import fs from 'node:fs';
import path from 'node:path';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
}

/** The mails the server sent through the journeys' local SMTP server (support/global-setup.ts). */
export function outbox(): OutboxMail[] {
  const folder = process.env.E2E_OUTBOX;
  if (!folder) throw new Error('E2E_OUTBOX is not set: run the journeys through playwright.config.ts');
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(fs.readFileSync(path.join(folder, name), 'utf8')) as OutboxMail);
}

export const mailsTo = (to: string, subject: string) =>
  outbox().filter((mail) => mail.to === to && mail.subject === subject);
