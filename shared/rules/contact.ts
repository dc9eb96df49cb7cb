import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '../limits.ts';
import { isEmailAddress } from './email.ts';

/**
 * The landing page's contact form (spec §5 "Contact form", D18): name, email and message are
 * required, phone is optional, the subject defaults to empty. Pure (no zod), so the landing page
 * can check a form without loading the schema library; the server runs the same function inside
 * its request schema (shared/schemas/contact.ts).
 */
export const CONTACT_PHONE_MAX_LENGTH = 30;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

/** The spec words no messages for this form; these say what to do. */
export const contactMessages = {
  nameRequired: 'Please enter your name.',
  nameTooLong: `Please keep your name under ${NAME_MAX_LENGTH} characters.`,
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address.',
  phoneTooLong: `Please keep the phone number under ${CONTACT_PHONE_MAX_LENGTH} characters.`,
  messageRequired: 'Please enter your message.',
  messageTooLong: `Please keep your message under ${CONTACT_MESSAGE_MAX_LENGTH.toLocaleString('en')} characters.`,
  sent: 'Thank you! Your message has been sent.',
  tooMany: 'You have sent several messages in a short time. Please try again later.',
} as const;

export interface ContactFormInput {
  contactName: string;
  contactEmail: string;
  phone?: string | undefined;
  subject?: string | undefined;
  message: string;
}

export type ContactField = 'contactName' | 'contactEmail' | 'phone' | 'message';

/** Every problem of the form, field by field, in the order the form shows them; empty when it may be sent. */
export function contactFormProblems(input: ContactFormInput): Partial<Record<ContactField, string>> {
  const problems: Partial<Record<ContactField, string>> = {};
  const name = input.contactName.trim();
  const email = input.contactEmail.trim();
  const message = input.message.trim();
  if (!name) problems.contactName = contactMessages.nameRequired;
  else if (name.length > NAME_MAX_LENGTH) problems.contactName = contactMessages.nameTooLong;
  if (!email) problems.contactEmail = contactMessages.emailRequired;
  else if (email.length > EMAIL_MAX_LENGTH || !isEmailAddress(email))
    problems.contactEmail = contactMessages.emailInvalid;
  if ((input.phone ?? '').trim().length > CONTACT_PHONE_MAX_LENGTH) problems.phone = contactMessages.phoneTooLong;
  if (!message) problems.message = contactMessages.messageRequired;
  else if (message.length > CONTACT_MESSAGE_MAX_LENGTH) problems.message = contactMessages.messageTooLong;
  return problems;
}
