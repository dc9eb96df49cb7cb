import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '#server/db/database.ts';

/** Issue 49: what the System health card reads from the database itself. */
export function createSystemHealthRepository(db: Database) {
  return {
    /** Drizzle's own record of the migrations applied: how many, and the newest one's creation time. */
    async migrations(): Promise<{ applied: number; latestWhen: number | null }> {
      const [row] = await selectRows<{ applied: number; latest: string | null }>(
        db,
        sql`select count(*)::int as applied, max(created_at)::text as latest from drizzle.__drizzle_migrations`,
      );
      return { applied: row?.applied ?? 0, latestWhen: row?.latest ? Number(row.latest) : null };
    },

    /** The database's size on disk and the stored photos (their count and the display images' bytes). */
    async storage(): Promise<{ databaseBytes: number; photos: number; photoBytes: number }> {
      const [row] = await selectRows<{ database_bytes: string; photos: number; photo_bytes: string }>(
        db,
        sql`select pg_database_size(current_database())::text as database_bytes,
                   (select count(*)::int from photos) as photos,
                   (select coalesce(sum(bytes), 0)::text from photos) as photo_bytes`,
      );
      return {
        databaseBytes: Number(row?.database_bytes ?? 0),
        photos: row?.photos ?? 0,
        photoBytes: Number(row?.photo_bytes ?? 0),
      };
    },
  };
}
