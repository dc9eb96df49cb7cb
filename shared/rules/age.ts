/** Parses YYYY-MM-DD into a UTC date; undefined for anything else (including 2023-02-30). */
export function parseIsoDate(value: string | null | undefined): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    ? date
    : undefined;
}

/** Whole years from the birth date to `today` (spec: age is computed from the birth date). */
export function ageOn(birth: Date, today: Date = new Date()): number {
  let age = today.getUTCFullYear() - birth.getUTCFullYear();
  const beforeBirthday =
    today.getUTCMonth() < birth.getUTCMonth() ||
    (today.getUTCMonth() === birth.getUTCMonth() && today.getUTCDate() < birth.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age;
}

export function ageFromIsoDate(value: string | null | undefined, today: Date = new Date()): number | null {
  const birth = parseIsoDate(value);
  return birth ? ageOn(birth, today) : null;
}
