import { churchMessages, type AdminChurch, type ChurchForm, type DirectoryChurch } from '#shared/schemas/churches.ts';
import type { Database, Executor } from '#server/db/database.ts';
import { churchKey } from '#shared/rules/church-names.ts';
import { isUniqueViolation } from '#server/db/errors.ts';
import { ConflictError } from '#server/lib/errors.ts';
import type { Member } from '#server/lib/member.ts';
import type { AuditAction, AuditContext, AuditService } from '#server/modules/audit/audit.service.ts';
import { assertChurchFound } from './churches.policy.ts';
import { presentAdminChurch, presentDirectoryChurch } from './churches.presenter.ts';
import { createChurchesRepository, type ChurchRow } from './churches.repository.ts';

export type ChurchesService = ReturnType<typeof createChurchesService>;

/** A saved church and the sentence the panel shows for it. */
type Saved = { message: string; church: AdminChurch };

/**
 * D32's church directory: kept by the super admin, read by members (My Profile's picker,
 * discovery's filter), and the link between a member's church and its directory entry.
 */
export function createChurchesService(deps: { db: Database; audit: AuditService }) {
  const repository = createChurchesRepository(deps.db);

  async function saved(
    admin: Member | null,
    row: ChurchRow,
    action: AuditAction,
    message: string,
    context: AuditContext,
  ) {
    await deps.audit.record({ ...context, actorId: admin?.id ?? null, action, detail: { churchId: row.id } });
    return { message, church: presentAdminChurch(row, await repository.countMembers(row.id)) } satisfies Saved;
  }

  /** A name already listed (however spelled) is refused with the directory's words. */
  async function uniquely<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictError(churchMessages.duplicate, 'CHURCH_EXISTS');
      throw error;
    }
  }

  return {
    /** My Profile's picker: the churches members may pick, by name. */
    async directory(): Promise<{ churches: DirectoryChurch[] }> {
      return { churches: (await repository.listActive()).map(presentDirectoryChurch) };
    },

    /**
     * Discovery's church filter (D32): the directory's names, then the churches members typed that
     * are not in it (spec §5), one name per church however spelled ("St Paul's Cathedral" and
     * "St. Paul's Cathedral" are one entry, the directory's spelling), sorted.
     */
    async filterNames(typedByMembers: string[]): Promise<string[]> {
      const byKey = new Map<string, string>();
      for (const row of await repository.listActive()) byKey.set(row.nameKey, row.name);
      for (const name of typedByMembers) {
        const key = churchKey(name);
        if (key && !byKey.has(key)) byKey.set(key, name);
      }
      return [...byKey.values()].sort();
    },

    /**
     * A member's church as saved (D32): a name of the directory, spelled any way, becomes that
     * entry (its id and its own spelling); any other name is the member's own ("other").
     */
    async resolve(name: string | null | undefined): Promise<{ church: string | null; churchId: string | null }> {
      const typed = name?.trim() ? name.trim() : null;
      const entry = typed ? await repository.findActiveByName(typed) : undefined;
      return entry ? { church: entry.name, churchId: entry.id } : { church: typed, churchId: null };
    },

    async list(): Promise<{ churches: AdminChurch[] }> {
      return { churches: (await repository.listAll()).map((row) => presentAdminChurch(row, row.members)) };
    },

    /** `admin` null: the demo's directory (server/modules/demo/demo-data.ts), added by nobody. */
    async add(admin: Member | null, form: ChurchForm, context: AuditContext): Promise<Saved> {
      const row = await uniquely(() => repository.add(form));
      return saved(admin, row, 'admin.church_added', churchMessages.added, context);
    },

    async update(admin: Member, id: string, form: ChurchForm, context: AuditContext): Promise<Saved> {
      const row = assertChurchFound(await uniquely(() => repository.update(id, form)));
      return saved(admin, row, 'admin.church_updated', churchMessages.updated, context);
    },

    /**
     * D44: the pastor a member proposed becomes the church's, in the caller's transaction (the
     * proposal's decision and its audit); false when the church has a pastor's email already.
     */
    addProposedPastor: (churchId: string, pastor: { pastorName: string; pastorEmail: string }, tx: Executor) =>
      repository.setPastorIfNone(churchId, pastor, tx),

    /** Retired: kept by the members who named it, offered to nobody new. Reinstated: offered again. */
    async setRetired(admin: Member, id: string, retired: boolean, context: AuditContext): Promise<Saved> {
      const row = assertChurchFound(await repository.setRetired(id, retired));
      return retired
        ? saved(admin, row, 'admin.church_retired', churchMessages.retired, context)
        : saved(admin, row, 'admin.church_reinstated', churchMessages.reinstated, context);
    },
  };
}
