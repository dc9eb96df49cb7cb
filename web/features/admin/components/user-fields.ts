import { ADMIN_FORM, ADMIN_FORM_FIELDS, fieldRow, type FieldKind, type FieldRow } from '#shared/profile-fields.ts';
import type { AdminUserDetail } from '#shared/schemas/admin.ts';

export type UserValues = AdminUserDetail['values'];
export type UserField = keyof UserValues;

export interface UserFieldSpec {
  name: UserField;
  kind: FieldKind;
  /**
   * The values of a select, each shown by `fieldValueLabel` (web/lib/enum-label.ts: a closed set's
   * value in the admin's language); `current` keeps a stored value the list does not offer.
   */
  options?: (current: string) => readonly string[];
  /** A select without an empty choice (role, language). */
  required?: boolean;
  placeholder?: boolean;
  autoComplete?: string;
  min?: number;
  max?: number;
}

/** A stored value that the list does not offer stays selectable, so opening the form changes nothing. */
const keep = (values: readonly string[], current: string): readonly string[] =>
  current && !values.includes(current) ? [...values, current] : values;

function timezones(): string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return [];
  }
}

function optionsOf(name: UserField, row: FieldRow): UserFieldSpec['options'] {
  if (name === 'timezone') return (current) => keep(timezones(), current);
  const values = row.admin?.options ?? row.options;
  if (!values) return undefined;
  return (current) => keep(values, current);
}

function fieldSpec(name: UserField): UserFieldSpec {
  const row = fieldRow(name);
  return {
    name,
    kind: row.kind,
    options: optionsOf(name, row),
    required: row.admin?.alwaysSet,
    placeholder: row.admin?.placeholder,
    autoComplete: row.admin?.autoComplete,
    min: row.range?.[0],
    max: row.range?.[1],
  };
}

/** The sections of the Manage modal (spec §2) and their fields, from the field table. */
export const USER_SECTIONS = Object.entries(ADMIN_FORM).map(([key, names]) => ({
  key,
  fields: names.map(fieldSpec),
}));

/** Spec §5 "Admin user edit": the fields that must not be empty (marked required in the form). */
export const MANDATORY_USER_FIELDS = ADMIN_FORM_FIELDS.filter((name) => fieldRow(name).admin?.required);
