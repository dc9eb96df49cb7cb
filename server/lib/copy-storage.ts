import { createHash } from 'node:crypto';
import type { Storage } from './storage.ts';

export interface StorageCopyReport {
  /** Objects copied (and read back identical). */
  copied: number;
  bytes: number;
  /** Keys named by the database that neither store holds (lost before the move). */
  missing: string[];
}

const sha256 = (body: Buffer) => createHash('sha256').update(body).digest('hex');
const contentTypeOf = (key: string) => (key.endsWith('.webp') ? 'image/webp' : 'application/octet-stream');

/**
 * Copies every object of one store into another under the same key (disk → S3, disk → disk), then
 * reads each one back from the target and compares its SHA-256 with the source's. `referenced` are
 * the keys the database names: each must be in the target afterwards (copied now, or there before,
 * as when an embedded installation already kept its photos in S3).
 */
export async function copyStorage(
  source: Storage,
  target: Storage,
  referenced: string[],
  progress: (line: string) => void = () => {},
): Promise<StorageCopyReport> {
  const keys = await source.list('');
  let bytes = 0;
  let copied = 0;
  const mismatched: string[] = [];
  const queue = [...keys];
  const worker = async () => {
    for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
      const body = await source.get(key);
      if (!body) continue;
      await target.put(key, body, contentTypeOf(key));
      const back = await target.get(key);
      if (!back || sha256(back) !== sha256(body)) mismatched.push(key);
      bytes += body.length;
      copied += 1;
      if (copied % 500 === 0) progress(`  ${copied} of ${keys.length} files`);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  if (mismatched.length > 0) {
    throw new Error(`These files read back differently from the target: ${mismatched.slice(0, 10).join(', ')}`);
  }
  const copiedKeys = new Set(keys);
  const missing: string[] = [];
  for (const key of referenced) {
    if (!copiedKeys.has(key) && !(await target.get(key))) missing.push(key);
  }
  return { copied, bytes, missing };
}

/** When the photos stay where they are: every key the database names must be there. */
export async function checkStorage(storage: Storage, referenced: string[]): Promise<StorageCopyReport> {
  const present = new Set(await storage.list(''));
  return { copied: present.size, bytes: 0, missing: referenced.filter((key) => !present.has(key)) };
}
