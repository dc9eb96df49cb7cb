import type { AdminChurch, DirectoryChurch } from '#shared/schemas/churches.ts';
import type { ChurchRow } from './churches.repository.ts';

/** What a member's picker gets of a church (D32): never the pastor's name or address. */
export const presentDirectoryChurch = (row: ChurchRow): DirectoryChurch => ({
  id: row.id,
  name: row.name,
  city: row.city,
  country: row.country,
  denomination: row.denomination,
});

/** The super admin's view: the pastor, whether retired, how many members name the church. */
export const presentAdminChurch = (row: ChurchRow, members: number): AdminChurch => ({
  ...presentDirectoryChurch(row),
  pastorName: row.pastorName,
  pastorEmail: row.pastorEmail,
  retired: row.retiredAt !== null,
  members,
  updatedAt: row.updatedAt.toISOString(),
});
