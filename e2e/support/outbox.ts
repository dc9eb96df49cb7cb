import fs from 'node:fs';
import path from 'node:path';
import { e2eServer } from './servers.ts';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
}

/** The mails the project's server sent through its local SMTP server (support/global-setup.ts). */
export function outbox(): OutboxMail[] {
  const folder = e2eServer().outbox;
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(fs.readFileSync(path.join(folder, name), 'utf8')) as OutboxMail);
}

export const mailsTo = (to: string, subject: string) =>
  outbox().filter((mail) => mail.to === to && mail.subject === subject);
