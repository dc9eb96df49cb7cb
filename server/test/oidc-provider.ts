import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt, exportJWK, generateKeyPair, SignJWT } from 'jose';
import Provider from 'oidc-provider';

/** A person the church's provider knows (the `login` of its sign-in form is the `sub`). */
export interface ChurchPerson {
  sub: string;
  email: string;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
}

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Adds someone the provider signs in. */
  person(person: ChurchPerson): void;
  /**
   * From now on the ID token the token endpoint answers is re-signed with the provider's own key
   * after this change of its claims (a wrong audience, an expired token, another nonce); null: as issued.
   */
  tamper(change: ((claims: Record<string, unknown>) => Record<string, unknown>) | null): void;
  close(): Promise<void>;
}

/**
 * D48: a real OpenID provider (`oidc-provider`, certified) on 127.0.0.1 at a random port, for the
 * church sign-in tests and the e2e: one confidential client for `redirectUri`, code flow with PKCE,
 * its development sign-in form (any password), consent given without asking.
 */
export async function startTestProvider(redirectUris: string[]): Promise<TestProvider> {
  let handler: http.RequestListener = (_request, response) => response.writeHead(503).end();
  const server = http.createServer((request, response) => handler(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: 'church-test', alg: 'RS256', use: 'sig' };
  const people = new Map<string, ChurchPerson>();
  let change: ((claims: Record<string, unknown>) => Record<string, unknown>) | null = null;
  const clientId = 'divine-match';
  const clientSecret = 'a-church-client-secret-for-tests-only';

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [jwk] },
    cookies: { keys: ['church-test-cookie-key'] },
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name', 'name'] },
    features: { devInteractions: { enabled: true } },
    async findAccount(_ctx: unknown, sub: string) {
      const person = people.get(sub);
      if (!person) return undefined;
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          email: person.email,
          email_verified: person.emailVerified,
          given_name: person.givenName,
          family_name: person.familyName,
          name: `${person.givenName} ${person.familyName}`,
        }),
      };
    },
    // Consent is given without a second page: the church's own provider is trusted by its members.
    async loadExistingGrant(ctx: {
      oidc: {
        provider: {
          Grant: (new (init: object) => GrantLike) & { find(id: string): Promise<GrantLike | undefined> };
        };
        client: { clientId: string };
        session: { accountId: string; grantIdFor(clientId: string): string | undefined };
      };
    }) {
      const { Grant } = ctx.oidc.provider;
      const existing = ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId);
      if (existing) return Grant.find(existing);
      const grant = new Grant({ clientId: ctx.oidc.client.clientId, accountId: ctx.oidc.session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  provider.use(async (ctx, next) => {
    await next();
    const body = ctx.body as { id_token?: string } | undefined;
    if (ctx.path !== '/token' || !change || !body?.id_token) return;
    const claims = change({ ...decodeJwt(body.id_token) });
    body.id_token = await new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: jwk.kid }).sign(privateKey);
  });
  handler = provider.callback();

  return {
    issuer,
    clientId,
    clientSecret,
    person: (person) => people.set(person.sub, person),
    tamper: (next) => (change = next),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Goes through the provider's sign-in as a browser would (its form, with `sub` as the login) from
 * the authorization URL our start route redirected to; the URL the provider then sends the
 * browser back to (our callback, with `code` and `state`, or `error`).
 */
export async function signInAtProvider(authorizationUrl: string, sub: string): Promise<string> {
  const jar = new Map<string, string>();
  const step = async (url: string, body?: URLSearchParams) => {
    const response = await fetch(url, {
      method: body ? 'POST' : 'GET',
      redirect: 'manual',
      headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') },
      ...(body ? { body } : {}),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const location = response.headers.get('location');
    if (!location)
      throw new Error(`the provider answered ${response.status} without a redirect: ${await response.text()}`);
    return new URL(location, url).toString();
  };
  let url = await step(authorizationUrl);
  for (let hops = 0; hops < 5 && new URL(url).origin === new URL(authorizationUrl).origin; hops += 1) {
    url = new URL(url).pathname.startsWith('/interaction/')
      ? await step(url, new URLSearchParams({ prompt: 'login', login: sub, password: 'any' }))
      : await step(url);
  }
  return url;
}

interface GrantLike {
  addOIDCScope(scope: string): void;
  save(): Promise<string>;
}
