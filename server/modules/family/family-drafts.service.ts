import { randomBytes, randomUUID } from 'node:crypto';
import { messages } from '#shared/messages.ts';
import {
  DRAFT_FIELDS,
  FAMILY_DRAFT_INVITATION_DAYS,
  familyDraftMessages,
  relationFor,
  type DraftProfile,
  type FamilyDraftAccept,
  type FamilyDraftInvitation,
  type FamilyDrafts,
  type FamilyDraftStart,
} from '#shared/schemas/family-drafts.ts';
import type { FamilyProfileEdit } from '#shared/schemas/family-view.ts';
import type { ProfileSave } from '#shared/schemas/profile.ts';
import { profileProblem } from '#shared/schemas/profile-save.ts';
import type { Language } from '#shared/enums.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#server/db/database.ts';
import { isUniqueViolation } from '#server/db/errors.ts';
import { BadRequestError, ConflictError, NotFoundError } from '#server/lib/errors.ts';
import type { Mailer } from '#server/lib/mailer.ts';
import { memberOf, type Member } from '#server/lib/member.ts';
import type { RequestContext } from '#server/lib/request-context.ts';
import type { AccountsService } from '#server/modules/accounts/accounts.service.ts';
import type { AuditContext } from '#server/modules/audit/audit.service.ts';
import type { AuthService } from '#server/modules/auth/auth.service.ts';
import type { BlockedWordsService } from '#server/modules/blocked-words/blocked-words.service.ts';
import type { Publish } from '#server/modules/live-events/live-events.service.ts';
import { profileTexts, type ProfilesService } from '#server/modules/profiles/profiles.service.ts';
import { familyDraftMail } from './family-draft-mail.ts';
import { presentDraft, presentDraftInvitation } from './family-drafts.presenter.ts';
import { createFamilyDraftsRepository, type FamilyDraftRow } from './family-drafts.repository.ts';
import { createFamilyRepository } from './family.repository.ts';

export type FamilyDraftsService = ReturnType<typeof createFamilyDraftsService>;

const DAY_MS = 24 * 60 * 60 * 1000;
const newToken = () => randomBytes(32).toString('base64url');

/**
 * D45: a profile someone starts at registration for their son, daughter, brother, sister, friend or
 * relative. Their account is a relative's account; the profile is a draft row, not an account, so
 * nobody finds, sees or signs in to it. The member accepts it from the emailed invitation with a
 * password and phone number of their own (then it is their account, linked to the relative, who may
 * edit it until the member stops it) or refuses it (then it is deleted).
 */
