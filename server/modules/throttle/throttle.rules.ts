/**
 * Every request limit of the product in one table, each named by the rule it keeps
 * (security-bar.md; D18). RATE_LIMIT_SCALE multiplies every limit (1 in production).
 */

export interface ThrottleRule {
  /** Prefix of the rule's counters in `rate_limits`: renaming one resets its counts. */
  name: string;
  limit: number;
  windowMs: number;
  /**
   * Counted in fixed windows only (no sliding): a `DAY` window is the UTC calendar day, so the
   * budget comes back at midnight UTC ('come back tomorrow').
   */
  fixedWindow?: boolean;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Counted per subject in the database by the throttle service, so every instance shares them. */
export const THROTTLE_RULES = {
  // Throttling (2.2.1): failed sign-ins per IP, per email and IP together, and a per-email
  // ceiling that a known device of the owner is not held to (ADR 0025); sign-ups per IP, resets
  // per email.
  signInFailuresPerIp: { name: 'sign-in-ip', limit: 10, windowMs: MINUTE },
  signInFailuresPerEmailAndIp: { name: 'sign-in-email-ip', limit: 10, windowMs: HOUR },
  signInFailuresPerEmail: { name: 'sign-in-email', limit: 25, windowMs: HOUR },
  /** A device cookie that fails this often stops being trusted (it then meets the ceiling). */
  signInFailuresPerDevice: { name: 'sign-in-device', limit: 5, windowMs: HOUR },
  /** Sign-in links mailed while the ceiling holds, per email (no flood of mail to the owner). */
  signInLinksPerEmail: { name: 'sign-in-link-email', limit: 3, windowMs: HOUR },
  signUpPerIp: { name: 'sign-up-ip', limit: 5, windowMs: 30 * MINUTE },
  passwordResetPerEmail: { name: 'reset-email', limit: 5, windowMs: 30 * MINUTE },
  /** D35: changing the password asks for the current one; 5 tries per member in 15 minutes. */
  passwordChecksPerMember: { name: 'password-check', limit: 5, windowMs: 15 * MINUTE },
  /** D35: wrong two-factor codes per account, wherever they are entered (sign-in, link, turning it off). */
  twoFactorCodesPerMember: { name: 'two-factor-codes', limit: 10, windowMs: 15 * MINUTE },
  // Per-member business limits (11.1.3).
  interestsPerDay: { name: 'interests', limit: 50, windowMs: DAY },
  reportsPerDay: { name: 'reports', limit: 10, windowMs: DAY },
  /** Issue 43: reports of accounts younger than NEW_ACCOUNT_DAYS, per client address (throwaway accounts). */
  newAccountReportsPerIp: { name: 'new-account-reports-ip', limit: 10, windowMs: DAY },
  photoUploadsPerHour: { name: 'photo-uploads', limit: 30, windowMs: HOUR },
  // D34: each export reads all of a member's data and photos.
  dataExportsPerDay: { name: 'data-exports', limit: 3, windowMs: DAY },
  // D28: messages per member.
  messagesPerMinute: { name: 'messages-minute', limit: 30, windowMs: MINUTE },
  messagesPerDay: { name: 'messages-day', limit: 500, windowMs: DAY },
  // D47: call attempts (calls that rang) per member and UTC day.
  callsPerDay: { name: 'calls-day', limit: 20, windowMs: DAY, fixedWindow: true },
  // Scraping resistance (11.1.4, issue 25): profiles one account pulls per UTC day — every
  // discovery card sent with its data and every profile page (redacted cards do not count).
  profilesPerDay: { name: 'profiles-day', limit: 1000, windowMs: DAY, fixedWindow: true },
  // D18: the landing page's contact form, open to visitors, per client address.
  contactPerIp: { name: 'contact-ip', limit: 5, windowMs: HOUR },
} as const satisfies Record<string, ThrottleRule>;

/**
 * Counted per IP by @fastify/rate-limit: in Redis when REDIS_URL is set, else per instance
 * (ADR 0017).
 */
export const REQUEST_BUDGETS = {
  /** The general budget of every request but the health checks. */
  generalPerIp: { limit: 600, windowMs: MINUTE },
  /** Scraping resistance on discovery (11.1.4), on top of the general budget. */
  discoveryPerIp: { limit: 240, windowMs: MINUTE },
} as const satisfies Record<string, Omit<ThrottleRule, 'name'>>;
