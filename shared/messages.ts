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
    passwordTooShort: 'Password must be at least 6 characters long.',
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
  },
  logout: { success: 'Logged out successfully!' },
  auth: { notAuthenticated: 'User not authenticated. Please log in.' },
} as const;

/** 'Registration failed.' plus the reason (spec §8). */
export function registrationFailed(reason: string): string {
  return `${messages.register.failedPrefix} ${reason}`;
}
