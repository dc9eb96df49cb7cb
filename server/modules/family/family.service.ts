import { randomBytes, randomUUID } from 'node:crypto';
import { messages } from '#shared/messages.ts';
import {
  FAMILY_INVITATION_DAYS,
  familyMessages,
  type FamilyAccept,
  type FamilyInvitation,
  type FamilyInvitationForm,
  type FamilyLinked,
  type FamilyLogAction,
  type FamilyPage,
} from '#shared/schemas/family.ts';
import type { Database, Transaction } from '#server/db/database.ts';
import { isUniqueViolation } from '#server/db/errors.ts';
import { UnauthorizedError } from '#server/lib/errors.ts';
import type { Background } from '#server/lib/background.ts';
import type { Mailer } from '#server/lib/mailer.ts';
import type { Member } from '#server/lib/member.ts';
import type { RequestContext } from '#server/lib/request-context.ts';
import type { AccountsService } from '#server/modules/accounts/accounts.service.ts';
import type { AuditContext } from '#server/modules/audit/audit.service.ts';
import type { AuthService } from '#server/modules/auth/auth.service.ts';
import type { ConversationsService } from '#server/modules/conversations/conversations.service.ts';
import type { Publish } from '#server/modules/live-events/live-events.service.ts';
import type { NotificationsService } from '#server/modules/notifications/notifications.service.ts';
import { chaperoneChangeMail } from './chaperone-mail.ts';
import { familyInvitationMail } from './family-invitation-mail.ts';
import { alreadyLinked, assertActive, assertMayInvite, assertOwnLink, invitationInvalid } from './family.policy.ts';
import { presentFamilyPage, presentLinked } from './family.presenter.ts';
import { createFamilyRepository, type FamilyLinkRow } from './family.repository.ts';

export type FamilyService = ReturnType<typeof createFamilyService>;

const DAY_MS = 24 * 60 * 60 * 1000;
const newToken = () => randomBytes(32).toString('base64url');

/**
 * D45, relatives who help with consent. A member invites a relative by email; the relative accepts
 * with an account of their own (a relative's account: never shown, refused every member route), or
 * with the relative's account they already have; the member sees every link and a log of what
 * happened, allows or stops profile edits, and ends a link at once; a relative may leave.
 */
