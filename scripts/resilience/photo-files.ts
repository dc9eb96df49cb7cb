import fs from 'node:fs';
import path from 'node:path';
import type { Check, Query } from './sql.ts';

function filesUnder(root: string, dir = root): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(root, full) : [path.relative(root, full).split(path.sep).join('/')];
  });
}

/** D17 both ways: every photo row has both its files, and every file under photos/ belongs to a row. */
export async function photoFileChecks(query: Query, dataDir: string): Promise<Check[]> {
  const rows = await query<{ storage_key: string; thumbnail_key: string }>(
    'select storage_key, thumbnail_key from photos',
  );
  const keys = new Set(rows.flatMap((row) => [row.storage_key, row.thumbnail_key]));
  // The disk driver's root is DATA_DIR/photos; keys start with photos/ themselves (server/lib/storage.ts).
  const files = new Set(filesUnder(path.join(dataDir, 'photos')));
  const missing = [...keys].filter((key) => !files.has(key));
  const orphans = [...files].filter((file) => !keys.has(file));
  return [
    {
      name: `every photo row has its display and thumbnail files (${rows.length} photos)`,
      ok: missing.length === 0,
      detail: `${missing.length} missing: ${missing.slice(0, 3).join(' ')}`,
    },
    {
      name: `no photo file without a row, no temporary file left (${files.size} files)`,
      ok: orphans.length === 0,
      detail: `${orphans.length} orphans: ${orphans.slice(0, 3).join(' ')}`,
    },
  ];
}
