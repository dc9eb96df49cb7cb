/** Numbers the browser and the server both enforce (spec §9). */
export const PASSWORD_MIN_LENGTH = 6;
/** Long enough for any passphrase, short enough to bound the hashing cost. */
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 80;
export const EMAIL_MAX_LENGTH = 254;
export const PHONE_MAX_DIGITS = 15;
