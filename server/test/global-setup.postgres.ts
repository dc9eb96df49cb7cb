import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connectPostgres } from '#server/db/database.ts';
import { databaseUrl } from './postgres-admin.ts';

/** Migrates one template database on the server of TEST_DATABASE_URL; test files copy it. */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set.');
  const template = `dm_template_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${template}"`);
  const handle = connectPostgres(databaseUrl(adminUrl, template), { max: 1 });
  await handle.migrate();
  await handle.close();
  project.provide('postgres', { adminUrl, template });
  return async () => {
    const leftovers = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname = $1 or datname like $2`,
      [template, `${template}_t%`],
    );
    for (const { datname } of leftovers.rows) await admin.query(`drop database if exists "${datname}" with (force)`);
    await admin.end();
  };
}
