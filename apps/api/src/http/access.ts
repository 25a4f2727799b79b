import { type AccessLevel, can, permissionFor } from '@app/contracts';
import type { OrganizationRow, UserRow } from '@app/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  type Caller,
  findCaller,
  requireCaller,
  requireCallerInCurrentOrganization,
} from '../auth/caller.ts';
import { requireMembership } from '../auth/membership.ts';
import { isSiteAdminSession } from '../auth/site-admins.ts';
import { forbidden, notFound } from './http-error.ts';

/**
 * Which organisation a `member`, `manager` or `owner` route acts in (docs/roles.md):
 * - `'current'` (the default): the caller's current organisation, as GET /api/leagues shows it; records of
 *   another organisation then answer 404 in the services, which scope every query to it.
 * - `'path'`: the organisation named by the path's `:id` (/organizations/:id...); 404 to a non-member.
 * - a function: the organisation of the record the path names (a membership, an invitation), or null for a
 *   missing record (404); 404 to a non-member too, so another organisation's ids look like missing ones.
 */
export type OrganizationSource = 'current' | 'path' | ((request: FastifyRequest) => Promise<string | null>);

/** The organisation a route acts in and the caller's role there. */
export interface OrganizationAccess {
  user: UserRow;
  organizationId: string;
  organization: OrganizationRow;
  role: number;
}

/** What the access hook resolved for a request, by the level its route declares. */
export interface RequestAccess {
  level: AccessLevel;
  /** The signed-in caller; null on `public` and `token` routes, which do not look. */
  caller: Caller | null;
  /** Set on `member`, `manager` and `owner` routes. */
  organization: OrganizationAccess | null;
}

/** The organisation a route names (path or record) seen through the caller's membership; 404 to outsiders. */
async function namedOrganization(
  request: FastifyRequest,
  user: UserRow,
  source: Exclude<OrganizationSource, 'current'>,
) {
  const organizationId = source === 'path' ? (request.params as { id?: string }).id : await source(request);
  if (!organizationId) throw notFound();
  const { membership, organization } = await requireMembership(request.server.db, {
    userId: user.id,
    organizationId,
  });
  return { organization, role: membership.role };
}

/**
 * Resolves and enforces one route's declared level, in this order: 401 without a session; 403 on an `admin`
 * route for anyone but a site admin in their own session, never an impersonated one (auth/site-admins.ts); for organisation
 * levels, the organisation (403 when the caller belongs to none, 404 for a named one they are not in), then
 * 403 when their role lacks the level's permission (`can` of contracts, the one role map).
 */
export async function resolveAccess(
  request: FastifyRequest,
  level: AccessLevel,
  source: OrganizationSource = 'current',
): Promise<RequestAccess> {
  if (level === 'public' || level === 'token') return { level, caller: null, organization: null };
  const permission = permissionFor(level);
  if (!permission) {
    const caller = await requireCaller(request);
    if (level === 'admin' && !isSiteAdminSession(caller, request.server.env.adminEmails)) throw forbidden();
    return { level, caller, organization: null };
  }
  let caller: Caller;
  let organization: OrganizationRow;
  let role: number;
  if (source === 'current') {
    // The caller and their current organisation (the saved one while they still belong to it, else the
    // first joined) in one query: most routes act there, and this runs on every one of their requests.
    const found = await requireCallerInCurrentOrganization(request);
    if (!found.current) throw forbidden('You belong to no organization');
    ({ caller } = found);
    ({ organization, role } = found.current);
  } else {
    caller = await requireCaller(request);
    ({ organization, role } = await namedOrganization(request, caller.user, source));
  }
  if (!can(role, permission)) throw forbidden();
  return {
    level,
    caller,
    organization: { user: caller.user, organizationId: organization.id, organization, role },
  };
}

/** A registered route and the access it declares, as `app.routeAccess` lists them (the access tests walk it). */
export interface DeclaredRoute {
  method: string;
  url: string;
  access: AccessLevel | undefined;
  organization: OrganizationSource | undefined;
  /** The level a `public` route checks when the request is signed in (config.signedInAccess). */
  signedInAccess?: AccessLevel | undefined;
}

/**
 * The one access hook. It runs as preHandler, after the request is validated, so a malformed request answers
 * 400 before 401 or 403. A route under /api without a declared level is refused (500): the route-walk test in
 * access.test.ts names it first.
 */
export function registerAccess(app: FastifyInstance): void {
  const declared: DeclaredRoute[] = [];
  app.decorate('routeAccess', declared);
  // Registered before the routes, so it sees every one of them.
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      declared.push({
        method,
        url: route.url,
        access: route.config?.access,
        organization: route.config?.organization,
        signedInAccess: route.config?.signedInAccess,
      });
    }
  });
  app.decorateRequest('access', null);
  app.addHook('preHandler', async (request) => {
    const { access: level, organization, sessionInHandler, signedInAccess } = request.routeOptions.config;
    if (level === 'public' && signedInAccess && (await findCaller(request))) {
      request.access = await resolveAccess(request, signedInAccess, organization);
    } else if (level === 'signedIn' && sessionInHandler) {
      request.access = { level, caller: null, organization: null };
    } else if (level) {
      request.access = await resolveAccess(request, level, organization);
    } else if (request.routeOptions.url?.startsWith('/api/')) {
      throw new Error(`${request.method} ${request.routeOptions.url} declares no access level`);
    }
  });
}

function resolved(request: FastifyRequest): RequestAccess {
  if (!request.access) throw new Error(`${request.routeOptions.url} declares no access level`);
  return request.access;
}

/** The signed-in caller of a `signedIn` (or organisation-level) route, as the access hook resolved them. */
export function callerOf(request: FastifyRequest): Caller {
  const { caller } = resolved(request);
  if (!caller) throw new Error(`${request.routeOptions.url} is public: it has no caller`);
  return caller;
}

/** The organisation and role of a `member`, `manager` or `owner` route, as the access hook resolved them. */
export function organizationOf(request: FastifyRequest): OrganizationAccess {
  const { organization } = resolved(request);
  if (!organization) throw new Error(`${request.routeOptions.url} is not scoped to an organisation`);
  return organization;
}
