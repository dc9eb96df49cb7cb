import type { FastifyBaseLogger } from 'fastify';
import { randomUUID } from 'node:crypto';
import {
  DATA_EXPORT_DAYS,
  memberDataMessages,
  type AccountDeletion,
  type DataExport,
} from '#shared/schemas/member-data.ts';
import { messages } from '#shared/messages.ts';
import type { Background } from '#server/lib/background.ts';
import type { Database } from '#server/db/database.ts';
import {
  BadRequestError,
  ForbiddenError,
  NotFoundError,
  TooManyRequestsError,
  UnauthorizedError,
} from '#server/lib/errors.ts';
import type { Storage } from '#server/lib/storage.ts';
import { memberOf } from '#server/lib/member.ts';
import type { FamilyService } from '#server/modules/family/family.service.ts';
import type { JobsService } from '#server/modules/jobs/jobs.service.ts';
import { gatherMemberData, zipMemberData, type ExportSources } from './member-data.export.ts';
import { createMemberDataRepository, type DataExportRow } from './member-data.repository.ts';
import type { Mailer } from '#server/lib/mailer.ts';
import { accountEmail } from '#server/lib/account-emails.ts';
import type { Member } from '#server/lib/member.ts';
import type { AuditContext } from '#server/modules/audit/audit.service.ts';
import { passwordOwner, type Auth } from '#server/modules/auth/auth.ts';
import type { Publish } from '#server/modules/live-events/live-events.service.ts';
import { THROTTLE_RULES } from '#server/modules/throttle/throttle.rules.ts';
import type { ThrottleService } from '#server/modules/throttle/throttle.service.ts';

export type MemberDataService = ReturnType<typeof createMemberDataService>;

/** The job that prepares a member's data export (ADR 0026's queue). */
export const DATA_EXPORT_QUEUE = 'data-export';
const DATA_EXPORT_PURGE_QUEUE = 'data-export-purge';
const DAY_MS = 24 * 60 * 60 * 1000;

function presentExport(row: DataExportRow | undefined): DataExport {
  if (!row) return { status: 'none', requestedAt: null, readyAt: null, expiresAt: null, bytes: null };
  return {
    status: row.status === 'ready' || row.status === 'failed' ? row.status : 'preparing',
    requestedAt: row.requestedAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    bytes: row.status === 'ready' ? row.bytes : null,
  };
}

/**
 * D34, the member's data rights: "Download my data" (a ZIP prepared in the background by the
 * `data-export` job, downloadable for 7 days) and deleting their own account for good (the password
 * again, a typed confirmation; the same removal as an admin's deletion, D22; a confirmation email).
 */
