/** Numbers the browser and the server both enforce (spec §9). */
export const PASSWORD_MIN_LENGTH = 6;
/** Long enough for any passphrase, short enough to bound the hashing cost. */
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 80;
export const EMAIL_MAX_LENGTH = 254;
export const PHONE_MAX_DIGITS = 15;

/** D17: photos must be under this many bytes (spec §9: 5242880). */
export const PHOTO_MAX_BYTES = 5_242_880;
/** Spec §5: at most 5 gallery photos. */
export const GALLERY_MAX_PHOTOS = 5;
/** security-bar.md: pixel floods are refused (e.g. a 20000×20000 PNG). */
export const PHOTO_MAX_PIXELS = 40_000_000;
export const PHOTO_ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export const TEXT_FIELD_MAX_LENGTH = 200;
export const SUMMARY_MAX_LENGTH = 2000;
