import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import * as client from 'openid-client';
import { LANGUAGES, type Language } from '#shared/enums.ts';
import { isAllowedIssuer } from '#shared/schemas/church-sign-in.ts';
import { ChurchSignInRefused } from './church-sign-in.policy.ts';

/**
 * D48's OpenID Connect relying party (ADR 0053), with `openid-client` (certified): discovery, the
 * authorization code flow with PKCE (S256), state and nonce; openid-client checks the ID token's
 * signature, issuer, audience, expiry and nonce. The flow's state lives in a signed cookie for ten
 * minutes (`dm.church`, path /api/auth/church, HttpOnly, SameSite=Lax: the provider's redirect back
 * is a top-level GET), so nothing is written before the member comes back.
 */

export const FLOW_COOKIE = 'dm.church';
export const FLOW_COOKIE_PATH = '/api/auth/church';
const FLOW_SECONDS = 10 * 60;
/** How long the provider has to answer (discovery, token, userinfo). */
const PROVIDER_TIMEOUT_SECONDS = 10;

export interface Flow {
  state: string;
  nonce: string;
  verifier: string;
  language: Language | undefined;
  /** Epoch milliseconds after which the flow is refused. */
  until: number;
}

export interface Provider {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** The provider's answer: who the person is. */
export interface Claims {
  sub: string;
  email: string | undefined;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
}

export function createChurchFlow(secret: string, publicUrl: string) {
  const sealKey = createHash('sha256').update(`${secret}:church-client-secret`).digest();
  const cookieKey = createHmac('sha256', secret).update('church-flow-cookie:v1').digest();
  const redirectUri = `${publicUrl}${FLOW_COOKIE_PATH}/callback`;
  const secure = publicUrl.startsWith('https://');

  const sign = (payload: string) => createHmac('sha256', cookieKey).update(payload).digest('base64url');

  async function discover(provider: Provider): Promise<client.Configuration> {
    if (!isAllowedIssuer(provider.issuer)) throw new ChurchSignInRefused('unavailable', 'issuer');
    try {
      const insecure = new URL(provider.issuer).protocol === 'http:';
      return await client.discovery(
        new URL(provider.issuer),
        provider.clientId,
        undefined,
        client.ClientSecretBasic(provider.clientSecret),
        {
          timeout: PROVIDER_TIMEOUT_SECONDS,
          // Only a provider on this computer (isAllowedIssuer), e.g. the tests' one.
          ...(insecure ? { execute: [client.allowInsecureRequests] } : {}),
        },
      );
    } catch (error) {
      throw new ChurchSignInRefused('unavailable', `discovery: ${describe(error)}`);
    }
  }

  return {
    redirectUri,

    /** The client secret as stored: AES-256-GCM under a key from AUTH_SECRET. */
    seal(clientSecret: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', sealKey, iv);
      const sealed = Buffer.concat([cipher.update(clientSecret, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
    },

    unseal(sealed: string): string {
      try {
        const bytes = Buffer.from(sealed, 'base64url');
        const decipher = createDecipheriv('aes-256-gcm', sealKey, bytes.subarray(0, 12));
        decipher.setAuthTag(bytes.subarray(12, 28));
        return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
      } catch {
        // Sealed under another AUTH_SECRET: the admin enters the secret again.
        throw new ChurchSignInRefused('unavailable', 'secret unreadable');
      }
    },

    /** The provider's authorization URL and the cookie that keeps this flow's state, nonce and verifier. */
    async start(provider: Provider, language: Language | undefined, now = Date.now()) {
      const config = await discover(provider);
      const flow: Flow = {
        state: client.randomState(),
        nonce: client.randomNonce(),
        verifier: client.randomPKCECodeVerifier(),
        language,
        until: now + FLOW_SECONDS * 1000,
      };
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        response_type: 'code',
        code_challenge: await client.calculatePKCECodeChallenge(flow.verifier),
        code_challenge_method: 'S256',
        state: flow.state,
        nonce: flow.nonce,
      });
      return { url: url.toString(), cookie: this.flowCookie(flow) };
    },

    /** The Set-Cookie of a flow (exported for the tests, which forge a wrong nonce with it). */
    flowCookie(flow: Flow): string {
      const payload = Buffer.from(JSON.stringify(flow)).toString('base64url');
      return cookie(`${payload}.${sign(payload)}`, FLOW_SECONDS, secure);
    },

    /** The Set-Cookie that ends a flow. */
    clearCookie: () => cookie('', 0, secure),

    /** The flow of the request's cookie, when its signature is right and it has not run out. */
    flowOf(cookieHeader: string | undefined, now = Date.now()): Flow | undefined {
      const raw = cookieHeader
        ?.split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith(`${FLOW_COOKIE}=`))
        ?.slice(FLOW_COOKIE.length + 1);
      const [payload, signature, ...rest] = raw ? decodeURIComponent(raw).split('.') : [];
      if (!payload || !signature || rest.length > 0) return undefined;
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
      const flow = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Flow;
      if (typeof flow.until !== 'number' || flow.until < now) return undefined;
      if (flow.language !== undefined && !(LANGUAGES as readonly string[]).includes(flow.language)) return undefined;
      return flow;
    },

    /**
     * The provider's answer on our callback URL, checked: state, the code for tokens with the PKCE
     * verifier, the ID token (signature, issuer, audience, expiry, nonce); the email from the ID
     * token, or from userinfo when the provider keeps it there.
     */
    async finish(provider: Provider, callbackUrl: URL, flow: Flow): Promise<Claims> {
      const config = await discover(provider);
      let tokens;
      try {
        tokens = await client.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: flow.verifier,
          expectedState: flow.state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        });
      } catch (error) {
        if (error instanceof client.AuthorizationResponseError) {
          throw new ChurchSignInRefused(error.error === 'access_denied' ? 'denied' : 'failed', error.error);
        }
        throw new ChurchSignInRefused(isUnreachable(error) ? 'unavailable' : 'failed', describe(error));
      }
      const idClaims = tokens.claims();
      if (!idClaims) throw new ChurchSignInRefused('failed', 'no id token');
      let claims: Record<string, unknown> = idClaims;
      if (typeof idClaims.email !== 'string') {
        try {
          claims = { ...(await client.fetchUserInfo(config, tokens.access_token, idClaims.sub)), ...idClaims };
        } catch (error) {
          throw new ChurchSignInRefused(
            isUnreachable(error) ? 'unavailable' : 'failed',
            `userinfo: ${describe(error)}`,
          );
        }
      }
      const text = (key: string) => (typeof claims[key] === 'string' ? (claims[key] as string).trim() : '');
      const [first = '', ...others] = text('name').split(/\s+/);
      return {
        sub: idClaims.sub,
        email: text('email').toLowerCase() || undefined,
        emailVerified: claims.email_verified === true,
        givenName: (text('given_name') || first).slice(0, 50),
        familyName: (text('family_name') || others.join(' ')).slice(0, 50),
      };
    },
  };
}

export type ChurchFlow = ReturnType<typeof createChurchFlow>;

function cookie(value: string, maxAge: number, secure: boolean): string {
  return [
    `${FLOW_COOKIE}=${value}`,
    `Path=${FLOW_COOKIE_PATH}`,
    `Max-Age=${maxAge}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** Whether the provider could not be reached (network, timeout) rather than answered wrongly. */
function isUnreachable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; depth += 1) {
    const code = (cause as { code?: unknown }).code;
    if (cause.name === 'TimeoutError' || cause.name === 'AbortError') return true;
    if (cause instanceof TypeError && cause.message === 'fetch failed') return true;
    if (typeof code === 'string' && /^(ECONN|ENOTFOUND|EAI_|ETIMEDOUT|EHOSTUNREACH|UND_ERR_)/.test(code)) return true;
    cause = cause.cause;
  }
  return false;
}

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}`.slice(0, 200) : 'unknown';
}
