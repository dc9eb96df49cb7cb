import { securityMessages } from '#shared/schemas/account-security.ts';
import { messages } from '#shared/messages.ts';
import { BadRequestError, TooManyRequestsError, UnauthorizedError } from '#server/lib/errors.ts';
import type { AccountsService } from '#server/modules/accounts/accounts.service.ts';
import { THROTTLE_RULES } from '#server/modules/throttle/throttle.rules.ts';
import type { ThrottleService } from '#server/modules/throttle/throttle.service.ts';
import { passwordOwner, type Auth } from './auth.ts';

/**
 * D35: a signed-in member proves it is them again before a change to their account's security
 * (email, two-factor sign-in): 5 tries in 15 minutes, shared with the password change. Returns
 * the account.
 */
export async function assertPasswordAgain(
  deps: { auth: Auth; accounts: AccountsService; throttle: ThrottleService },
  memberId: string,
  password: string,
) {
  const account = await deps.accounts.findById(memberId);
  if (!account) throw new UnauthorizedError(messages.auth.notAuthenticated);
  if (!(await deps.throttle.consume(THROTTLE_RULES.passwordChecksPerMember, memberId))) {
    throw new TooManyRequestsError(securityMessages.tooManyAttempts, 'TOO_MANY_ATTEMPTS');
  }
  if ((await passwordOwner(deps.auth, account.email, password)) !== memberId) {
    throw new BadRequestError(securityMessages.currentPasswordWrong, 'WRONG_PASSWORD');
  }
  return account;
}
