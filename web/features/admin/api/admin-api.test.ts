import { describe, expect, it } from 'vitest';
import { localMidnight } from './admin-api.ts';

describe('localMidnight (D20: today is the admin’s local day)', () => {
  it('is the start of the local day as an instant', () => {
    const since = new Date(localMidnight(new Date(2026, 10, 24, 15, 30)));
    expect([since.getFullYear(), since.getMonth(), since.getDate(), since.getHours(), since.getMinutes()]).toEqual([
      2026, 10, 24, 0, 0,
    ]);
  });
});
