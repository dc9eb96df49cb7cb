/**
 * The one email rule of the product: registration, sign-in, password reset (shared/schemas/auth.ts),
 * the contact form (./contact.ts) and the admin:create command. It is zod's own "practical" email
 * pattern, written out here so that the landing page can run it without loading zod (ADR 0013).
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export const isEmailAddress = (text: string) => EMAIL_PATTERN.test(text);
