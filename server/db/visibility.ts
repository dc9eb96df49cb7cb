import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { schema } from './schema.ts';

const { users, blocks, interests, conversations, shortlists, appSettings, photos, profiles } = schema;

/** D31: the moderation mode now ('after' when the super admin never chose: no settings row). */
export const moderationMode = sql<
  'after' | 'before'
>`coalesce((select ${appSettings.moderationMode} from ${appSettings} where ${appSettings.id} = 1), 'after')`;

/**
 * D31: whether a member's profile is hidden from other members by moderation — on hold after
 * reports, rejected until changed, or waiting for review in "review before publishing". Stored
 * on `users.hidden_by_moderation` (moderation.repository.ts:refreshHidden) for `visibleTo`.
 */
export const hiddenByModeration = sql<boolean>`(${profiles.heldAt} is not null
  or ${profiles.reviewStatus} = 'rejected'
  or (${profiles.reviewStatus} = 'pending' and ${moderationMode} = 'before'))`;

/**
 * D31, issue 43: whether what the member `memberId` does reaches other members: their account is
 * active and not on hold after reports. A held or deactivated member sends no interest or message
 * (moderation.policy.ts:assertMayReachOthers) and notifies nobody (notifications.service.ts:record).
 */
export function reachesOthers(memberId: string | SQLWrapper): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${users} actor
    where actor.id = ${memberId} and actor.account_status = 'active'
      and not exists (select 1 from ${profiles} held where held.user_id = actor.id and held.held_at is not null))`;
}

/** D31: a photo other members may see: approved, or waiting for review while the mode is "after". */
export const photoShownToOthers = sql<boolean>`(${photos.reviewStatus} = 'approved'
  or (${photos.reviewStatus} = 'pending' and ${moderationMode} = 'after'))`;

/**
 * The one visibility filter (engineering guide, practice 9; D11, D12, D31): the member `users.id`
 * is visible to `viewerId` when active, of role user, not a relative's account (D45), not hidden by moderation, not the viewer,
 * and not blocked either way.
 * Every query that lists or shows members puts this in its WHERE clause.
 */
export function visibleTo(viewerId: string | SQLWrapper): SQL {
  return sql`(${users.accountStatus} = 'active'
    and ${users.role} = 'user'
    and not ${users.relativeAccount}
    and not ${users.hiddenByModeration}
    and ${users.id} <> ${viewerId}
    and not exists (
      select 1 from ${blocks}
      where (${blocks.blockerId} = ${viewerId} and ${blocks.blockedId} = ${users.id})
         or (${blocks.blockerId} = ${users.id} and ${blocks.blockedId} = ${viewerId})
    ))`;
}

/**
 * D14: an accepted interest between the two members, in either direction. One EXISTS per
 * direction: each is one probe of the pair index, where one EXISTS over both directions (an OR)
 * merged two bitmap scans.
 */
export function acceptedInterestBetween(a: string | SQLWrapper, b: SQL | string): SQL {
  const sent = (from: string | SQLWrapper | SQL, to: string | SQLWrapper | SQL) => sql`exists (
    select 1 from ${interests}
    where ${interests.status} = 'accepted' and ${interests.senderId} = ${from} and ${interests.receiverId} = ${to}
  )`;
  return sql`(${sent(a, b)} or ${sent(b, a)})`;
}

/**
 * D38: `memberId` chose to share their contact details with `viewerId` in their conversation,
 * and their interest is still accepted (D14 stays true for everyone else).
 */
export function contactSharedWith(viewerId: string, memberId: SQL): SQL {
  return sql`(${acceptedInterestBetween(viewerId, memberId)} and exists (
    select 1 from ${conversations} shared
    where (shared.member_a = ${memberId} and shared.member_b = ${viewerId} and shared.shares_contact_a)
       or (shared.member_b = ${memberId} and shared.member_a = ${viewerId} and shared.shares_contact_b)
  ))`;
}

/**
 * The viewer's own relation to `memberId` that their actions show (a card's and a profile's
 * buttons): an open interest the viewer sent (pending or accepted), and the viewer's shortlist entry.
 */
export function interestSentBy(viewerId: string | SQLWrapper, memberId: SQL | SQLWrapper): SQL {
  return sql`exists (select 1 from ${interests} where ${interests.senderId} = ${viewerId} and ${interests.receiverId} = ${memberId} and ${interests.status} in ('pending', 'accepted'))`;
}

export function shortlistedBy(viewerId: string | SQLWrapper, memberId: SQL | SQLWrapper): SQL {
  return sql`exists (select 1 from ${shortlists} where ${shortlists.likerId} = ${viewerId} and ${shortlists.likedUserId} = ${memberId})`;
}

/** The viewer's own relation to the member of `users` of the query, as a card's selected fields. */
export function viewerRelationColumns(viewerId: string | SQLWrapper) {
  return {
    interestSent: interestSentBy(viewerId, users.id).mapWith(Boolean),
    shortlisted: shortlistedBy(viewerId, users.id).mapWith(Boolean),
  };
}
