import { messages } from '#shared/messages.ts';
import { TooManyRequestsError } from '#server/lib/errors.ts';
import type { RequestContext } from '#server/lib/request-context.ts';
import type { AccountsService } from '#server/modules/accounts/accounts.service.ts';
import { THROTTLE_RULES } from '#server/modules/throttle/throttle.rules.ts';
import type { ThrottleService } from '#server/modules/throttle/throttle.service.ts';
import type { Auth } from './auth.ts';
import { deviceCookie, newDeviceId, readDeviceCookie, type Device } from './device-cookie.ts';

export const tooManyAttempts = () => new TooManyRequestsError(messages.login.tooManyAttempts, 'TOO_MANY_ATTEMPTS');

/**
 * ADR 0025: failed sign-ins counted per address, per email and address together, and per email
 * across addresses, with the owner's known devices (a signed device cookie) counted apart, so that
 * nobody who only knows an email can lock its owner out.
 */
export function createSignInThrottle(deps: {
  throttle: ThrottleService;
  accounts: AccountsService;
  /** The device cookie is better-auth's signed cookie (device-cookie.ts). */
  auth: Auth;
}) {
  const { throttle } = deps;
  const emailAndIp = (email: string, ctx: RequestContext) => `${email} ${ctx.ip}`;

  return {
    /**
     * The request's device cookie when it is valid, names the account of this email and has not
     * failed too often itself; otherwise undefined (a forged or altered cookie is ignored).
     */
    async trustedDevice(email: string, headers: Headers): Promise<Device | undefined> {
      const device = await readDeviceCookie(deps.auth, headers.get('cookie'));
      if (!device) return undefined;
      const account = await deps.accounts.findByEmail(email);
      if (account?.id !== device.accountId) return undefined;
      if (await throttle.isExhausted(THROTTLE_RULES.signInFailuresPerDevice, device.deviceId)) return undefined;
      return device;
    },

    /**
     * Where this attempt stands before the password is checked: held back by its address (or, for
     * an unknown device, by the email and address together), past the email's ceiling (an unknown
     * device only), or free to try.
     */
    async standing(email: string, ctx: RequestContext, device: Device | undefined) {
      if (
        (await throttle.isExhausted(THROTTLE_RULES.signInFailuresPerIp, ctx.ip)) ||
        (!device && (await throttle.isExhausted(THROTTLE_RULES.signInFailuresPerEmailAndIp, emailAndIp(email, ctx))))
      )
        return 'held' as const;
      if (!device && (await throttle.isExhausted(THROTTLE_RULES.signInFailuresPerEmail, email)))
        return 'past-ceiling' as const;
      return 'free' as const;
    },

    /** A known device's failures count against it alone; any other against the address, the pair and the email. */
    async countFailure(email: string, ctx: RequestContext, device: Device | undefined) {
      await throttle.consume(THROTTLE_RULES.signInFailuresPerIp, ctx.ip);
      if (device) {
        await throttle.consume(THROTTLE_RULES.signInFailuresPerDevice, device.deviceId);
        return;
      }
      await throttle.consume(THROTTLE_RULES.signInFailuresPerEmailAndIp, emailAndIp(email, ctx));
      await throttle.consume(THROTTLE_RULES.signInFailuresPerEmail, email);
    },

    /** The device cookie of a successful sign-in (its Set-Cookie): the same device id again, or a new one. */
    async rememberDevice(accountId: string, device: Device | undefined): Promise<string[]> {
      const deviceId = device?.accountId === accountId ? device.deviceId : newDeviceId();
      return await deviceCookie(deps.auth, { accountId, deviceId });
    },
  };
}
