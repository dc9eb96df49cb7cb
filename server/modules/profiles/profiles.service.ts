import { presentFit, seekerOf } from '#server/db/fit.ts';
import { utcDay } from '#shared/days.ts';
import { profileMessages } from '#shared/messages.ts';
import { storedValues } from '#shared/profile-fields.ts';
import { PROFILE_TEXT_FIELDS, type ProfileTextField } from '#shared/schemas/blocked-words.ts';
import { isLookingFor, type LookingFor, type ProfileStatus } from '#shared/enums.ts';
import type { LookingForAnswer, Photo, ProfileDraft, ProfileSave } from '#shared/schemas/profile.ts';
import { draftProblem, firstProfileProblem } from '#shared/schemas/profile-save.ts';
import { BadRequestError, ConflictError, NotFoundError } from '#server/lib/errors.ts';
import type { ChurchesService } from '#server/modules/churches/churches.service.ts';
import type { EndorsementsService } from '#server/modules/endorsements/endorsements.service.ts';
import type { Database } from '#server/db/database.ts';
import type { Member } from '#server/lib/member.ts';
import type { Publish } from '#server/modules/live-events/live-events.service.ts';
import type { ModerationService } from '#server/modules/moderation/moderation.service.ts';
import type { BlockedWordsService } from '#server/modules/blocked-words/blocked-words.service.ts';
import type { PhotosService } from '#server/modules/photos/photos.service.ts';
import type { ProfileCeiling } from '#server/modules/throttle/profile-ceiling.service.ts';
import type { SuggestionDirectory } from '#server/modules/family/suggestions.service.ts';
import { createProfilesRepository } from './profiles.repository.ts';
import { changedFields, draftAccount } from './profile-changes.ts';
import { presentOwnProfile, presentProfileView } from './profiles.presenter.ts';

export type ProfilesService = ReturnType<typeof createProfilesService>;

/** D42: the free texts a save or a draft carries, for the blocked words. */
export const profileTexts = (input: Partial<Record<ProfileTextField, unknown>>) =>
  Object.fromEntries(
    PROFILE_TEXT_FIELDS.flatMap((field) => (typeof input[field] === 'string' ? [[field, input[field]]] : [])),
  ) as Partial<Record<ProfileTextField, string>>;
type AdminAccountUpdate = Parameters<ReturnType<typeof createProfilesRepository>['save']>[2];
type AdminProfileUpdate = Parameters<ReturnType<typeof createProfilesRepository>['save']>[3];

