import { ADMIN_FORM, ADMIN_FORM_FIELDS, fieldRow, type FieldKind, type FieldRow } from '#shared/profile-fields.ts';
import type { AdminUserDetail } from '#shared/schemas/admin.ts';

export type UserValues = AdminUserDetail['values'];
export type UserField = keyof UserValues;

export interface UserOption {
  value: string;
  /** A text key (adminPanel.…) or, with `raw`, the value itself (enum values are shown as they are). */
  label: string;
  raw?: boolean;
}

export interface UserFieldSpec {
  name: UserField;
  kind: FieldKind;
  /** The choices of a select; `current` keeps a stored value the list does not offer. */
  options?: (current: string) => UserOption[];
  /** A select without an empty choice (role, language). */
  required?: boolean;
  placeholder?: boolean;
  autoComplete?: string;
  min?: number;
  max?: number;
}

const raw = (values: readonly string[]): UserOption[] => values.map((value) => ({ value, label: value, raw: true }));
/** A stored value that the list does not offer stays selectable, so opening the form changes nothing. */
const keep = (options: UserOption[], current: string): UserOption[] =>
  current && !options.some((option) => option.value === current)
    ? [...options, { value: current, label: current, raw: true }]
    : options;

function timezones(): string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return [];
  }
}

/** Choices whose labels are texts of the panel (adminPanel.…), not the values themselves. */
const TRANSLATED: Partial<Record<UserField, string>> = { role: 'adminPanel.roles', language: 'adminPanel.languages' };

function optionsOf(name: UserField, row: FieldRow): UserFieldSpec['options'] {
  if (name === 'timezone') return (current) => keep(raw(timezones()), current);
  const values = row.admin?.options ?? row.options;
  if (!values) return undefined;
  const translated = TRANSLATED[name];
  if (translated) return () => values.map((value) => ({ value, label: `${translated}.${value}` }));
  const options = values.map((value) => ({ value, label: row.optionLabel?.(value) ?? value, raw: true }));
  return (current) => keep(options, current);
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
