/**
 * `npm run bench:capacity`: the storage figures of the capacity plan (docs/deploy.md).
 * - PostgreSQL bytes per 100k members: a fresh database on BENCH_DATABASE_URL's server (dropped
 *   afterwards), migrated, then BENCH_CAPACITY_MEMBERS (default 100k) generated members with
 *   complete profiles; database size and the largest relations.
 * - Photo bytes per member: the upload pipeline (server/lib/images.ts) on a 12-megapixel
 *   phone-sized picture with photographic detail, and on a demo portrait.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import sharp from 'sharp';
import { connectPostgres } from '#server/db/database.ts';
import { processPhoto } from '#server/lib/images.ts';
import { generateMembers } from '#server/db/generate-members.ts';
import { databaseUrl } from '#server/test/postgres-admin.ts';

const MEMBERS = Number(process.env.BENCH_CAPACITY_MEMBERS ?? 100_000);
const out = (line: string) => process.stdout.write(`${line}\n`);
const mib = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MiB`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;

async function databaseFigures(adminUrl: string) {
  const name = `dm_capacity_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = databaseUrl(adminUrl, name);
  const handle = connectPostgres(url, { max: 2 });
  try {
    await handle.migrate();
    const size = async () =>
      Number((await admin.query('select pg_database_size($1)::bigint as n', [name])).rows[0].n as string);
    const empty = await size();
    const started = Date.now();
    await generateMembers(handle.db, MEMBERS, { prefix: 'cap' });
    const seconds = (Date.now() - started) / 1000;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query('vacuum analyze');
    const full = await size();
    const relations = await client.query<{ name: string; bytes: string }>(
      `select c.relname as name, pg_total_relation_size(c.oid)::bigint as bytes
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'r' order by 2 desc limit 4`,
    );
    await client.end();
    const per100k = ((full - empty) * 100_000) / MEMBERS;
    out(`PostgreSQL: ${MEMBERS.toLocaleString('en')} generated members in ${seconds.toFixed(1)} s`);
    out(`  database ${mib(empty)} empty (schema, indexes) → ${mib(full)}; ${mib(per100k)} per 100k members`);
    for (const row of relations.rows) out(`  ${row.name.padEnd(12)} ${mib(Number(row.bytes))} with its indexes`);
  } finally {
    await handle.close();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

/**
 * A 12-megapixel phone picture (4032×3024). Real photos lie between two synthetic ones: fine
 * detail (blurred noise over a gradient: compresses like a typical photo of people indoors) and
 * pure noise (no compression possible: an upper bound).
 */
async function phonePicture(blur: number | undefined): Promise<Buffer> {
  const width = 4032;
  const height = 3024;
  let noise = sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 0, g: 0, b: 0 },
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  });
  if (blur) noise = noise.blur(blur);
  return sharp(await noise.png().toBuffer())
    .jpeg({ quality: 90 })
    .toBuffer();
}

const gib = (bytes: number) => `${(bytes / 1_073_741_824).toFixed(1)} GiB`;

async function photoFigures() {
  for (const [label, blur] of [
    ['fine detail', 1.2],
    ['pure noise (upper bound)', undefined],
  ] as const) {
    const picture = await phonePicture(blur);
    const processed = await processPhoto(picture);
    const perPhoto = processed.display.length + processed.thumbnail.length;
    out(`Photos, ${label}: a 12-megapixel picture (${mib(picture.length)} JPEG) is stored as`);
    out(`  display ${kib(processed.display.length)} + thumbnail ${kib(processed.thumbnail.length)} = ${kib(perPhoto)}`);
    out(
      `  per 100k members: ${gib(perPhoto * 100_000)} with one profile photo each, ${gib(perPhoto * 6 * 100_000)} with every gallery full (1 + 5)`,
    );
  }
}

await photoFigures();
const adminUrl = process.env.BENCH_DATABASE_URL;
if (adminUrl) await databaseFigures(adminUrl);
else out('PostgreSQL: set BENCH_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres) to measure.');