export function createMemberDataService(
  deps: ExportSources & {
    /** D45: a relative's account that deletes itself leaves its families first. */
    family: Pick<FamilyService, 'leaveAll'>;
    db: Database;
    storage: Storage;
    jobs: JobsService;
    auth: Auth;
    throttle: ThrottleService;
    mailer: Mailer;
    publish: Publish;
    background: Background;
    logger: FastifyBaseLogger;
  },
) {
  const { accounts, photos, storage } = deps;
  const repository = createMemberDataRepository(deps.db);
  const clock = () => new Date();

  /** The member's export row and file go (expired, replaced, or the member is leaving). */
  async function forget(userId: string) {
    const row = await repository.find(userId);
    await repository.remove(userId);
    if (row?.storageKey) await storage.delete([row.storageKey]);
  }

  /**
   * Issue 43: once the member's rows and photo files are gone, their photo folder goes too (with
   * anything a crash left in it). The account is already deleted: a failure is logged, not answered.
   */
  async function discardFolder(userId: string) {
    try {
      await storage.removeMemberFolder(userId);
    } catch (error) {
      deps.logger.error({ err: error, userId }, 'could not remove the photo folder of a deleted member');
    }
  }

  /** The row, or nothing once the download has expired (then its file goes). */
  async function current(userId: string, now = clock()) {
    const row = await repository.find(userId);
    if (row?.expiresAt && row.expiresAt <= now) {
      await forget(userId);
      return undefined;
    }
    return row;
  }

  async function prepare(userId: string) {
    const account = await accounts.findById(userId);
    if (!account) return;
    const now = clock();
    const member = memberOf(account);
    try {
      const data = await gatherMemberData(deps, member, now);
      if (!data) return;
      const zip = await zipMemberData(data, (photoId) => photos.read(member, photoId, 'display'));
      const storageKey = `exports/${userId}/${randomUUID()}.zip`;
      await storage.put(storageKey, zip, 'application/zip');
      const done = await repository.finish(
        userId,
        { storageKey, bytes: zip.length },
        now,
        new Date(now.getTime() + DATA_EXPORT_DAYS * DAY_MS),
      );
      // The member left meanwhile: nothing of theirs may stay.
      const replaced = done ? done.previous : storageKey;
      if (replaced && replaced !== storageKey) await storage.delete([replaced]);
    } catch (error) {
      await repository.fail(userId);
      throw error;
    }
    await deps.publish({ topic: 'account', to: [userId] });
  }

  deps.jobs.register(DATA_EXPORT_QUEUE, async (payload) => {
    if (typeof payload.userId === 'string') await prepare(payload.userId);
  });

  // Expired downloads and their files go (as the notifications' purge, D30: one job per start).
  deps.jobs.register(DATA_EXPORT_PURGE_QUEUE, async () => {
    for (const row of await repository.expired(clock())) await forget(row.userId);
  });

  return {
    /** D34: where the member's download stands. */
    exportStatus: async (member: Member): Promise<DataExport> => presentExport(await current(member.id)),

    /** D34: prepares a new download in the background (3 a day); one in preparation is not doubled. */
    async requestExport(member: Member): Promise<DataExport> {
      const row = await current(member.id);
      if (row?.status === 'preparing') return presentExport(row);
      if (!(await deps.throttle.consume(THROTTLE_RULES.dataExportsPerDay, member.id))) {
        throw new TooManyRequestsError(memberDataMessages.tooManyExports, 'TOO_MANY_EXPORTS');
      }
      await deps.db.transaction(async (tx) => {
        await repository.start(tx, member.id, clock());
        await deps.jobs.enqueue({ queue: DATA_EXPORT_QUEUE, payload: { userId: member.id } }, tx);
      });
      return presentExport(await repository.find(member.id));
    },

    /** D34: the ZIP, while it is ready and not expired. */
    async download(member: Member): Promise<Buffer> {
      const row = await current(member.id);
      const bytes = row?.status === 'ready' && row.storageKey ? await storage.get(row.storageKey) : undefined;
      if (!bytes) throw new NotFoundError(memberDataMessages.exportNotReady, 'EXPORT_NOT_READY');
      return bytes;
    },

    /** An account that goes (here or by an admin, D22) takes its export file with it. */
    forget,

    /** After an account's deletion (here or by an admin, D22): its photo folder (issue 43). */
    discardFolder,

    /** At start: the purge of expired downloads, keyed by the day so that one instance does it. */
    schedulePurge: () =>
      deps.jobs.enqueue({
        queue: DATA_EXPORT_PURGE_QUEUE,
        key: `${DATA_EXPORT_PURGE_QUEUE}:${clock().toISOString().slice(0, 10)}`,
        payload: {},
      }),

    /** Every row of the member goes (the database cascades, D22), then their photo files. */
    async deleteOwnAccount(member: Member, input: AccountDeletion, context: AuditContext) {
      const account = await accounts.findById(member.id);
      if (!account) throw new UnauthorizedError(messages.auth.notAuthenticated);
      if (account.role === 'super_admin') {
        throw new ForbiddenError(memberDataMessages.superAdminRefused, 'SUPER_ADMIN_ACCOUNT');
      }
      if (!(await deps.throttle.consume(THROTTLE_RULES.passwordChecksPerMember, member.id))) {
        throw new TooManyRequestsError(memberDataMessages.tooManyAttempts, 'TOO_MANY_ATTEMPTS');
      }
      if ((await passwordOwner(deps.auth, account.email, input.password)) !== member.id) {
        throw new BadRequestError(memberDataMessages.passwordWrong, 'WRONG_PASSWORD');
      }
      // D37: read before the profile, which holds it, goes.
      const language = await accounts.language(member);
      // D45: a relative's account leaves each family it helped first, as a relative who leaves.
      if (member.relative) await deps.family.leaveAll(member, account.firstName);
      const files = (await photos.photosByUser([member.id])).get(member.id) ?? [];
      await forget(member.id);
      if (!(await accounts.deleteAccount(member.id))) throw new UnauthorizedError(messages.auth.notAuthenticated);
      await photos.discardFiles(files);
      await discardFolder(member.id);
      // No subject: the member is gone; the entry says an account deleted itself, not whose.
      await deps.audit.record({ ...context, actorId: null, action: 'member.account_deleted' });
      deps.background.run('could not announce the account deletion', () =>
        deps.publish({ topic: 'session-check', to: [member.id], admins: true }),
      );
      deps.background.run('could not send the account-deleted email', () =>
        deps.mailer.send({ to: account.email, ...accountEmail(language, 'accountDeleted'), links: [] }),
      );
      return { message: memberDataMessages.deleted };
    },
  };
}
