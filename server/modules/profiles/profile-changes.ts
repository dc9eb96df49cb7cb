/** What a moderator reviews of a save (D31): not the contact details or the directory's id. */
const NOT_REVIEWED = new Set(['countryCode', 'phoneNumber', 'churchId']);

/** A stored value and a saved one compared as the member wrote them ('09:30:00' is '09:30'). */
function same(stored: unknown, saved: unknown): boolean {
  const text = (value: unknown) => {
    if (value === null || value === undefined) return '';
    if (value instanceof Date) return value.toISOString().slice(0, 10);
    return String(value).replace(/^(\d\d:\d\d):00$/, '$1');
  };
  return text(stored) === text(saved);
}

/**
 * D31: the fields of a member's save that differ from what is stored, by name (shared/profile-fields.ts);
 * every field saved when there is nothing stored. A field the save leaves out is not a change.
 */
export function changedFields(
  before: { account: object; profile: object | null } | undefined,
  saved: Record<string, unknown>,
): string[] {
  const stored = { ...(before?.profile ?? {}), ...(before?.account ?? {}) } as Record<string, unknown>;
  return Object.entries(saved)
    .filter(([name, value]) => value !== undefined && !NOT_REVIEWED.has(name))
    .filter(([name, value]) => !before || !same(stored[name], value))
    .map(([name]) => name);
}

/**
 * Issue 44: the account's part of a draft (the names and the phone): what it gives, trimmed; a
 * name or phone left empty keeps the stored one (the account always has them, from registration).
 */
export function draftAccount(
  stored: { firstName: string; lastName: string },
  draft: { firstName?: string; lastName?: string; countryCode?: string; phoneNumber?: string },
) {
  const given = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);
  const firstName = given(draft.firstName);
  const lastName = given(draft.lastName);
  const names =
    firstName || lastName
      ? { name: `${firstName ?? stored.firstName} ${lastName ?? stored.lastName}`, firstName, lastName }
      : {};
  const phone = given(draft.phoneNumber);
  return Object.fromEntries(
    Object.entries({ ...names, countryCode: phone ? draft.countryCode : undefined, phoneNumber: phone }).filter(
      ([, value]) => value !== undefined,
    ),
  ) as { name?: string; firstName?: string; lastName?: string; countryCode?: string; phoneNumber?: string };
}
