import { and, eq } from 'drizzle-orm';
import type { Database, Executor } from '#server/db/database.ts';
import { schema } from '#server/db/schema.ts';

const { appSettings, credentials, users } = schema;

/** D48: the provider the church connected (the secret as stored: sealed) and members' password sign-in. */
export interface StoredChurchSettings {
  on: boolean;
  issuer: string;
  clientId: string;
  sealedSecret: string;
  buttonLabel: string;
  memberPasswordSignIn: boolean;
}

const DEFAULTS: StoredChurchSettings = {
  on: false,
  issuer: '',
  clientId: '',
  sealedSecret: '',
  buttonLabel: '',
  memberPasswordSignIn: true,
};

/** better-auth's accounts table (`credentials`): a church link is providerId 'church', accountId the provider's `sub`. */
export const CHURCH_PROVIDER_ID = 'church';

export function createChurchSignInRepository(db: Database) {
  return {
    async read(executor: Executor = db): Promise<StoredChurchSettings> {
      const [row] = await executor
        .select({
          on: appSettings.oidcOn,
          issuer: appSettings.oidcIssuer,
          clientId: appSettings.oidcClientId,
          sealedSecret: appSettings.oidcClientSecret,
          buttonLabel: appSettings.oidcButtonLabel,
          memberPasswordSignIn: appSettings.memberPasswordSignIn,
        })
        .from(appSettings)
        .where(eq(appSettings.id, 1));
      return row ?? DEFAULTS;
    },

    /** The one settings row, created the first time; only these columns are written. */
    async write(executor: Executor, next: StoredChurchSettings, adminId: string) {
      const columns = {
        oidcOn: next.on,
        oidcIssuer: next.issuer,
        oidcClientId: next.clientId,
        oidcClientSecret: next.sealedSecret,
        oidcButtonLabel: next.buttonLabel,
        memberPasswordSignIn: next.memberPasswordSignIn,
      };
      await executor
        .insert(appSettings)
        .values({ id: 1, ...columns, updatedById: adminId })
        .onConflictDoUpdate({
          target: appSettings.id,
          set: { ...columns, updatedById: adminId, updatedAt: new Date() },
        });
    },

    /** The account a provider's `sub` is linked to, if any. */
    async linkedAccount(sub: string): Promise<string | undefined> {
      const [row] = await db
        .select({ userId: credentials.userId })
        .from(credentials)
        .where(and(eq(credentials.providerId, CHURCH_PROVIDER_ID), eq(credentials.accountId, sub)))
        .limit(1);
      return row?.userId;
    },

    /** Links the account to the provider's `sub`; the provider vouched for the email, so it is verified. */
    async link(userId: string, sub: string, emailVerified: boolean) {
      await db.transaction(async (tx) => {
        await tx.insert(credentials).values({
          id: crypto.randomUUID(),
          accountId: sub,
          providerId: CHURCH_PROVIDER_ID,
          userId,
        });
        if (emailVerified) await tx.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
      });
    },
  };
}
