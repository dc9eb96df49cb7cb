import { PASSWORD_MIN_LENGTH } from './limits.ts';
import { NAME_WEB_ADDRESS_MESSAGE } from './rules/names.ts';

/**
 * The spec's exact visible texts that both sides use (§5, §8, D7, D9). Server answers carry them in
 * `error.message`; the web app shows them as they are.
 */
export const messages = {
  register: {
    requiredFields: 'Please fill in all required fields.',
    phoneRequired: 'Please enter your phone number.',
    invalidPhone: (code: string, example: string) =>
      `Please enter a valid phone number for ${code}. Example: ${example}`,
    passwordsDoNotMatch: 'Passwords do not match.',
    passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
    /** D42: the church office's minimum, the spec's words with its number. */
    passwordShorterThan: (min: number) => `Password must be at least ${min} characters long.`,
    failedPrefix: 'Registration failed.',
    emailInUse: 'Email is already registered. Please use a different email.',
    weakPassword: 'Password is too weak. Please choose a stronger password.',
    invalidEmail: 'Invalid email format. Please check your email.',
    success: 'Registration successful! Your account has been created.',
  },
  login: {
    invalidCredentials: 'Invalid email or password. Please try again.',
    invalidEmail: 'Please enter a valid email address.',
    tooManyAttempts: 'Too many failed attempts. Please try again later.',
    deactivated: 'Your account has been deactivated. Please contact support.',
    success: 'Login successful!',
    /** ADR 0025: the right password on a new device while the email's failures are over its ceiling. */
    signInLinkSent: 'For your safety we sent a sign-in link to your email address.',
    signInLinkInvalid: 'This sign-in link is invalid or has expired. Please sign in again.',
    /** D35: the password was right and the account has two-factor sign-in on. */
    twoFactorRequired: 'Enter the 6-digit code from your authenticator app.',
    twoFactorWrong:
      'That code is not right. Enter the current code from your authenticator app, or one of your recovery codes.',
    twoFactorTooMany: 'Too many wrong codes. Please try again later.',
  },
  logout: { success: 'Logged out successfully!' },
  auth: { notAuthenticated: 'User not authenticated. Please log in.' },
} as const;

/** 'Registration failed.' plus the reason (spec §8). */
export function registrationFailed(reason: string): string {
  return `${messages.register.failedPrefix} ${reason}`;
}

export const profileMessages = {
  requiredFields: 'Please fill in all required fields (marked with *).',
  invalidDob: 'Invalid Date of Birth format.',
  tooYoung: 'You must be at least 18 years old to use Divine Match.',
  saved: 'Profile saved successfully!',
  updated: 'Profile updated successfully!',
  notFound: 'Profile not found',
  loadFailed: 'Failed to load profile data. Please refresh the page.',
  saveFailed: (message: string) => `Failed to save profile: ${message}`,
  deactivateConfirm:
    'Are you sure you want to deactivate your account? Your profile will be hidden from everyone. Logging in again reactivates your account.',
  deactivateFailed: 'Failed to deactivate account.',
  // D36: a partner preference's range, lowest first.
  partnerAgeRange: 'The oldest partner age must not be below the youngest.',
  partnerHeightRange: 'The tallest partner height must not be below the shortest.',
  /** Issue 43, at registration and profile save (shared/rules/names.ts). */
  nameWebAddress: NAME_WEB_ADDRESS_MESSAGE,
  /** Issue 44: a draft is the guided first profile's; a complete profile is edited on My Profile. */
  draftOfComplete: 'Your profile is complete: change it on My Profile.',
} as const;

export const photoMessages = {
  invalidImage: 'Please select a valid image file',
  tooLarge: 'Image size should be less than 5MB',
  tooManyPixels: 'This image is too large in dimensions (at most 40 megapixels).',
  galleryFull: (remaining: number) => `You can only upload ${remaining} more photos. Maximum 5 photos allowed.`,
  uploadFailed: (message: string) => `Failed to upload photo: ${message}`,
  removeFailed: 'Failed to remove image',
  removeConfirm: 'Are you sure you want to remove this photo?',
  loginToView: 'Please log in to view user images.',
  tooManyUploads: 'You have uploaded many photos in the last hour. Please try again later.',
} as const;