export function createFamilyDraftsService(deps: {
  db: Database;
  accounts: Pick<AccountsService, 'findByEmail' | 'findById' | 'createMember' | 'announceNewAccount' | 'language'>;
  auth: Pick<AuthService, 'assertMayRegister' | 'newPasswordHash' | 'signInVerified'>;
  profiles: Pick<ProfilesService, 'save' | 'saveDraft'>;
  blockedWords: Pick<BlockedWordsService, 'assertAllowed'>;
  mailer: Mailer;
  publish: Publish;
  logger: FastifyBaseLogger;
  publicUrl: string;
  clock?: (() => Date) | undefined;
}) {
  const repository = createFamilyDraftsRepository(deps.db);
  const family = createFamilyRepository(deps.db);
  const clock = deps.clock ?? (() => new Date());
  const expiry = () => new Date(clock().getTime() + FAMILY_DRAFT_INVITATION_DAYS * DAY_MS);
  const notFound = () => new NotFoundError(familyDraftMessages.notFound, 'FAMILY_DRAFT_NOT_FOUND');
  const invitationInvalid = () =>
    new NotFoundError(familyDraftMessages.invitationInvalid, 'FAMILY_DRAFT_INVITATION_INVALID');

  /** The invitation goes to the member in the relative's language; a failed send is the caller's to undo. */
  async function invite(draft: FamilyDraftRow, token: string, language: Language) {
    const relative = await deps.accounts.findById(draft.relativeId);
    const url = `${deps.publicUrl}/family/draft?token=${encodeURIComponent(token)}`;
    const mail = familyDraftMail({
      language,
      relativeFirstName: relative?.firstName ?? '',
      relativeLastName: relative?.lastName ?? '',
      relation: draft.relation,
      memberFirstName: draft.firstName,
      url,
    });
    await deps.mailer.send({ to: draft.email, ...mail, links: [url] });
  }

  const relativeLanguage = (relativeId: string) => deps.accounts.language({ id: relativeId });

  return {
    /**
     * Registration for someone else: the relative's account (registration's checks: open, the
     * network's ceiling, a strong password, a free email), the draft under the member's email
     * (which no account and no other draft has), the member's invitation; then signed in.
     */
    async start(form: FamilyDraftStart, ctx: RequestContext, context: AuditContext) {
      await deps.auth.assertMayRegister(ctx);
      const email = form.email.trim().toLowerCase();
      const memberEmail = form.memberEmail.trim().toLowerCase();
      const passwordHash = await deps.auth.newPasswordHash(form.password);
      if (await deps.accounts.findByEmail(email)) throw new ConflictError(messages.register.emailInUse, 'EMAIL_IN_USE');
      if (await deps.accounts.findByEmail(memberEmail))
        throw new ConflictError(familyDraftMessages.memberEmailInUse, 'MEMBER_EMAIL_IN_USE');
      if (await repository.emailTaken(memberEmail))
        throw new ConflictError(familyDraftMessages.draftInUse, 'FAMILY_DRAFT_IN_USE');
      const relativeId = randomUUID();
      const token = newToken();
      const language = form.language ?? 'en';
      const draft = await deps.db
        .transaction(async (tx) => {
          await deps.accounts.createMember(
            {
              id: relativeId,
              email,
              firstName: form.firstName.trim(),
              lastName: form.lastName.trim(),
              countryCode: '+91',
              phoneNumber: '',
              passwordHash,
              termsAcceptedAt: clock(),
              language,
              relativeAccount: true,
            },
            context,
            tx,
          );
          return repository.insert(tx, {
            relativeId,
            relation: relationFor(form.profileFor, form.sibling),
            profileFor: form.profileFor,
            email: memberEmail,
            firstName: form.memberFirstName.trim(),
            lastName: form.memberLastName.trim(),
            token,
            expiresAt: expiry(),
          });
        })
        .catch((error: unknown) => {
          // The same email registered, or the same draft started, meanwhile.
          if (isUniqueViolation(error)) throw new ConflictError(familyDraftMessages.draftInUse, 'FAMILY_DRAFT_IN_USE');
          throw error;
        });
      await deps.accounts.announceNewAccount();
      // The account stands if the member's mail fails: the relative sends it again from their page.
      await invite(draft, token, language).catch((error: unknown) =>
        deps.logger.error({ err: error }, 'could not send the invitation to a started profile'),
      );
      const { cookies } = await deps.auth.signInVerified(relativeId, ctx, 'family-invitation');
      return { message: familyDraftMessages.started, cookies };
    },

    /** The relative's page: the profiles they started, waiting for the member. */
    async drafts(relative: Member): Promise<FamilyDrafts> {
      return { drafts: (await repository.ofRelative(relative.id)).map(presentDraft) };
    },

    /**
     * The relative fills in the draft: the member's form without contact details, by spec §5's
     * rules and the blocked words; kept as it is until the member accepts it.
     */
    async saveProfile(relative: Member, id: string, input: FamilyProfileEdit) {
      const draft = await repository.own(relative.id, id);
      if (!draft) throw notFound();
      const values = { ...input, profileCreatedBy: draft.profileFor };
      const problem = profileProblem(values as ProfileSave, clock(), DRAFT_FIELDS);
      if (problem) throw new BadRequestError(problem.message, 'VALIDATION_FAILED');
      await deps.blockedWords.assertAllowed(profileTexts(values));
      const names = { firstName: input.firstName.trim(), lastName: input.lastName.trim() };
      if (!(await repository.saveProfile(id, relative.id, names, values, clock()))) throw notFound();
      await deps.publish({ topic: 'account', to: [relative.id] });
      return { message: familyDraftMessages.saved };
    },

    /** A new invitation (a new token: the old link stops working). */
    async resend(relative: Member, id: string) {
      const token = newToken();
      const draft = await repository.renew(id, relative.id, token, expiry());
      if (!draft) throw notFound();
      await invite(draft, token, await relativeLanguage(relative.id));
      return { message: familyDraftMessages.resent };
    },

    async remove(relative: Member, id: string) {
      if (!(await repository.remove(id, relative.id))) throw notFound();
      await deps.publish({ topic: 'account', to: [relative.id] });
      return { message: familyDraftMessages.deleted };
    },

    /** The member's page of the draft (public: the token is the proof). */
    async invitation(token: string): Promise<FamilyDraftInvitation> {
      const row = await repository.byToken(token, clock());
      if (!row) throw invitationInvalid();
      return presentDraftInvitation(row.draft, row.relativeFirstName);
    },

    /**
     * The member accepts: their account (the draft's names and email, their password and phone),
     * linked to the relative who started it (who may edit the profile until the member stops it),
     * the draft's profile saved as the member's own save (every rule, moderation), then signed in.
     */
    async accept(form: FamilyDraftAccept, ctx: RequestContext, context: AuditContext) {
      const row = await repository.byToken(form.token, clock());
      if (!row) throw invitationInvalid();
      const passwordHash = await deps.auth.newPasswordHash(form.password);
      if (await deps.accounts.findByEmail(row.draft.email))
        throw new ConflictError(familyDraftMessages.memberEmailInUse, 'MEMBER_EMAIL_IN_USE');
      const memberId = randomUUID();
      const language = await relativeLanguage(row.draft.relativeId);
      const relativeEmail = (await deps.accounts.findById(row.draft.relativeId))?.email ?? '';
      const draft = await deps.db
        .transaction(async (tx) => {
          const taken = await repository.take(tx, row.draft.id);
          if (!taken) throw invitationInvalid();
          await deps.accounts.createMember(
            {
              id: memberId,
              email: taken.email,
              firstName: taken.firstName,
              lastName: taken.lastName,
              countryCode: form.countryCode,
              phoneNumber: form.phoneNumber.trim(),
              passwordHash,
              termsAcceptedAt: clock(),
              language,
              emailVerified: true,
            },
            context,
            tx,
          );
          const link = await family.linkAccepted(tx, {
            memberId,
            relativeId: taken.relativeId,
            email: relativeEmail,
            relation: taken.relation,
            at: clock(),
          });
          await family.record(tx, {
            memberId,
            relativeId: taken.relativeId,
            relative: row.relativeFirstName,
            relation: taken.relation,
            action: 'profile_started',
            at: clock(),
          });
          return { taken, link };
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error))
            throw new ConflictError(familyDraftMessages.memberEmailInUse, 'MEMBER_EMAIL_IN_USE');
          throw error;
        });
      await deps.accounts.announceNewAccount();
      const account = await deps.accounts.findById(memberId);
      if (account) await saveStartedProfile(memberOf(account), draft.taken, form);
      await deps.publish({ topic: 'account', to: [draft.taken.relativeId] });
      const { cookies } = await deps.auth.signInVerified(memberId, ctx, 'family-invitation');
      return { message: familyDraftMessages.accepted, cookies };
    },

    /** The member refuses: the draft is deleted, nothing of it kept. */
    async refuse(token: string) {
      const row = await repository.byToken(token, clock());
      if (!row) throw invitationInvalid();
      const taken = await repository.take(deps.db, row.draft.id);
      if (!taken) throw invitationInvalid();
      await deps.publish({ topic: 'account', to: [taken.relativeId] });
      return { message: familyDraftMessages.refused };
    },
  };

  /**
   * The started profile becomes the member's: a filled-in draft is saved whole (the profile is
   * complete); a partial one is the guided first profile's draft (D40) that the member finishes.
   * A rule that changed meanwhile (a blocked word added) leaves the member to fill it in.
   */
  async function saveStartedProfile(member: Member, draft: FamilyDraftRow, form: FamilyDraftAccept) {
    const profile = draft.profile as DraftProfile;
    const contact = { countryCode: form.countryCode, phoneNumber: form.phoneNumber.trim() };
    const whole = { ...profile, ...contact, profileCreatedBy: draft.profileFor } as ProfileSave;
    try {
      if (!profileProblem(whole, clock())) await deps.profiles.save(member, whole);
      else await deps.profiles.saveDraft(member, { profileCreatedBy: draft.profileFor, ...contact });
    } catch (error) {
      deps.logger.warn({ err: error }, 'a started profile could not be saved as it was; the member fills it in');
    }
  }
}