export function createProfilesService(deps: {
  db: Database;
  /** D45: whether the viewer's linked relatives suggested the member ('Suggested by …'). */
  suggestions: Pick<SuggestionDirectory, 'of'>;
  photos: PhotosService;
  publish: Publish;
  profileCeiling: ProfileCeiling;
  /** D32: a church of the directory, spelled any way, is saved as that entry. */
  churches: Pick<ChurchesService, 'resolve'>;
  /** D32: changing church ends the endorsements of the other one. */
  endorsements: Pick<EndorsementsService, 'churchChanged'>;
  /** D31: a changed profile waits for review again; the member's standing on My Profile. */
  moderation: Pick<ModerationService, 'profileChanged' | 'standing'>;
  /** D42: a profile text holding a blocked word is refused. */
  blockedWords: Pick<BlockedWordsService, 'assertAllowed'>;
}) {
  const repository = createProfilesRepository(deps.db);
  const { photos } = deps;

  async function ownProfile(account: Member) {
    const member = await repository.findMember(account.id);
    if (!member) throw new NotFoundError(profileMessages.notFound, 'PROFILE_NOT_FOUND');
    const photoRows = (await photos.photosByUser([account.id])).get(account.id) ?? [];
    return presentOwnProfile(member.account, member.profile, photoRows, await deps.moderation.standing(account.id));
  }

  return {
    ownProfile,

    /**
     * Spec §4: a save marks the profile complete, resets approval and leaves role, membership and
     * counters alone (they are not in the schema). Every rule of §5 with its message. D31: the
     * fields that changed wait for a moderator (a save that changes nothing leaves the review as it is).
     */
    async save(account: Member, input: ProfileSave) {
      const problem = firstProfileProblem(input);
      if (problem) throw new BadRequestError(problem, 'VALIDATION_FAILED');
      await deps.blockedWords.assertAllowed(profileTexts(input));
      const { firstName, lastName, countryCode, phoneNumber, ...profile } = input;
      const church = await deps.churches.resolve(profile.church);
      const names = { firstName: firstName.trim(), lastName: lastName.trim() };
      const stored = { ...storedValues(profile, 'trimmed-or-null'), ...church };
      const changed = changedFields(await repository.findMember(account.id), { ...names, ...stored });
      await deps.db.transaction(async (tx) => {
        await repository.save(
          tx,
          account.id,
          { ...names, name: `${names.firstName} ${names.lastName}`, countryCode, phoneNumber: phoneNumber.trim() },
          { ...stored, profileStatus: 'complete' },
        );
        await deps.moderation.profileChanged(tx, account.id, changed);
      });
      await deps.endorsements.churchChanged(account.id, church.churchId);
      return ownProfile(account);
    },

    /**
     * Issue 44: a draft of the guided first profile (D40), saved as the member leaves a step. Only
     * the fields it carries, each by its own rule (draftProblem); the required fields are asked
     * when completing (save). The profile stays incomplete; what changed waits for a moderator as
     * a save's changes do (D31). A complete profile is edited on My Profile (409).
     */
    async saveDraft(account: Member, input: ProfileDraft) {
      const before = await repository.findMember(account.id);
      if (!before) throw new NotFoundError(profileMessages.notFound, 'PROFILE_NOT_FOUND');
      if (before.profile?.profileStatus === 'complete')
        throw new ConflictError(profileMessages.draftOfComplete, 'PROFILE_COMPLETE');
      // A phone number without its country code is read with the stored one.
      const problem = draftProblem({ countryCode: before.account.countryCode, ...input });
      if (problem) throw new BadRequestError(problem.message, 'VALIDATION_FAILED');
      await deps.blockedWords.assertAllowed(profileTexts(input));
      const { firstName, lastName, countryCode, phoneNumber, ...profile } = input;
      const church = profile.church === undefined ? undefined : await deps.churches.resolve(profile.church);
      const names = draftAccount(before.account, { firstName, lastName, countryCode, phoneNumber });
      const stored = { ...storedValues(profile, 'trimmed-or-null'), ...church };
      const changed = changedFields(before, { ...names, ...stored });
      await deps.db.transaction(async (tx) => {
        await repository.save(tx, account.id, names, stored);
        await deps.moderation.profileChanged(tx, account.id, changed);
      });
      if (church) await deps.endorsements.churchChanged(account.id, church.churchId);
      return ownProfile(account);
    },

    /**
     * Profile Details (spec §2): hidden members answer 'Profile not found' (D11, D12), a free
     * viewer gets the limited view (D13), contact details only when the member shares them with the viewer (D38), the viewer's own
     * interest and shortlist entry for the page's buttons, and
     * the view is counted once per viewer per day (D16). Each page counts against the viewer's
     * daily ceiling of profiles (issue 25), refused with 429 once it is reached.
     */
    async view(viewer: Member, userId: string) {
      await deps.profileCeiling.assertOpen(viewer);
      const today = new Date();
      const seeker = await seekerOf(deps.db, viewer.id, today);
      const member = await repository.findVisibleMember(viewer.id, userId, seeker, today);
      if (!member) throw new NotFoundError(profileMessages.notFound, 'PROFILE_NOT_FOUND');
      await deps.profileCeiling.count(viewer, 1);
      if (await repository.recordView(viewer.id, userId, utcDay(new Date())))
        await deps.publish({ topic: 'dashboard', to: [userId] });
      const photoRows = (await photos.photosByUser([userId], true)).get(userId) ?? [];
      const suggestedBy = (await deps.suggestions.of(viewer.id, [userId])).get(userId);
      const view = presentProfileView({
        account: member.account,
        profile: member.profile,
        photos: photoRows,
        full: viewer.premiumAccess,
        contactUnlocked: member.contactUnlocked,
        canMessage: member.canMessage,
        relation: { interestSent: member.interestSent, shortlisted: member.shortlisted },
        fit: presentFit(member, seeker),
        endorsement: member.endorsement,
      });
      return suggestedBy ? { ...view, suggestedBy } : view;
    },

    countViews: (userId: string) => repository.countViews(userId),

    /** The admin's Manage modal (D5): the account and its profile, whatever their state. */
    findMember: (userId: string) => repository.findMember(userId),

    /**
     * The admin's save (spec §5 "Admin user edit", D5): account and profile in one transaction,
     * recording the admin; approval and profile status are the member's and stay as they are.
     */
    async adminSave(userId: string, account: AdminAccountUpdate, profile: AdminProfileUpdate) {
      const church = profile.church === undefined ? undefined : await deps.churches.resolve(profile.church);
      await deps.db.transaction((tx) => repository.save(tx, userId, account, { ...profile, ...church }));
      if (church) await deps.endorsements.churchChanged(userId, church.churchId);
    },

    /**
     * D36: the dashboard's question of whom the member is looking for, answered without the rest
     * of the profile. Not a change of what others read, so approval stays as it is.
     */
    async setLookingFor(account: Member, answer: LookingForAnswer): Promise<LookingForAnswer> {
      await repository.setLookingFor(account.id, answer.lookingFor);
      // The member's other tabs: their dashboard stops asking and discovery follows the answer.
      await deps.publish({ topic: 'account', to: [account.id] });
      return answer;
    },

    /**
     * The dashboard's welcome card: name, completion, the primary photo (issue 24: the avatar) and
     * whom the member is looking for (D36: asked until answered).
     */
    async summary(memberId: string): Promise<{
      firstName: string;
      email: string;
      completion: number;
      profileStatus: ProfileStatus;
      profilePhoto: Photo | null;
      lookingFor: LookingFor | null;
    }> {
      const member = await repository.findMember(memberId);
      if (!member) throw new NotFoundError(profileMessages.notFound, 'PROFILE_NOT_FOUND');
      const photoRows = (await photos.photosByUser([memberId])).get(memberId) ?? [];
      const { firstName, email, completion, profileStatus, profilePhoto } = presentOwnProfile(
        member.account,
        member.profile,
        photoRows,
        await deps.moderation.standing(memberId),
      );
      const lookingFor = member.profile?.lookingFor;
      return {
        firstName,
        email,
        completion,
        profileStatus,
        profilePhoto,
        lookingFor: isLookingFor(lookingFor) ? lookingFor : null,
      };
    },
  };
}
