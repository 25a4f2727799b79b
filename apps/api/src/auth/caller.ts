import {
  type Database,
  memberships,
  type OrganizationRow,
  organizations,
  sessions,
  type UserRow,
  users,
} from '@app/db';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../http/http-error.ts';
import { preparedStatement } from '../lib/prepared-statement.ts';
import { SESSION_COOKIE } from './cookies.ts';
import { hashToken } from './tokens.ts';

/** The signed-in user behind a request, and the id (token hash) of the session that proved it. */
export interface Caller {
  user: UserRow;
  sessionId: string;
  /** The site admin impersonating `user` through this session (docs/admin.md#impersonation); null otherwise. */
  impersonatorUserId: string | null;
}

/** The caller's current organisation and their role there; null when they belong to none. */
export interface CurrentMembership {
  organization: OrganizationRow;
  role: number;
}

const cache = new WeakMap<FastifyRequest, Promise<Caller | null>>();

// Runs on every authenticated request, so it is a named prepared statement.
const findSessionUser = preparedStatement((db: Database) =>
  db
    .select({ user: users, impersonatorUserId: sessions.impersonatorUserId })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sql.placeholder('sessionId')), gt(sessions.expiresAt, sql`now()`)))
    .limit(1)
    .prepare('find_session_user'),
);

/*
 * The same session look-up with the caller's current organisation and role joined in, for the routes that act
 * in it (most of the API): one round trip instead of two. The current organisation is the saved one while the
 * user still belongs to it, else the first joined (docs/roles.md), read from the memberships table on every
 * request, so a removal or a switch takes effect on the next request.
 */
const findSessionUserInCurrentOrganization = preparedStatement((db: Database) => {
  const currentId = sql`(select m.organization_id from ${memberships} m where m.user_id = ${users.id}
    order by (m.organization_id = ${users.currentOrganizationId}) is true desc, m.created_at, m.organization_id
    limit 1)`;
  return db
    .select({
      user: users,
      impersonatorUserId: sessions.impersonatorUserId,
      organization: organizations,
      role: memberships.role,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.organizationId, currentId)))
    .leftJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(and(eq(sessions.id, sql.placeholder('sessionId')), gt(sessions.expiresAt, sql`now()`)))
    .limit(1)
    .prepare('find_session_user_in_current_organization');
});

/** The id (token hash) of the session the request's cookie names, or null without the cookie. */
export function requestSessionId(request: FastifyRequest): string | null {
  const token = request.cookies[SESSION_COOKIE];
  return token ? hashToken(token) : null;
}

async function loadCaller(db: Database, sessionId: string | null): Promise<Caller | null> {
  if (!sessionId) return null;
  const [row] = await findSessionUser(db).execute({ sessionId });
  return row ? { user: row.user, sessionId, impersonatorUserId: row.impersonatorUserId } : null;
}

/** The caller, or null without a live session. One query per request however often it is asked. */
export function findCaller(request: FastifyRequest): Promise<Caller | null> {
  let pending = cache.get(request);
  if (!pending) {
    pending = loadCaller(request.server.db, requestSessionId(request));
    cache.set(request, pending);
  }
  return pending;
}

/** The caller; throws 401 without a live session. */
export async function requireCaller(request: FastifyRequest): Promise<Caller> {
  const caller = await findCaller(request);
  if (!caller) throw unauthorized();
  return caller;
}

/**
 * The caller and their current organisation in one query; throws 401 without a live session. Later asks for
 * the caller (findCaller) in the same request reuse the answer.
 */
export async function requireCallerInCurrentOrganization(
  request: FastifyRequest,
): Promise<{ caller: Caller; current: CurrentMembership | null }> {
  const sessionId = requestSessionId(request);
  if (!sessionId) throw unauthorized();
  const [row] = await findSessionUserInCurrentOrganization(request.server.db).execute({ sessionId });
  if (!row) {
    cache.set(request, Promise.resolve(null));
    throw unauthorized();
  }
  const caller = { user: row.user, sessionId, impersonatorUserId: row.impersonatorUserId };
  cache.set(request, Promise.resolve(caller));
  const current =
    row.organization && row.role !== null ? { organization: row.organization, role: row.role } : null;
  return { caller, current };
}
