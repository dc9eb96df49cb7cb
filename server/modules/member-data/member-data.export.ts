import { strToU8, zipSync, type Zippable } from 'fflate';
import type { Member } from '#server/lib/member.ts';
import { presentOwnAccount } from '#server/modules/accounts/accounts.presenter.ts';
import type { AccountsService } from '#server/modules/accounts/accounts.service.ts';
import type { AuditService } from '#server/modules/audit/audit.service.ts';
import type { BlocksService } from '#server/modules/blocks/blocks.service.ts';
import type { ConversationsService } from '#server/modules/conversations/conversations.service.ts';
import type { FamilyService } from '#server/modules/family/family.service.ts';
import type { FamilySuggestionsService } from '#server/modules/family/suggestions.service.ts';
import type { InterestsService } from '#server/modules/interests/interests.service.ts';
import type { NotificationsService } from '#server/modules/notifications/notifications.service.ts';
import type { PhotosService } from '#server/modules/photos/photos.service.ts';
import type { PhotoVerificationsService } from '#server/modules/photo-verifications/photo-verifications.service.ts';
import type { ProfilesService } from '#server/modules/profiles/profiles.service.ts';
import type { ReportsService } from '#server/modules/reports/reports.service.ts';
import type { ShortlistsService } from '#server/modules/shortlists/shortlists.service.ts';

export interface ExportSources {
  accounts: AccountsService;
  profiles: ProfilesService;
  photos: PhotosService;
  photoVerifications: Pick<PhotoVerificationsService, 'history'>;
  interests: InterestsService;
  shortlists: ShortlistsService;
  blocks: BlocksService;
  reports: ReportsService;
  conversations: ConversationsService;
  notifications: NotificationsService;
  family: Pick<FamilyService, 'page'>;
  familySuggestions: Pick<FamilySuggestionsService, 'exportOf'>;
  audit: AuditService;
}

/** Every page of a keyset-paged list, by the same service call the member's screen makes. */
async function allPages<T>(page: (cursor: string | undefined) => Promise<{ items: T[]; next: string | null }>) {
  const items: T[] = [];
  let cursor: string | undefined;
  for (;;) {
    const result = await page(cursor);
    items.push(...result.items);
    if (!result.next) return items;
    cursor = result.next;
  }
}

/**
 * D34: everything the product holds about the member, as their own screens show it (the same
 * service calls and presenters), so that nothing about another member goes beyond what this
 * member was shown: other members appear by id and name, never with contact details.
 */
export async function gatherMemberData(sources: ExportSources, member: Member, now: Date) {
  const account = await sources.accounts.findById(member.id);
  if (!account) return undefined;
  const conversations = await allPages(async (cursor) => {
    const page = await sources.conversations.inbox(member, cursor);
    return { items: page.conversations, next: page.nextCursor };
  });
  const withMessages = [];
  for (const conversation of conversations) {
    const messages = await allPages(async (before) => {
      const page = await sources.conversations.messages(member, conversation.id, before);
      return { items: page.messages, next: page.nextBefore };
    });
    withMessages.push({
      with: {
        id: conversation.member.id,
        firstName: conversation.member.firstName,
        lastName: conversation.member.lastName,
      },
      state: conversation.state,
      // Oldest first: pages come newest page first, each oldest first within.
      messages: messages.sort((a, b) => a.sentAt.localeCompare(b.sentAt)),
    });
  }
  const notifications = await allPages(async (cursor) => {
    const page = await sources.notifications.list(member, cursor);
    return { items: page.notifications, next: page.nextCursor };
  });
  const photoRows = (await sources.photos.photosByUser([member.id])).get(member.id) ?? [];
  return {
    exportedAt: now.toISOString(),
    account: { ...presentOwnAccount(account), termsAcceptedAt: account.termsAcceptedAt?.toISOString() ?? null },
    profile: await sources.profiles.ownProfile(member).catch(() => null),
    photoPrivacy: { photosVisibleTo: await sources.photos.visibility(member) },
    photos: photoRows.map((row) => ({ id: row.id, kind: row.kind, uploadedAt: row.createdAt.toISOString() })),
    // D43: each verification attempt: the poses, its outcome and when (the selfies are never kept).
    photoVerifications: await sources.photoVerifications.history(member),
    interestsSent: await sources.interests.sent(member),
    interestsReceived: await sources.interests.received(member),
    shortlist: await sources.shortlists.list(member),
    blocked: await sources.blocks.list(member),
    reportsMade: (await sources.reports.madeBy(member.id)).map((report) => ({
      reportedMember: report.reportedFirst === null ? null : `${report.reportedFirst} ${report.reportedLast}`,
      reason: report.reason,
      description: report.description,
      message: report.messageBody,
      status: report.status,
      createdAt: report.createdAt.toISOString(),
    })),
    conversations: withMessages,
    notifications,
    notificationSettings: await sources.notifications.settings(member),
    // D45: the member's links to relatives and what each relative did, as Settings → Family shows
    // them, and the members relatives suggested to them (who, whom, when, dismissed or not).
    family: { ...(await sources.family.page(member)), suggestions: await sources.familySuggestions.exportOf(member) },
    // What happened to the account (sign-ins, changes, admin decisions): the action and when.
    activity: (await sources.audit.listForSubject(member.id, 10_000)).map((entry) => ({
      action: entry.action,
      at: entry.createdAt.toISOString(),
    })),
  };
}

/** The ZIP: the data as JSON, and the member's photos as stored (display size). */
export async function zipMemberData(
  data: NonNullable<Awaited<ReturnType<typeof gatherMemberData>>>,
  readPhoto: (photoId: string) => Promise<Buffer | undefined>,
): Promise<Buffer> {
  const files: Zippable = { 'divine-match-data.json': strToU8(JSON.stringify(data, null, 2)) };
  for (const [index, photo] of data.photos.entries()) {
    const bytes = await readPhoto(photo.id);
    // Already compressed (WebP): stored as is.
    if (bytes) files[`photos/${index + 1}-${photo.kind}.webp`] = [bytes, { level: 0 }];
  }
  return Buffer.from(zipSync(files));
}
