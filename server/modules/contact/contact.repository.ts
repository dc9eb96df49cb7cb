import { desc, eq } from 'drizzle-orm';
import type { ContactSubject } from '#shared/enums.ts';
import type { Database } from '#server/db/database.ts';
import { schema } from '#server/db/schema.ts';

const { contactMessages } = schema;

export interface NewContactMessage {
  name: string;
  email: string;
  phone: string;
  subject: ContactSubject | null;
  message: string;
}

/** The landing page's contact messages (D18); super admins read them (the admin issue's repository). */
export function createContactRepository(db: Database) {
  return {
    async insert(values: NewContactMessage): Promise<{ id: string }> {
      const [row] = await db.insert(contactMessages).values(values).returning({ id: contactMessages.id });
      if (!row) throw new Error('The contact message was not stored.');
      return row;
    },

    async list() {
      return db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt)).limit(500);
    },

    async setRead(id: string, read: boolean): Promise<boolean> {
      const updated = await db
        .update(contactMessages)
        .set({ readAt: read ? new Date() : null })
        .where(eq(contactMessages.id, id))
        .returning({ id: contactMessages.id });
      return updated.length > 0;
    },
  };
}
