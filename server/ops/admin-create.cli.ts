/**
 * `npm run admin:create -- --email admin@example.org [--password …] [--first-name …] [--last-name …]`
 * Creates a super admin, or promotes an existing account (D6; no default accounts, ASVS 2.5.4).
 * Without --password it asks for one on the terminal (hidden), or reads it from ADMIN_PASSWORD.
 */
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { createInterface } from 'node:readline/promises';
import { PASSWORD_MIN_LENGTH } from '#shared/limits.ts';
import { messages } from '#shared/messages.ts';
import { isEmailAddress } from '#shared/rules/email.ts';
import { loadConfig } from '#server/config/config.ts';
import { openDatabase } from '#server/db/database.ts';
import { hashPassword, isCommonPassword } from '#server/lib/passwords.ts';
import { createAccountsService } from '#server/modules/accounts/accounts.service.ts';
import { createAuditService } from '#server/modules/audit/audit.service.ts';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/**
 * Asks on the terminal without echoing the answer: readline writes to a muted stream (Node's
 * documented Writable, no private readline API), and the question itself goes to stdout before.
 */
async function askHidden(question: string): Promise<string> {
  if (!process.stdin.isTTY)
    fail('No --password given and no terminal to ask on. Pass --password or set ADMIN_PASSWORD.');
  const muted = new Writable({
    write(_chunk, _encoding, done) {
      done();
    },
  });
  process.stdout.write(question);
  const rl = createInterface({ input: process.stdin, output: muted, terminal: true });
  try {
    return await rl.question('');
  } finally {
    rl.close();
    process.stdout.write('\n');
  }
}

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    'first-name': { type: 'string', default: 'Super' },
    'last-name': { type: 'string', default: 'Admin' },
  },
});

const email = (values.email ?? '').trim().toLowerCase();
if (!isEmailAddress(email)) fail('Give the admin email: npm run admin:create -- --email admin@example.org');

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const silent = {
  info() {},
  warn() {},
  error() {},
  debug() {},
  fatal() {},
  trace() {},
  child: () => silent,
  level: 'silent',
};
// No server listens to this process's changes: live events are not published from here.
const accounts = createAccountsService({
  db: database.db,
  audit: createAuditService({ db: database.db, logger: silent as never }),
  publish: async () => {},
});
try {
  const existing = await accounts.findByEmail(email);
  let password = values.password ?? process.env.ADMIN_PASSWORD;
  if (!password && !existing) password = await askHidden('Password for the new super admin: ');
  if (password !== undefined) {
    if (password.length < PASSWORD_MIN_LENGTH) fail(messages.register.passwordTooShort);
    if (isCommonPassword(password)) fail('Password is too weak. Please choose a stronger password.');
  }
  const id = await accounts.makeSuperAdmin({
    existing,
    setPassword: password !== undefined,
    member: {
      id: randomUUID(),
      email,
      firstName: values['first-name'] ?? 'Super',
      lastName: values['last-name'] ?? 'Admin',
      countryCode: '+91',
      phoneNumber: '',
      passwordHash: password ? await hashPassword(password) : null,
    },
  });
  process.stdout.write(`${existing ? 'Promoted' : 'Created'} super admin ${email} (${id}).\n`);
  // D35: the panel opens once two-factor sign-in is on.
  process.stdout.write(
    'At the first sign-in, the panel asks them to set up two-factor sign-in with an authenticator app.\n',
  );
} finally {
  await database.close();
}
