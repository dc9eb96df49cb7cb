import type { FamilyLinked, FamilyPage } from '#shared/schemas/family.ts';
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
      createdAt: link.createdAt.toISOString(),
      acceptedAt: link.acceptedAt?.toISOString() ?? null,
    })),
    log: log.map((entry) => ({
      id: entry.id,
      action: entry.action,
      relative: entry.relative,
      relation: entry.relation,
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
      since: (link.acceptedAt ?? link.createdAt).toISOString(),
    })),
  };
}
