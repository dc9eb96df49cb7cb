import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedProfile } from '#server/test/members.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createDiscoveryRepository } from './discovery.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe("free members' reveals (D13) under concurrency", () => {
  it('two members revealing each other at the same moment both succeed (no deadlock)', async () => {
    // Found by the load run (ADR 0019): each reveal locked its viewer's row FOR UPDATE and then
    // inserted a row referencing the other member, whose foreign-key check waits for the other's
    // lock: A waits for B while B waits for A, and PostgreSQL aborts one with a deadlock (a 500).
    const repository = createDiscoveryRepository(t.database.db);
    const a = await seedProfile(t.app);
    const b = await seedProfile(t.app);
    for (let round = 0; round < 40; round++) {
      const day = `2030-01-${String((round % 28) + 1).padStart(2, '0')}`;
      const [ofA, ofB] = await Promise.all([
        t.database.db.transaction((tx) => repository.reveal(tx, a, `${day}`, [b], 5)),
        t.database.db.transaction((tx) => repository.reveal(tx, b, `${day}`, [a], 5)),
      ]);
      expect(ofA.revealed.has(b)).toBe(true);
      expect(ofB.revealed.has(a)).toBe(true);
    }
  });
});
