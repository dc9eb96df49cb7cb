/**
 * The spec's and the decisions' exact messages that both sides share (shared/…Messages): the
 * texts the server answers with and the web app checks forms with. In English they stay these
 * words; web/locales/<language>/on-demand/spec.json says each in the other languages, keyed by the
 * English text itself (`web/lib/i18n.ts:say`). A message with values is keyed by its template:
 * `Your email address is now {{email}}.` (ADR 0037).
 */
import * as messagesModule from '#shared/messages.ts';
import * as contact from '#shared/rules/contact.ts';
import * as accountSecurity from '#shared/schemas/account-security.ts';
import * as admin from '#shared/schemas/admin.ts';
import * as blocks from '#shared/schemas/blocks.ts';
import * as blockedWords from '#shared/schemas/blocked-words.ts';
import * as calls from '#shared/schemas/calls.ts';
import * as churches from '#shared/schemas/churches.ts';
import * as churchSignIn from '#shared/schemas/church-sign-in.ts';
import * as conversations from '#shared/schemas/conversations.ts';
import * as discovery from '#shared/schemas/discovery.ts';
import * as endorsements from '#shared/schemas/endorsements.ts';
import * as family from '#shared/schemas/family.ts';
import * as familyDrafts from '#shared/schemas/family-drafts.ts';
import * as interests from '#shared/schemas/interests.ts';
import * as memberData from '#shared/schemas/member-data.ts';
import * as moderation from '#shared/schemas/moderation.ts';
import * as notifications from '#shared/schemas/notifications.ts';
import * as pastorProposals from '#shared/schemas/pastor-proposals.ts';
import * as photoPrivacy from '#shared/schemas/photo-privacy.ts';
import * as photoVerification from '#shared/schemas/photo-verification.ts';
import * as premiumRequests from '#shared/schemas/premium-requests.ts';
import * as push from '#shared/schemas/push.ts';
import * as shortlists from '#shared/schemas/shortlists.ts';
import * as twoFactor from '#shared/schemas/two-factor.ts';

const MODULES: Record<string, unknown>[] = [
  messagesModule,
  contact,
  accountSecurity,
  admin,
  blocks,
  blockedWords,
  calls,
  churches,
  churchSignIn,
  conversations,
  discovery,
  endorsements,
  family,
  familyDrafts,
  interests,
  memberData,
  moderation,
  notifications,
  pastorProposals,
  photoPrivacy,
  photoVerification,
  premiumRequests,
  push,
  shortlists,
  twoFactor,
];

/** A message function's template: called with `{{parameter}}` for each of its parameters. */
function template(fn: (...args: string[]) => unknown): string {
  const source = fn.toString();
  const head = (/^\(?([^)=]*)\)?\s*=>/.exec(source) ?? /^function\s*\w*\(([^)]*)\)/.exec(source))?.[1] ?? '';
  const names = head
    .split(',')
    .map((name) => name.replace(/:.*$/, '').trim())
    .filter(Boolean);
  return String(fn(...names.map((name) => `{{${name}}}`)));
}

function collect(value: unknown, into: Set<string>) {
  if (typeof value === 'string') into.add(value);
  else if (typeof value === 'function') into.add(template(value as (...args: string[]) => unknown));
  else if (value && typeof value === 'object') for (const child of Object.values(value)) collect(child, into);
}

/** Every shared message, in English, as the web app's spec.json keys them (sorted). */
export function specMessages(): string[] {
  const texts = new Set<string>();
  for (const module of MODULES) {
    for (const [name, value] of Object.entries(module)) {
      if (/^\w*[mM]essages$/.test(name) && value && typeof value === 'object') collect(value, texts);
    }
  }
  texts.add(template(messagesModule.registrationFailed));
  // D42: the field a refusal names ('Profile Summary contains a word…') is said in the member's language too.
  collect(blockedWords.BLOCKED_WORD_FIELD_LABELS, texts);
  return [...texts].sort();
}
