import type { FamilyLinked, FamilyPage } from '#shared/schemas/family.ts';
import type { FamilyMemberView } from '#shared/schemas/family-view.ts';
import {
  CHAPERONE_MESSAGES_MAX,
  type ChaperoneConversation,
  type ChaperoneConversations,
} from '#shared/schemas/family-chaperone.ts';
import type { ReceivedInterest, SentInterest } from '#shared/schemas/interests.ts';
import type { OwnProfile } from '#shared/schemas/profile.ts';
import { MEMBER_FORM_FIELDS } from '#shared/profile-fields.ts';
import type { schema } from '#server/db/schema.ts';
import type { FamilyLinkRow } from './family.repository.ts';

type LogRow = typeof schema.familyLog.$inferSelect;
type NamedLink = { link: FamilyLinkRow; firstName: string | null; lastName: string | null };

/**
 * Settings → Family: each link with the relative's name once they accepted (the invited email is
 * the member's own input), and the log. Never the token, nor the relative's other links.
 */
export function presentFamilyPage(links: NamedLink[], log: LogRow[]): FamilyPage {
  return {
    links: links.map(({ link, firstName, lastName }) => ({
      id: link.id,
      relation: link.relation,
      status: link.status,
      email: link.email,
      firstName: link.status === 'active' ? firstName : null,
      lastName: link.status === 'active' ? lastName : null,
      mayEditProfile: link.mayEditProfile,
      chaperoneSince: link.chaperoneSince?.toISOString() ?? null,
      createdAt: link.createdAt.toISOString(),
      acceptedAt: link.acceptedAt?.toISOString() ?? null,
    })),
    log: log.map((entry) => ({
      id: entry.id,
      action: entry.action,
      relative: entry.relative,
      relation: entry.relation,
      subject: entry.subject,
      at: entry.createdAt.toISOString(),
    })),
  };
}

/** The relative's list: the member's names and the link, nothing of the member's account. */
export function presentLinked(rows: { link: FamilyLinkRow; firstName: string; lastName: string }[]): FamilyLinked {
  return {
    members: rows.map(({ link, firstName, lastName }) => ({
      linkId: link.id,
      memberId: link.memberId,
      firstName,
      lastName,
      relation: link.relation,
      mayEditProfile: link.mayEditProfile,
      chaperoneSince: link.chaperoneSince?.toISOString() ?? null,
      since: (link.acceptedAt ?? link.createdAt).toISOString(),
    })),
  };
}

/** The other member of an interest, as a relative sees them: name, age and city (no id, no photo). */
const otherMember = ({ firstName, lastName, age, city }: ReceivedInterest['sender']) => ({
  firstName,
  lastName,
  age,
  city,
});

/**
 * D45: the member as their relative sees them: the profile's own fields without the contact
 * details (the phone number and its code; the email, the review and the photos are not sent), and
 * the interests received and sent (the accepted ones are the matches).
 */
export function presentMemberView(
  link: FamilyLinkRow,
  profile: OwnProfile,
  received: ReceivedInterest[],
  sent: SentInterest[],
): FamilyMemberView {
  const fields = Object.fromEntries(
    MEMBER_FORM_FIELDS.filter((name) => name !== 'countryCode' && name !== 'phoneNumber').map((name) => [
      name,
      profile[name],
    ]),
  ) as FamilyMemberView['profile'];
  return {
    linkId: link.id,
    relation: link.relation,
    mayEditProfile: link.mayEditProfile,
    profile: { ...fields, profileStatus: profile.profileStatus },
    received: received.map((interest) => ({
      status: interest.status,
      at: interest.createdAt,
      member: otherMember(interest.sender),
    })),
    sent: sent.map((interest) => ({
      status: interest.status,
      at: interest.updatedAt,
      member: otherMember(interest.receiver),
    })),
  };
}

/** D46: the chaperone's list: the other members by first name, and counts since the start. */
export function presentWatchedInbox(
  since: Date,
  rows: { id: string; firstName: string; count: number; lastAt: Date }[],
): ChaperoneConversations {
  return {
    since: since.toISOString(),
    conversations: rows.map((row) => ({
      id: row.id,
      firstName: row.firstName,
      messageCount: row.count,
      lastAt: row.lastAt.toISOString(),
    })),
  };
}

/** D46: one conversation as the chaperone reads it: oldest first, who wrote each, nothing of read marks. */
export function presentWatched(input: {
  id: string;
  since: Date;
  member: { id: string; firstName: string };
  firstName: string;
  messages: (typeof schema.messages.$inferSelect)[];
}): ChaperoneConversation {
  const page = input.messages.slice(0, CHAPERONE_MESSAGES_MAX).reverse();
  return {
    id: input.id,
    since: input.since.toISOString(),
    memberFirstName: input.member.firstName,
    firstName: input.firstName,
    messages: page.map((message) => ({
      id: String(message.id),
      body: message.body,
      sentAt: message.createdAt.toISOString(),
      fromMember: message.senderId === input.member.id,
      call:
        message.callKind && message.callOutcome
          ? { kind: message.callKind, outcome: message.callOutcome, durationSeconds: message.callSeconds }
          : null,
    })),
    truncated: input.messages.length > CHAPERONE_MESSAGES_MAX,
  };
}
