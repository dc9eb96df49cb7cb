import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config/config.ts';
import { createMailer } from './mailer.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

describe('the outbox mailer (D10, no SMTP)', () => {
  it('writes the mail with its link to a file and logs the file, never the link or its token', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dm-mail-'));
    folders.push(dataDir);
    let logged = '';
    const sink = new Writable({
      write(chunk, _encoding, done) {
        logged += String(chunk);
        done();
      },
    });
    const mailer = createMailer(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }), pino({}, sink));
    const token = 'secret-reset-token-8f3a';
    const link = `http://localhost:3000/reset-password?token=${token}`;
    await mailer.send({ to: 'ruth@example.org', subject: 'Reset your password', text: `Open ${link}`, links: [link] });

    const [file] = fs.readdirSync(path.join(dataDir, 'outbox'));
    expect(file).toBeDefined();
    expect(fs.readFileSync(path.join(dataDir, 'outbox', file!), 'utf8')).toContain(link);
    expect(logged).toContain(path.join(dataDir, 'outbox', file!));
    expect(logged).not.toContain(token);
  });
});
