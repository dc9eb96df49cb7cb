import { z } from 'zod';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '../limits.ts';
import { isEmailAddress } from '../rules/email.ts';
import { hasHiddenCharacters } from '../rules/names.ts';

/**
 * The church directory (D32): the super admin keeps it (System Settings); members pick their church
 * from it on My Profile, discovery's church filter offers its names. Pastors' names and addresses
 * are the admin's: the members' answer carries neither.
 */
export const CHURCH_NAME_MAX_LENGTH = 120;

export const churchMessages = {
  nameRequired: "Please enter the church's name.",
  nameTooLong: `Please keep the church's name under ${CHURCH_NAME_MAX_LENGTH} characters.`,
  nameHidden: "The church's name cannot contain invisible or control characters.",
  cityRequired: 'Please enter the city.',
  countryRequired: 'Please enter the country.',
  tooLong: `Please keep each field under ${NAME_MAX_LENGTH} characters.`,
  pastorEmailInvalid: 'Please enter a valid email address for the pastor, or leave it empty.',
  duplicate: 'A church with this name is already in the directory.',
  notFound: 'Church not found.',
  added: 'Church added to the directory.',
  updated: 'Church updated.',
  retired: 'Church retired: members can no longer pick it.',
  reinstated: 'Church reinstated: members can pick it again.',
} as const;

const shortText = (required?: string) => {
  const text = z.string().trim().max(NAME_MAX_LENGTH, churchMessages.tooLong);
  return required ? text.min(1, required) : text;
};

/**
 * POST and PUT /api/admin/churches: what the admin types, every field sent (the optional ones
 * empty); unknown fields refused. The panel's form checks it before sending.
 */
export const churchFormSchema = z
  .strictObject({
    name: z
      .string()
      .trim()
      .min(1, churchMessages.nameRequired)
      .max(CHURCH_NAME_MAX_LENGTH, churchMessages.nameTooLong)
      .refine((name) => !hasHiddenCharacters(name), churchMessages.nameHidden),
    city: shortText(churchMessages.cityRequired),
    country: shortText(churchMessages.countryRequired),
    denomination: shortText(),
    pastorName: shortText(),
    pastorEmail: z
      .string()
      .trim()
      .max(EMAIL_MAX_LENGTH, churchMessages.pastorEmailInvalid)
      .refine((email) => email === '' || isEmailAddress(email), churchMessages.pastorEmailInvalid),
  })
  .meta({ id: 'ChurchForm' });
export type ChurchForm = z.output<typeof churchFormSchema>;

/** A church as members see it in the picker: no pastor, no address. */
export const directoryChurchSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    city: z.string(),
    country: z.string(),
    denomination: z.string(),
  })
  .meta({ id: 'DirectoryChurch' });
export type DirectoryChurch = z.infer<typeof directoryChurchSchema>;

export const churchDirectorySchema = z
  .object({ churches: z.array(directoryChurchSchema) })
  .meta({ id: 'ChurchDirectory' });

/** A church as the super admin keeps it: the pastor, whether it is retired, how many members name it. */
export const adminChurchSchema = directoryChurchSchema
  .extend({
    pastorName: z.string(),
    pastorEmail: z.string(),
    retired: z.boolean(),
    members: z.number().int(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'AdminChurch' });
export type AdminChurch = z.infer<typeof adminChurchSchema>;

export const adminChurchesSchema = z.object({ churches: z.array(adminChurchSchema) }).meta({ id: 'AdminChurches' });

export const churchSavedSchema = z
  .object({ message: z.string(), church: adminChurchSchema })
  .meta({ id: 'ChurchSaved' });
