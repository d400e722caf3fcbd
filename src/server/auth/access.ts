// Who may call a route. Each route declares it beside its schema (`config: { access }`); one hook applied to
// every request (`authorize`, app.ts) enforces it, so no handler has to remember a guard. A route that
// declares nothing admits any signed-in person: 401 without a session is the default, public is a choice.
import type {
  FastifyInstance,
  FastifyPluginAsync,
  FastifyPluginCallback,
  FastifyPluginOptions,
  FastifyRequest,
  FastifySchema,
  RouteOptions,
} from 'fastify';
import { API_MESSAGES, API_SCOPE_ROLES, type ApiScope } from '../../domain/api-keys.ts';
import { MESSAGES } from '../../domain/messages.ts';
import { ROLES, type Role } from '../../domain/roles.ts';
import { AppError, forbidden, unauthorized } from '../platform/errors.ts';
import type { AppServices } from '../services.ts';
import { readApiKeyActor } from './api-key.ts';
import { needsTwoFactorSetup, readActor, type Actor } from './guard.ts';

export interface SignedInAccess {
  readonly kind: 'signed-in';
  readonly roles: readonly Role[];
  /**
   * Auditors must have finished onboarding first (docs/rules/access.md, 'The four kinds'); other roles are
   * unaffected.
   */
  readonly onboarded: boolean;
  /**
   * What an account that is not fully set up may already do. Staff must set up an authenticator app and an
   * account made with a temporary password must replace it before anything else (docs/rules/access.md,
   * 'Refusal order and codes'): 'set-up' admits both (who am I, the authenticator set-up), 'password-change'
   * admits the temporary password (the change itself), 'nothing' admits neither.
   */
  readonly unfinished: 'nothing' | 'password-change' | 'set-up';
}

/**
 * The machine API (/api/v1): an API key with this scope, made by a person whose role may hold it; cookies are
 * not read (docs/rules/api.md, decision 0025). The roles are the scope's (API_SCOPE_ROLES), so a key never
 * reaches what its maker could not on the screens.
 */
export interface ApiKeyAccess {
  readonly kind: 'api-key';
  readonly scope: ApiScope;
  readonly roles: readonly Role[];
}

export type Access = { readonly kind: 'public' } | SignedInAccess | ApiKeyAccess;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyInstance {
    /** Every route registered so far, with the access it declared (the route table test reads it). */
    readonly registeredRoutes: RegisteredRoute[];
  }
}

export interface RegisteredRoute {
  method: string;
  url: string;
  /** What the route declared; undefined means the default (any signed-in role). */
  access: Access | undefined;
  /** The route's request schemas (the generated malformed-input tests read them). */
  schema: FastifySchema | undefined;
}

export const PUBLIC: Access = { kind: 'public' };

/** Signed-in people of these roles. */
export const roles = (...admitted: Role[]): SignedInAccess => ({
  kind: 'signed-in',
  roles: admitted,
  onboarded: false,
  unfinished: 'nothing',
});

/** Like `roles`, and an auditor must have finished onboarding (403 `onboarding_required` until then). */
export const onboardedRoles = (...admitted: Role[]): SignedInAccess => ({
  kind: 'signed-in',
  roles: admitted,
  onboarded: true,
  unfinished: 'nothing',
});

/** An API key holding this scope, of a maker whose role may hold it (401 without a key, 403 without the scope). */
export const apiKey = (scope: ApiScope): ApiKeyAccess => ({
  kind: 'api-key',
  scope,
  roles: API_SCOPE_ROLES[scope],
});

/** Any signed-in person: the default of a route that declares nothing. */
export const SIGNED_IN: Access = roles(...ROLES);

/** Any signed-in person, also before the authenticator app or the own password is set up. */
export const SIGNED_IN_DURING_SET_UP: Access = { ...roles(...ROLES), unfinished: 'set-up' };

/** Any signed-in person, also one who still has a temporary password: the password change. */
export const PASSWORD_CHANGE: Access = { ...roles(...ROLES), unfinished: 'password-change' };

/**
 * The hook that applies every route's access. The not-found handler answers for itself (a 404, or the web
 * app's page), so unknown addresses say nothing about what exists.
 */
export function authorize(services: AppServices) {
  return async (request: FastifyRequest) => {
    if (request.is404) return;
    const access = request.routeOptions.config.access ?? SIGNED_IN;
    if (access.kind === 'public') return;
    if (access.kind === 'api-key') {
      const { actor, key } = await readApiKeyActor(services, request);
      request.actor = actor;
      request.apiKey = key;
      if (!key.scopes.includes(access.scope))
        throw new AppError('api_scope_missing', 403, API_MESSAGES.scopeMissing(access.scope));
      checkAccess(actor, access);
      return;
    }
    const actor = await readActor(services, request);
    if (!actor) throw unauthorized();
    request.actor = actor;
    if (access.unfinished !== 'set-up') {
      if (needsTwoFactorSetup(actor))
        throw new AppError('two_factor_setup_required', 403, MESSAGES.twoFactor.setupRequired);
      if (access.unfinished === 'nothing' && actor.profile.passwordChangeRequired)
        throw new AppError('password_change_required', 403, MESSAGES.auth.passwordChangeRequired);
    }
    checkAccess(actor, access);
  };
}

/**
 * Refuses a signed-in person whom the access does not admit: 403 `forbidden` for the wrong role, 403
 * `onboarding_required` for an auditor who has not finished onboarding where the access asks for it. The hook
 * applies it to every route; a service that acts for someone applies it again with the access its routes
 * declare, so a new route or the CLI that calls the service cannot skip it (docs/architecture.md, 'Request
 * path').
 */
export function checkAccess(
  actor: Pick<Actor, 'role' | 'onboarded'>,
  access: SignedInAccess | ApiKeyAccess,
): void {
  if (!access.roles.includes(actor.role)) throw forbidden();
  if (access.kind === 'signed-in' && access.onboarded && actor.role === 'auditor' && !actor.onboarded)
    throw new AppError('onboarding_required', 403, MESSAGES.auditorWorkspace.onboardingRequired);
}

/** Records every route as it is registered, for the route table test (`app.registeredRoutes`). */
export function recordRoutes(app: FastifyInstance): void {
  const registered: { options: RouteOptions }[] = [];
  app.decorate('registeredRoutes', {
    getter: () =>
      registered.flatMap(({ options }) =>
        (Array.isArray(options.method) ? options.method : [options.method]).map((method) => ({
          method,
          url: options.url,
          access: options.config?.access,
          schema: options.schema,
        })),
      ),
  });
  // The options object is read when asked, so a default set by a later hook (`publicPlugin`) shows.
  app.addHook('onRoute', (options) => {
    registered.push({ options });
  });
}

/**
 * A third-party plugin whose routes are all public (API documentation, the web app's files), registered in
 * a context of its own so the default reaches only its routes (decision 0012: no exemption by URL).
 */
export function publicPlugin<Options extends FastifyPluginOptions>(
  plugin: FastifyPluginCallback<Options> | FastifyPluginAsync<Options>,
): FastifyPluginAsync<Options> {
  return async (app, options) => {
    app.addHook('onRoute', (route) => {
      route.config = { ...route.config, access: route.config?.access ?? PUBLIC };
    });
    await app.register(plugin, options);
  };
}
