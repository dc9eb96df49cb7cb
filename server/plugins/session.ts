import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { UnauthorizedError } from '#server/lib/errors.ts';
import type { Member } from '#server/lib/member.ts';
import { requestContext } from '#server/lib/request-context.ts';
import { assertMayEnter, isAccess, type Access } from '#server/modules/auth/access.policy.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may enter this route (server/modules/auth/access.policy.ts). Every route declares it. */
    access?: Access;
    /**
     * D42: the route answers members and visitors while maintenance mode is on (what they need to
     * learn about it, and sign-in); every other route under /api refuses them then (503).
     */
    openDuringMaintenance?: boolean;
  }
  interface FastifyInstance {
    /** Every route of the app with the access it declares, as the session plugin checked them. */
    readonly routeAccess: () => { method: string; url: string; access: Access | undefined }[];
  }
  interface FastifyRequest {
    /** The signed-in caller of a route that is not public; reading it on a public route throws. */
    readonly member: Member;
  }
}

const members = new WeakMap<FastifyRequest, Member>();

/**
 * The session plugin: every route declares its access in its config, and before a handler runs
 * the caller is resolved from the session cookie and put on `request.member`, or the request is
 * refused (401 for a visitor, 403 for a role the route does not admit). It runs after the
 * request's schemas have been checked, where handlers used to check the session themselves.
 *
 * An app with a route that declares no access (or an unknown one) does not start: the check runs
 * when the app is ready, after plugins that declare access for the routes of their scope
 * (`publicRoutes`) have done so.
 */
export const sessionPlugin = fp(async (app: FastifyInstance) => {
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  app.decorate('routeAccess', () =>
    routes.map((route) => ({ method: String(route.method), url: route.url, access: route.config?.access })),
  );
  app.addHook('onReady', async () => {
    const undeclared = routes.filter((route) => !isAccess(route.config?.access));
    if (undeclared.length > 0) {
      const names = undeclared.map((route) => `${String(route.method)} ${route.url}`).join(', ');
      throw new Error(`Every route declares its access (config.access); these do not: ${names}`);
    }
  });

  app.decorateRequest('member', {
    getter(this: FastifyRequest) {
      const member = members.get(this);
      if (!member) throw new Error(`request.member read on ${this.url}, whose route is public`);
      return member;
    },
  });

  app.addHook('preHandler', async (request) => {
    const { access, openDuringMaintenance } = request.routeOptions.config;
    let caller: Promise<Member | undefined> | undefined;
    const callerOf = () => (caller ??= app.services.auth.currentMember(requestContext(request)));
    // D42: while maintenance mode is on, only staff get past here (the API's routes).
    if (!openDuringMaintenance && request.url.startsWith('/api/'))
      await app.services.settings.assertOpen(async () => (await callerOf())?.role);
    if (access === undefined || access === 'public') return;
    const member = await callerOf();
    if (!member) throw new UnauthorizedError();
    assertMayEnter(member, access);
    members.set(request, member);
  });
});

/** Declares every route of the caller's scope public: for plugins whose routes we do not write. */
export function publicRoutes(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, access: route.config?.access ?? 'public' };
  });
}
