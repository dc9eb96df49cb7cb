import { fieldRow, MEMBER_FORM, type FieldKind, type MemberFormField } from '#shared/profile-fields.ts';

export interface FieldSpec {
  name: MemberFormField;
  kind: FieldKind;
  /** Spec §5: marked with *. */
  required: boolean;
  /** A select's closed set; each value is shown by `fieldValueLabel` (web/lib/enum-label.ts). */
  options?: readonly string[];
  autoComplete?: string;
  maxLength?: number;
}

function fieldSpec(name: MemberFormField): FieldSpec {
  const row = fieldRow(name);
  return {
    name,
    kind: row.kind,
    required: row.required === true,
    options: row.options,
    autoComplete: row.autoComplete,
    maxLength: row.maxLength,
  };
}

/** The six sections of /my-profile (spec §2) and their fields, from the field table. */
export const PROFILE_SECTIONS = Object.entries(MEMBER_FORM).map(([key, names]) => ({
  key,
  fields: names.map(fieldSpec),
}));