export function createFamilyService(deps: {
  db: Database;
  accounts: Pick<AccountsService, 'findByEmail' | 'findById' | 'createMember' | 'announceNewAccount' | 'language'>;
  auth: Pick<AuthService, 'newPasswordHash' | 'passwordOwner' | 'signInVerified'>;
  mailer: Mailer;
  background: Background;
  notifications: Pick<NotificationsService, 'record' | 'announce'>;
  conversations: Pick<ConversationsService, 'announceChaperone'>;
  publish: Publish;
  publicUrl: string;
  clock?: (() => Date) | undefined;
}) {
  const repository = createFamilyRepository(deps.db);
  const clock = deps.clock ?? (() => new Date());

  /** A log entry of the link's member, naming the relative as the member knows them. */
  const logOf = (
    tx: Transaction,
    link: FamilyLinkRow,
    relative: string | null,
    action: FamilyLogAction,
    relativeId = link.relativeId,
  ) =>
    repository.record(tx, {
      memberId: link.memberId,
      relativeId,
      relative: relative || link.email,
      relation: link.relation,
      action,
      at: clock(),
    });

  /**
   * D46: the relative learns by email (a relative's account has no bell) that they were named
   * chaperone or no longer are, in the member's language, after the change (a lost mail undoes nothing).
   */
  const tellRelative = (
    member: Member,
    change: { link: FamilyLinkRow; relativeFirstName: string | null; named: boolean },
  ) =>
    deps.background.run('chaperone mail', async () => {
      const own = await deps.accounts.findById(member.id);
      if (!own) return;
      const url = `${deps.publicUrl}/family`;
      const mail = chaperoneChangeMail({
        language: await deps.accounts.language(member),
        named: change.named,
        relativeFirstName: change.relativeFirstName ?? '',
        memberFirstName: own.firstName,
        url,
      });
      await deps.mailer.send({ to: change.link.email, ...mail, links: [url] });
    });

  /** Both sides' open pages learn of a change (Settings → Family, the relative's list). */
  const announce = (link: FamilyLinkRow) =>
    deps.publish({ topic: 'account', to: [link.memberId, ...(link.relativeId ? [link.relativeId] : [])] });

  return {
    /** Settings → Family: the member's links and their log. */
    async page(member: Member): Promise<FamilyPage> {
      const [links, log] = await Promise.all([repository.linksOf(member.id), repository.logOf(member.id)]);
      return presentFamilyPage(links, log);
    },

    async invite(member: Member, form: FamilyInvitationForm) {
      const email = form.email.trim().toLowerCase();
      const own = await deps.accounts.findById(member.id);
      if (!own) throw new UnauthorizedError();
      const holder = await deps.accounts.findByEmail(email);
      const token = newToken();
      const expiresAt = new Date(clock().getTime() + FAMILY_INVITATION_DAYS * DAY_MS);
      const link = await repository
        .withMemberLock(member.id, async (tx) => {
          assertMayInvite(own, email, holder, await repository.openCount(tx, member.id));
          const id = await repository.invite(tx, {
            memberId: member.id,
            email,
            relation: form.relation,
            token,
            expiresAt,
          });
          await repository.record(tx, {
            memberId: member.id,
            relativeId: null,
            relative: email,
            relation: form.relation,
            action: 'invited',
            at: clock(),
          });
          return id;
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw alreadyLinked();
          throw error;
        });
      const url = `${deps.publicUrl}/family/accept?token=${encodeURIComponent(token)}`;
      try {
        const mail = familyInvitationMail({
          language: await deps.accounts.language(member),
          firstName: own.firstName,
          lastName: own.lastName,
          relation: form.relation,
          url,
        });
        await deps.mailer.send({ to: email, ...mail, links: [url] });
      } catch (error) {
        // The mail is sent after the commit (an SMTP wait holds no lock); one that fails takes the invitation back.
        await deps.db.transaction((tx) => repository.remove(tx, link));
        throw error;
      }
      await deps.publish({ topic: 'account', to: [member.id] });
      return { message: familyMessages.invited };
    },

    /** The member allows or stops their relative's edits of their profile. */
    async change(member: Member, id: string, mayEditProfile: boolean) {
      const row = assertOwnLink(await repository.find(id), member, 'member');
      assertActive(row.link);
      if (row.link.mayEditProfile !== mayEditProfile) {
        await deps.db.transaction(async (tx) => {
          await repository.setMayEdit(tx, id, mayEditProfile);
          await logOf(tx, row.link, row.relativeFirstName, mayEditProfile ? 'edit_allowed' : 'edit_stopped');
        });
        await announce(row.link);
      }
      return { message: mayEditProfile ? familyMessages.editAllowed : familyMessages.editStopped };
    },

    /** The member ends a link (or takes back an invitation), at once. */
    async end(member: Member, id: string) {
      const row = assertOwnLink(await repository.find(id), member, 'member');
      await deps.db.transaction(async (tx) => {
        if (await repository.remove(tx, id)) await logOf(tx, row.link, row.relativeFirstName, 'ended_by_member');
      });
      await announce(row.link);
      return { message: familyMessages.ended };
    },

    /**
     * D46: the member names a linked relative chaperone (one at a time: naming another ends the
     * first). The chaperone reads the conversations written from this moment on.
     */
    async nameChaperone(member: Member, id: string) {
      const changed = await repository.withMemberLock(member.id, async (tx) => {
        const row = assertOwnLink(await repository.find(id, tx), member, 'member');
        assertActive(row.link);
        const current = await repository.chaperoneLink(tx, member.id);
        if (current?.link.id === id) return [];
        if (current) {
          await repository.setChaperoneSince(tx, current.link.id, null);
          await logOf(tx, current.link, current.relativeFirstName, 'chaperone_ended');
        }
        await repository.setChaperoneSince(tx, id, clock());
        await logOf(tx, row.link, row.relativeFirstName, 'chaperone_named');
        return [{ ...row, named: true }, ...(current ? [{ ...current, named: false }] : [])];
      });
      for (const change of changed) await announce(change.link);
      if (changed.length > 0) await deps.conversations.announceChaperone(member.id);
      for (const change of changed) tellRelative(member, change);
      return { message: familyMessages.chaperoneNamed };
    },

    /** D46: the member ends their chaperone, at once: the relative's open pages lose the conversations. */
    async endChaperone(member: Member) {
      const ended = await repository.withMemberLock(member.id, async (tx) => {
        const current = await repository.chaperoneLink(tx, member.id);
        if (!current) return undefined;
        await repository.setChaperoneSince(tx, current.link.id, null);
        await logOf(tx, current.link, current.relativeFirstName, 'chaperone_ended');
        return current;
      });
      if (ended) {
        await announce(ended.link);
        await deps.conversations.announceChaperone(member.id);
        tellRelative(member, { ...ended, named: false });
      }
      return { message: familyMessages.chaperoneEnded };
    },

    /** The relative leaves a member's family. */
    async leave(relative: Member, id: string) {
      const row = assertOwnLink(await repository.find(id), relative, 'relative');
      const told = await deps.db.transaction(async (tx) => {
        if (!(await repository.remove(tx, id))) return false;
        await logOf(tx, row.link, row.relativeFirstName, 'left');
        return deps.notifications.record(tx, {
          to: row.link.memberId,
          kind: 'family_left',
          actorId: relative.id,
          subjectId: null,
        });
      });
      await announce(row.link);
      if (told) await deps.notifications.announce(row.link.memberId);
      return { message: familyMessages.left };
    },

    /**
     * D45: a relative deletes their own account: each member they were linked to keeps a 'left'
     * entry in their log (its name stays; a notification would go with the account) and their open
     * Settings → Family loses the link at once.
     */
    async leaveAll(relative: Member, firstName: string) {
      for (const { link } of await repository.linkedTo(relative.id)) {
        const removed = await deps.db.transaction(async (tx) => {
          if (!(await repository.remove(tx, link.id))) return false;
          await logOf(tx, link, firstName, 'left');
          return true;
        });
        if (removed) await announce(link);
      }
    },

    /** The relative's side: the members they are linked to. */
    async linked(relative: Member): Promise<FamilyLinked> {
      return presentLinked(await repository.linkedTo(relative.id));
    },

    /** The invitation's page (public: the token is the proof). */
    async invitation(token: string): Promise<FamilyInvitation> {
      const row = await repository.invitation(token, clock());
      if (!row) throw invitationInvalid();
      return {
        memberFirstName: row.memberFirstName,
        relation: row.link.relation,
        email: row.link.email,
        expiresAt: (row.link.expiresAt ?? clock()).toISOString(),
      };
    },

    /**
     * The relative accepts: a relative's account made for the invitation's email (the names and a
     * password as registration checks them), or the relative's account that email has already
     * (its password proves it: a parent linked to two children). Then signed in.
     */
    async accept(token: string, form: FamilyAccept, ctx: RequestContext, context: AuditContext) {
      const row = await repository.invitation(token, clock());
      if (!row) throw invitationInvalid();
      const { link } = row;
      const holder = await deps.accounts.findByEmail(link.email);
      if (holder && !holder.relativeAccount) throw invitationInvalid();
      const passwordHash = holder ? null : await deps.auth.newPasswordHash(form.password);
      if (holder && (await deps.auth.passwordOwner(link.email, form.password)) !== holder.id)
        throw new UnauthorizedError(messages.login.invalidCredentials, 'INVALID_CREDENTIALS');
      const relativeId = holder?.id ?? randomUUID();
      const firstName = holder?.firstName ?? form.firstName.trim();
      const told = await deps.db
        .transaction(async (tx) => {
          if (!holder)
            await deps.accounts.createMember(
              {
                id: relativeId,
                email: link.email,
                firstName,
                lastName: form.lastName.trim(),
                countryCode: '+91',
                phoneNumber: '',
                passwordHash,
                termsAcceptedAt: clock(),
                relativeAccount: true,
                emailVerified: true,
              },
              context,
              tx,
            );
          const taken = await repository.activate(tx, link.id, relativeId, clock());
          if (!taken) throw invitationInvalid();
          await logOf(tx, taken, firstName, 'accepted', relativeId);
          return deps.notifications.record(tx, {
            to: link.memberId,
            kind: 'family_linked',
            actorId: relativeId,
            subjectId: null,
          });
        })
        .catch((error: unknown) => {
          // The same email registered meanwhile, or the same relative linked twice to one member.
          if (isUniqueViolation(error)) throw invitationInvalid();
          throw error;
        });
      if (!holder) await deps.accounts.announceNewAccount();
      await announce({ ...link, relativeId });
      if (told) await deps.notifications.announce(link.memberId);
      const { cookies } = await deps.auth.signInVerified(relativeId, ctx, 'family-invitation');
      return { message: familyMessages.accepted, cookies };
    },
  };
}
