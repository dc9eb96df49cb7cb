import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '#server/test/s3-server.ts';
import { createDiskStorage, createS3Storage, type Storage } from './storage.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dm-storage-'));
  dirs.push(dir);
  return dir;
};

let s3server: Awaited<ReturnType<typeof startS3Server>>;
let s3: Storage;
beforeAll(async () => {
  s3server = await startS3Server(tempDir());
  s3 = createS3Storage(s3server.settings);
});
afterAll(async () => {
  await s3server?.close();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

const drivers: [string, () => Storage][] = [
  ['disk', () => createDiskStorage(tempDir())],
  ['S3 (s3rver on 127.0.0.1)', () => s3],
];

describe.each(drivers)('the %s storage driver', (_name, make) => {
  it('stores, reads back and deletes objects', async () => {
    const storage = make();
    const body = Buffer.from('not really a webp, but bytes are bytes');
    await storage.put('photos/u1/p1/display.webp', body, 'image/webp');
    await storage.put('photos/u1/p1/thumbnail.webp', Buffer.from('thumb'), 'image/webp');
    expect(await storage.get('photos/u1/p1/display.webp')).toEqual(body);
    await storage.delete(['photos/u1/p1/display.webp', 'photos/u1/p1/thumbnail.webp']);
    expect(await storage.get('photos/u1/p1/display.webp')).toBeUndefined();
    expect(await storage.get('photos/u1/p1/thumbnail.webp')).toBeUndefined();
  });

  it('lists the keys under a prefix, sorted', async () => {
    const storage = make();
    for (const key of ['photos/u2/b/thumbnail.webp', 'photos/u2/a/display.webp', 'photos/u3/c/display.webp']) {
      await storage.put(key, Buffer.from(key), 'image/webp');
    }
    expect(await storage.list('photos/u2/')).toEqual(['photos/u2/a/display.webp', 'photos/u2/b/thumbnail.webp']);
    expect(await storage.list('photos/none/')).toEqual([]);
    await storage.delete(await storage.list('photos/u'));
    expect(await storage.list('photos/u')).toEqual([]);
  });

  it('inventories the objects under a prefix with when they were written', async () => {
    const storage = make();
    const before = Date.now() - 60_000;
    await storage.put('photos/u2/p1/display.webp', Buffer.from('a'), 'image/webp');
    await storage.put('photos/u2/p1/thumbnail.webp', Buffer.from('b'), 'image/webp');
    await storage.put('elsewhere/x.webp', Buffer.from('c'), 'image/webp');
    const listed = await storage.inventory('photos/u2/');
    expect(listed.map((object) => object.key).sort()).toEqual([
      'photos/u2/p1/display.webp',
      'photos/u2/p1/thumbnail.webp',
    ]);
    for (const object of listed) expect(object.modifiedAt.getTime()).toBeGreaterThan(before);
    await storage.delete(listed.map((object) => object.key));
    expect(await storage.inventory('photos/u2/')).toEqual([]);
  });

  it('answers undefined for a missing object and accepts deleting one', async () => {
    const storage = make();
    expect(await storage.get('photos/none/here.webp')).toBeUndefined();
    await expect(storage.delete(['photos/none/here.webp'])).resolves.toBeUndefined();
  });

  it('refuses keys that could leave its root', async () => {
    const storage = make();
    await expect(storage.put('../escape.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(/unsafe/);
    await expect(storage.get('photos/../../etc/passwd')).rejects.toThrow(/unsafe/);
  });
});

describe.each(drivers)("the %s storage driver and a member's folder (issue 43)", (_name, make) => {
  it("removes the member's photo folder with whatever is left in it, and nobody else's", async () => {
    const storage = make();
    await storage.put('photos/u4/p1/display.webp', Buffer.from('a'), 'image/webp');
    await storage.put('photos/u4/p2/thumbnail.webp', Buffer.from('b'), 'image/webp');
    await storage.put('photos/u5/p3/display.webp', Buffer.from('c'), 'image/webp');
    await storage.delete(['photos/u4/p1/display.webp']);
    await storage.removeMemberFolder('u4');
    expect(await storage.list('photos/u4')).toEqual([]);
    expect(await storage.list('photos/u5/')).toEqual(['photos/u5/p3/display.webp']);
    await expect(storage.removeMemberFolder('u4')).resolves.toBeUndefined();
    await expect(storage.removeMemberFolder('')).rejects.toThrow(/unsafe/);
    await expect(storage.removeMemberFolder('../u5')).rejects.toThrow(/unsafe/);
  });
});

it('the disk driver leaves no empty folder of the member behind (issue 43)', async () => {
  const root = tempDir();
  const storage = createDiskStorage(root);
  await storage.put('photos/u6/p1/display.webp', Buffer.from('a'), 'image/webp');
  await storage.delete(['photos/u6/p1/display.webp']);
  expect(fs.existsSync(path.join(root, 'photos', 'u6'))).toBe(true); // what deleting the files leaves
  await storage.removeMemberFolder('u6');
  expect(fs.existsSync(path.join(root, 'photos', 'u6'))).toBe(false);
  expect(fs.existsSync(path.join(root, 'photos'))).toBe(true);
});
