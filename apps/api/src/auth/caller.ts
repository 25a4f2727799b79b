import { type Database, sessions, type UserRow, users } from '@app/db';
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
}

const cache = new WeakMap<FastifyRequest, Promise<Caller | null>>();

// Runs on every authenticated request, so it is a named prepared statement.
const findSessionUser = preparedStatement((db: Database) =>
  db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sql.placeholder('sessionId')), gt(sessions.expiresAt, sql`now()`)))
    .limit(1)
    .prepare('find_session_user'),
);

/** The id (token hash) of the session the request's cookie names, or null without the cookie. */
export function requestSessionId(request: FastifyRequest): string | null {
  const token = request.cookies[SESSION_COOKIE];
  return token ? hashToken(token) : null;
}

async function loadCaller(db: Database, sessionId: string | null): Promise<Caller | null> {
  if (!sessionId) return null;
  const [row] = await findSessionUser(db).execute({ sessionId });
  return row ? { user: row.user, sessionId } : null;
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
