import fs from 'node:fs/promises';
import path from 'node:path';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Config } from '#server/config/config.ts';

/**
 * Where photo files live (D2, D17): local disk under DATA_DIR by default, any S3-compatible store
 * with S3_* settings. Keys are made by the server (never from a file name) and are immutable: a
 * new upload gets a new key.
 */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object's bytes, or undefined when it does not exist. */
  get(key: string): Promise<Buffer | undefined>;
  delete(keys: string[]): Promise<void>;
  /** Every key under a prefix, sorted (backups, the move to PostgreSQL and S3, checks). */
  list(prefix?: string): Promise<string[]>;
  /**
   * Every object under a prefix with when it was last written, temporary files included: the
   * start-up sweep's input (photo files a crash left without a row, ADR 0019).
   */
  inventory(prefix: string): Promise<{ key: string; modifiedAt: Date }[]>;
  /**
   * A deleted member's photo folder (`photos/<member id>/`, the photos service's keys) with
   * anything still in it (issue 43): on disk the folder itself, which deleting the files leaves;
   * on S3, which has no folders, any object left under the prefix.
   */
  removeMemberFolder(memberId: string): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

function assertSafeKey(key: string) {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Refusing unsafe storage key: ${key}`);
}

/** One path segment, never empty: a member id that could name another folder is refused. */
const SAFE_ID = /^[a-z0-9_-]+$/i;

function memberFolderOf(memberId: string) {
  if (!SAFE_ID.test(memberId)) throw new Error(`Refusing unsafe member folder: ${memberId}`);
  return `photos/${memberId}/`;
}

export function createDiskStorage(root: string): Storage {
  const fileOf = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  return {
    async put(key, body) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Write then rename: a crash never leaves a half-written photo under its real name.
      const temporary = `${file}.${process.pid}.tmp`;
      await fs.writeFile(temporary, body, { mode: 0o600 });
      await fs.rename(temporary, file);
    },
    async get(key) {
      try {
        return await fs.readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async delete(keys) {
      await Promise.all(keys.map((key) => fs.rm(fileOf(key), { force: true })));
      // A photo's folder goes with its last file.
      const folders = new Set(keys.map((key) => path.dirname(fileOf(key))));
      await Promise.all([...folders].map((folder) => fs.rmdir(folder).catch(() => {})));
    },
    async removeMemberFolder(memberId) {
      await fs.rm(fileOf(memberFolderOf(memberId)), { recursive: true, force: true });
    },
    async inventory(prefix) {
      const found: { key: string; modifiedAt: Date }[] = [];
      const walk = async (dir: string): Promise<void> => {
        let entries;
        try {
          entries = await fs.readdir(dir, { withFileTypes: true });
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
          throw error;
        }
        for (const entry of entries) {
          const full = path.join(dir, entry.name);
          if (entry.isDirectory()) await walk(full);
          else {
            const key = path.relative(root, full).split(path.sep).join('/');
            if (key.startsWith(prefix)) found.push({ key, modifiedAt: (await fs.stat(full)).mtime });
          }
        }
      };
      await walk(root);
      return found;
    },
    async list(prefix = '') {
      let entries;
      try {
        entries = await fs.readdir(root, { recursive: true, withFileTypes: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
      return entries
        .filter((entry) => entry.isFile() && !entry.name.endsWith('.tmp'))
        .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
        .filter((key) => key.startsWith(prefix))
        .sort();
    },
  };
}

export interface S3Settings {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

export function createS3Storage(settings: S3Settings): Storage {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
  });
  const Bucket = settings.bucket;
  const storage: Storage = {
    async put(key, body, contentType) {
      assertSafeKey(key);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }));
    },
    async get(key) {
      assertSafeKey(key);
      try {
        const result = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return result.Body ? Buffer.from(await result.Body.transformToByteArray()) : undefined;
      } catch (error) {
        const name = (error as { name?: string }).name;
        if (name === 'NoSuchKey' || name === 'NotFound') return undefined;
        throw error;
      }
    },
    async delete(keys) {
      if (keys.length === 0) return;
      keys.forEach(assertSafeKey);
      await client.send(
        new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true } }),
      );
    },
    async list(prefix = '') {
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
        for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return keys.sort();
    },
    async inventory(prefix) {
      const found: { key: string; modifiedAt: Date }[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
        for (const object of page.Contents ?? [])
          if (object.Key) found.push({ key: object.Key, modifiedAt: object.LastModified ?? new Date(0) });
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return found;
    },
    async removeMemberFolder(memberId) {
      const left = await storage.list(memberFolderOf(memberId));
      // DeleteObjects takes at most 1,000 keys.
      for (let start = 0; start < left.length; start += 1000) await storage.delete(left.slice(start, start + 1000));
    },
  };
  return storage;
}

export function createStorage(config: Config): Storage {
  return config.s3 ? createS3Storage(config.s3) : createDiskStorage(path.join(config.dataDir, 'photos'));
}
