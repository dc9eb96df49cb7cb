import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '#server/app.ts';
import { asBrowser } from './browser.ts';
import { loadConfig } from '#server/config/config.ts';
import { openDatabase, selectRows, type Database } from '#server/db/database.ts';
import { tablesInCopyOrder } from '#server/db/move.ts';
import { seedDemoData } from '#server/modules/demo/demo-data.ts';
import { multipart, png } from './images.ts';
import { acceptedInterest, block, makePremium, signedInMember } from './members.ts';
import { completeProfile } from './profile-fixture.ts';

/**
 * An embedded installation on disk, as a church's server leaves it: PGlite under DATA_DIR/pgdata,
 * photos under DATA_DIR/photos, the generated auth secret, and a little of every kind of data
 * (demo members with portraits, members with sessions, profiles, photos, interests, a shortlist,
 * a block, a report, a contact message, audit events). Closed again: the data folder is free.
 */
export async function seedEmbeddedInstallation(
  dataDir: string,
  options: { demoMembers?: number; messages?: boolean } = {},
): Promise<void> {
  const config = loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  fs.writeFileSync(path.join(dataDir, 'auth-secret'), randomBytes(32).toString('hex'), { mode: 0o600 });
  const database = await openDatabase({ databaseUrl: undefined, dataDir });
  let app: FastifyInstance | undefined;
  try {
    app = asBrowser(
      await buildApp({ config, database, authSecret: randomBytes(32).toString('hex') }),
      config.publicUrl,
    );
    await fillInstallation(app, database.db, options.demoMembers ?? 40, options);
  } finally {
    await app?.close();
    await database.close();
  }
}

/** Every row of every table as text (UTC), sorted: two databases hold the same data iff equal. */
export async function everyRow(db: Database): Promise<Record<string, string[]>> {
  const dump: Record<string, string[]> = {};
  for (const table of await tablesInCopyOrder(db)) {
    dump[table] = await db.transaction(async (tx) => {
      await tx.execute(sql`set local timezone to 'UTC'`);
      const rows = await selectRows<{ row: string }>(
        tx as unknown as Database,
        sql`select t::text as row from ${sql.raw(`"${table}"`)} t order by t::text collate "C"`,
      );
      return rows.map((row) => row.row);
    });
  }
  return dump;
}

/** Every file under a folder, as relative path → bytes. */
export function everyFile(root: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  if (!fs.existsSync(root)) return files;
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files.set(path.relative(root, file).split(path.sep).join('/'), fs.readFileSync(file));
  }
  return files;
}

/**
 * A little of every kind of data, written through the API of `app` (and its database `db`): demo
 * members with portraits, members with sessions, profiles, photos, interests, a shortlist, a
 * block, a report, a contact message, audit events (the backup tests and the restore drill);
 * with `messages`, a matched pair and their conversation too.
 */
export async function fillInstallation(
  app: FastifyInstance,
  db: Database,
  demoMembers: number,
  options: { messages?: boolean } = {},
): Promise<void> {
  // 8 hand-written and `demoMembers` generated demo members, each with a portrait (display + thumbnail files).
  await seedDemoData(app.services, db, demoMembers);
  const call = (cookie: string, method: 'POST' | 'PUT', url: string, payload?: object) =>
    app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const ruth = await signedInMember(app, { firstName: 'Ruth' });
  const boaz = await signedInMember(app, { firstName: 'Boaz' });
  const other = await signedInMember(app, { firstName: 'Orpah' });
  for (const [member, firstName, gender] of [
    [ruth, 'Ruth', 'Female'],
    [boaz, 'Boaz', 'Male'],
    [other, 'Orpah', 'Female'],
  ] as const) {
    const saved = await call(member.cookie, 'PUT', '/api/profiles/me', completeProfile({ firstName, gender }));
    if (saved.statusCode !== 200) throw new Error(`profile: ${saved.statusCode} ${saved.body}`);
    const { payload, headers } = multipart(await png(), 'photo.png', 'image/png');
    const photo = await app.inject({
      method: 'POST',
      url: '/api/photos?kind=gallery',
      payload,
      headers: { ...headers, cookie: member.cookie },
    });
    if (photo.statusCode !== 201) throw new Error(`photo: ${photo.statusCode} ${photo.body}`);
  }
  await makePremium(db, ruth.account.id);
  const steps = [
    await call(ruth.cookie, 'POST', '/api/interests', { receiverId: boaz.account.id }),
    await call(ruth.cookie, 'PUT', `/api/shortlists/${boaz.account.id}`),
    await call(boaz.cookie, 'PUT', `/api/blocks/${other.account.id}`),
    await call(ruth.cookie, 'POST', '/api/reports', { reportedUserId: other.account.id, reason: 'other' }),
    await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        contactName: 'Naomi',
        contactEmail: 'naomi@example.org',
        phone: '',
        subject: 'general',
        message: 'Could our parish join the network next spring?',
      },
    }),
  ];
  for (const step of steps) if (step.statusCode >= 300) throw new Error(`seed: ${step.statusCode} ${step.body}`);
  await block(db, other.account.id, ruth.account.id);
  if (options.messages) {
    const naomi = await signedInMember(app, { firstName: 'Naomi' });
    const obed = await signedInMember(app, { firstName: 'Obed' });
    await acceptedInterest(db, naomi.account.id, obed.account.id);
    const opened = await call(naomi.cookie, 'POST', '/api/conversations', { memberId: obed.account.id });
    if (opened.statusCode >= 300) throw new Error(`conversation: ${opened.statusCode} ${opened.body}`);
    const { id } = opened.json<{ id: string }>();
    for (const [who, body] of [
      [naomi, 'Peace be with you, Obed.'],
      [obed, 'And with you. Coffee after the service?'],
      [naomi, 'Gladly.'],
    ] as const) {
      const sent = await call(who.cookie, 'POST', `/api/conversations/${id}/messages`, { body });
      if (sent.statusCode >= 300) throw new Error(`message: ${sent.statusCode} ${sent.body}`);
    }
  }
}
