import { ageFromIsoDate } from '#shared/rules/age.ts';
import type { FamilyRelation } from '#shared/schemas/family.ts';
import type { FamilyCandidates, FamilySuggestionsSent } from '#shared/schemas/family-suggestions.ts';
import type { SuggestedBy } from '#shared/schemas/member-card.ts';

/**
 * D45: what leaves the server of a suggestion. The relative sees other members by name, age and
 * city only (no photo, no contact, nothing of their profile); the member sees who suggested by the
 * relative's first name and relation.
 */
interface NamedRow {
  firstName: string;
  lastName: string;
  dob: string | null;
  city: string | null;
}

const named = (row: NamedRow, today: Date) => ({
  firstName: row.firstName,
  lastName: row.lastName,
  age: ageFromIsoDate(row.dob, today),
  city: row.city,
});

export const presentCandidates = (rows: (NamedRow & { id: string })[], today: Date): FamilyCandidates => ({
  members: rows.map((row) => ({ id: row.id, ...named(row, today) })),
});

export const presentSent = (rows: (NamedRow & { id: string; at: Date })[], today: Date): FamilySuggestionsSent => ({
  suggestions: rows.map((row) => ({ id: row.id, ...named(row, today), at: row.at.toISOString() })),
});

/** The relatives who suggested each member, by member id, in the order they suggested. */
export function suggestersById(rows: { suggestedId: string; firstName: string; relation: FamilyRelation }[]) {
  const byId = new Map<string, SuggestedBy>();
  for (const { suggestedId, firstName, relation } of rows)
    byId.set(suggestedId, [...(byId.get(suggestedId) ?? []), { firstName, relation }]);
  return byId;
}
