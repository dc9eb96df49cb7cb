import type { Database } from '#server/db/database.ts';
import type { AccountRow } from '#server/db/rows.ts';
import type { Background } from '#server/lib/background.ts';
import type { Mailer } from '#server/lib/mailer.ts';
import { accountEmail } from '#server/lib/account-emails.ts';
import { memberOf } from '#server/lib/member.ts';
import type { AccountsService } from '#server/modules/accounts/accounts.service.ts';
import { auditFields, type RequestContext } from '#server/lib/request-context.ts';
import type { AuditService } from '#server/modules/audit/audit.service.ts';
import { THROTTLE_RULES } from '#server/modules/throttle/throttle.rules.ts';
import type { ThrottleService } from '#server/modules/throttle/throttle.service.ts';
import { createSignInLinksRepository } from './sign-in-links.repository.ts';

/** ADR 0025: a sign-in link works once, for 15 minutes. */
const SIGN_IN_LINK_MS = 15 * 60 * 1000;

/**
 * ADR 0025: the single-use links mailed when the right password came from a new device while the
 * email's failures were over their ceiling (auth.service.ts signs in with them).
 */
export function createSignInLinks(deps: {
  db: Database;
  throttle: ThrottleService;
  audit: AuditService;
  mailer: Mailer;
  accounts: AccountsService;
  background: Background;
  publicUrl: string;
}) {
  const repository = createSignInLinksRepository(deps.db);
  return {
    ownerOf: repository.ownerOf,
    redeem: repository.redeem,

    /** Mails a new link, at most a few an hour: the right password repeated does not flood the owner's inbox. */
    async send(account: AccountRow, ctx: RequestContext) {
      if (!(await deps.throttle.consume(THROTTLE_RULES.signInLinksPerEmail, account.email.toLowerCase()))) return;
      const now = new Date();
      const token = await repository.create(account.id, new Date(now.getTime() + SIGN_IN_LINK_MS), now);
      const url = `${deps.publicUrl}/sign-in-link?token=${encodeURIComponent(token)}`;
      deps.background.run('could not send the sign-in link', async () => {
        const language = await deps.accounts.language(memberOf(account));
        await deps.mailer.send({ to: account.email, ...accountEmail(language, 'signInLink', { url }), links: [url] });
      });
      await deps.audit.record({ ...auditFields(ctx), action: 'member.sign_in_link_sent', subjectUserId: account.id });
    },
  };
}
