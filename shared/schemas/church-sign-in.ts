import { z } from 'zod';

/**
 * D48: church sign-in (OpenID Connect). The super admin connects the church's provider in System
 * Settings; the sign-in page learns only whether it is on and the button's label. The client
 * secret is write-only: the browser learns only whether one is set.
 */
export const CHURCH_LABEL_MAX_LENGTH = 40;

/** Presets that fill the issuer field (a UI convenience): the admin completes the church's own address. */
export const CHURCH_PRESETS = {
  rock: { label: 'Rock RMS', issuer: 'https://rock.example.org' },
  planningCenter: { label: 'Planning Center', issuer: 'https://api.planningcenteronline.com' },
} as const;

/** The codes the sign-in page is sent back with (`/login?church_error=…`), shown in the member's language. */
export const CHURCH_ERRORS = [
  'off',
  'unavailable',
  'denied',
  'failed',
  'expired',
  'no_email',
  'email_unverified',
  'registration_closed',
  'staff',
  'deactivated',
  'maintenance',
] as const;
export type ChurchError = (typeof CHURCH_ERRORS)[number];

export const churchSignInMessages = {
  issuerInvalid: 'The issuer must be an https address (http only on this computer: 127.0.0.1, ::1 or localhost).',
  incomplete:
    'Church sign-in needs the issuer, the client ID, the client secret and the button label before it can be on.',
  passwordSignInOff:
    'Members sign in with the church’s sign-in button. Staff keep signing in with their password and second factor.',
  registerWithChurch: 'New members join with the church’s sign-in button on the sign-in page.',
} as const;

const LOOPBACK = new Set(['127.0.0.1', '[::1]', 'localhost']);

/** https, or http on this computer only (a test or a provider on the same machine). */
export function isAllowedIssuer(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password || url.search || url.hash) return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname));
}

const issuerSchema = z
  .string()
  .trim()
  .max(500)
  .refine((value) => value === '' || isAllowedIssuer(value), churchSignInMessages.issuerInvalid);

/** What the super admin reads (GET /api/admin/church-sign-in): never the secret, only whether one is set. */
export const churchSignInSettingsSchema = z.object({
  on: z.boolean(),
  issuer: z.string(),
  clientId: z.string(),
  secretSet: z.boolean(),
  buttonLabel: z.string(),
  memberPasswordSignIn: z.boolean(),
});
export type ChurchSignInSettings = z.infer<typeof churchSignInSettingsSchema>;

/** What the super admin writes; `clientSecret` absent (or empty) keeps the one stored. */
export const churchSignInUpdateSchema = z.strictObject({
  on: z.boolean(),
  issuer: issuerSchema,
  clientId: z.string().trim().max(200),
  clientSecret: z.string().max(500).optional(),
  buttonLabel: z.string().trim().max(CHURCH_LABEL_MAX_LENGTH),
  memberPasswordSignIn: z.boolean(),
});
export type ChurchSignInUpdate = z.infer<typeof churchSignInUpdateSchema>;

/** What the sign-in page may know (GET /api/auth/church): on, and the button's label. Nothing else. */
export const churchSignInPublicSchema = z.object({
  on: z.boolean(),
  label: z.string(),
  /** False while members sign in (and join) through the church only; staff keep their passwords. */
  memberPasswordSignIn: z.boolean(),
});
export type ChurchSignInPublic = z.infer<typeof churchSignInPublicSchema>;
