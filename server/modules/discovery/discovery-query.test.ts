import { describe, expect, it } from 'vitest';
import type { Seeker } from '#server/db/fit.ts';
import { discoveryQuerySchema, type DiscoveryFilters } from '#shared/schemas/discovery.ts';
import { searchKey, windowValues } from './discovery-query.repository.ts';

/**
 * Issue 46: a kept ranked window is found by `searchKey`, before its statement's values are
 * collected. Whatever changes those values must change the key, or a search would be answered with
 * another search's ranks.
 */
const seeker: Seeker = {
  lookingFor: 'Male',
  gender: 'Female',
  wants: {
    ageMin: 25,
    ageMax: 35,
    heightMin: 165,
    heightMax: 190,
    maritalStatus: 'Never Married',
    education: 'degree',
    occupation: 'Engineer',
    location: 'India',
    church: 'Baptist',
  },
  is: {
    age: 30,
    heightCm: 160,
    maritalStatus: 'Never Married',
    education: 'BSc',
    occupation: 'Nurse',
    location: 'Chennai India',
    church: 'Grace Baptist',
  },
  shares: { churchId: 'church-1', city: 'chennai', country: 'india', language: 'en' },
};
const filters = discoveryQuerySchema.parse({
  ageMin: '25',
  ageMax: '40',
  country: 'india',
  church: 'grace',
  motherTongue: 'tamil',
  religion: 'christian',
  maritalStatus: 'Never Married',
  educationStatus: 'Completed',
  heightMin: '150',
  heightMax: '200',
  twoWay: 'true',
});
// No gender filter: the viewer's own audience (whom they look for) reaches the values then.
const from = { createdAt: '2026-11-01T10:00:00.000Z', id: 'member-9' };
const noon = new Date('2026-12-05T12:00:00Z');

interface Search {
  viewer: string;
  filters: DiscoveryFilters;
  seeker: Seeker;
  from: { createdAt: string; id: string } | undefined;
  today: Date;
}
const base: Search = { viewer: 'viewer-1', filters, seeker, from, today: noon };

/** The window statement's values, as the repository collects them on a miss. */
const valuesFor = (search: Search) =>
  windowValues(
    search.viewer,
    search.filters,
    search.seeker,
    search.from ? { ...search.from, fit: 999, window: search.from } : undefined,
    search.today,
  );
const keyFor = (search: Search) => searchKey(search.viewer, search.filters, search.seeker, search.from, search.today);

const other = (value: unknown) =>
  typeof value === 'number' ? value + 1 : typeof value === 'string' ? `${value}-other` : value;
const variations: [string, Search][] = [
  ['viewer', { ...base, viewer: 'viewer-2' }],
  ['the next day', { ...base, today: new Date('2026-12-06T12:00:00Z') }],
  ['the window', { ...base, from: { ...from, id: 'member-8' } }],
  ['no window', { ...base, from: undefined }],
  ...(['ageMin', 'ageMax', 'country', 'church', 'motherTongue', 'religion', 'heightMin', 'heightMax'] as const).map(
    (key): [string, Search] => [`filter ${key}`, { ...base, filters: { ...filters, [key]: other(filters[key]) } }],
  ),
  ['filter gender', { ...base, filters: { ...filters, gender: 'Female' } }],
  ['filter maritalStatus', { ...base, filters: { ...filters, maritalStatus: 'Divorced' } }],
  ['filter educationStatus', { ...base, filters: { ...filters, educationStatus: 'Pursuing' } }],
  ...(Object.keys(seeker.wants) as (keyof Seeker['wants'])[]).map((key): [string, Search] => [
    `wants ${key}`,
    { ...base, seeker: { ...seeker, wants: { ...seeker.wants, [key]: other(seeker.wants[key]) } } },
  ]),
  ...(Object.keys(seeker.is) as (keyof Seeker['is'])[]).map((key): [string, Search] => [
    `is ${key}`,
    { ...base, seeker: { ...seeker, is: { ...seeker.is, [key]: other(seeker.is[key]) } } },
  ]),
  ...(Object.keys(seeker.shares) as (keyof Seeker['shares'])[]).map((key): [string, Search] => [
    `shares ${key}`,
    { ...base, seeker: { ...seeker, shares: { ...seeker.shares, [key]: other(seeker.shares[key]) } } },
  ]),
  ['lookingFor', { ...base, seeker: { ...seeker, lookingFor: 'Female' } }],
  ['gender', { ...base, seeker: { ...seeker, gender: 'Male' } }],
];

describe("a search's key names its statement's values (issue 46)", () => {
  it('changes with every input that changes the values', () => {
    const values = JSON.stringify(valuesFor(base));
    const key = keyFor(base);
    const changed = variations.filter(([, search]) => JSON.stringify(valuesFor(search)) !== values);
    // Every variation above reaches the statement's values; the key must tell each apart.
    expect(changed.map(([name]) => name)).toEqual(variations.map(([name]) => name));
    for (const [name, search] of changed) expect(keyFor(search), name).not.toBe(key);
  });

  it("is the same through the day, and for another page's link and size, so a window's pages share it", () => {
    const evening = { ...base, today: new Date('2026-12-05T23:59:00Z') };
    expect(JSON.stringify(valuesFor(evening))).toBe(JSON.stringify(valuesFor(base)));
    expect(keyFor(evening)).toBe(keyFor(base));
    expect(keyFor({ ...base, filters: { ...filters, cursor: 'next-page', limit: 12 } })).toBe(keyFor(base));
  });
});
