import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, png } from '#server/test/images.ts';
import { signedInMember } from '#server/test/members.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const fileOf = (key: string) => path.join(t.config.dataDir, 'photos', key);

describe('the start-up sweep of photo files without a row (ADR 0019)', () => {
  it('removes what a crash left (files written before the row, a temporary file) and keeps every photo', async () => {
    const { cookie, account } = await signedInMember(t.app);
    const { payload, headers } = multipart(await png(), 'photo.png', 'image/png');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/photos?kind=gallery',
      payload,
      headers: { ...headers, cookie },
    });
    expect(response.statusCode).toBe(201);
    const kept = response.json().id as string;
    const orphan = `photos/${account.id}/00000000-0000-4000-8000-000000000001`;
    for (const name of ['display.webp', 'thumbnail.webp.4242.tmp']) {
      fs.mkdirSync(path.dirname(fileOf(`${orphan}/${name}`)), { recursive: true });
      fs.writeFileSync(fileOf(`${orphan}/${name}`), 'left by a kill');
    }

    // Younger than the cutoff: possibly another instance's upload in flight, so left alone.
    expect(await t.app.services.photos.sweepOrphanFiles(new Date(Date.now() - 60_000))).toBe(0);
    expect(fs.existsSync(fileOf(`${orphan}/display.webp`))).toBe(true);

    expect(await t.app.services.photos.sweepOrphanFiles(new Date(Date.now() + 1_000))).toBe(2);
    expect(fs.existsSync(fileOf(orphan))).toBe(false);
    for (const variant of ['display', 'thumbnail'] as const) {
      const served = await t.app.inject({ url: `/api/photos/${kept}/${variant}`, headers: { cookie } });
      expect(served.statusCode).toBe(200);
    }
  });
});
