import { impersonationActions } from '@app/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findCaller } from '../auth/caller.ts';
import { SESSION_COOKIE } from '../auth/cookies.ts';

// The methods that never change state; every other request of an impersonated session is recorded.
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
// A stored path never needs more (ids and names of the API's own routes).
const PATH_MAX = 2000;

// The requests that got as far as validation: their body was read and a route chosen.
const reachedValidation = new WeakSet<FastifyRequest>();

const isRecorded = (request: FastifyRequest): boolean =>
  !SAFE_METHODS.has(request.method) && Boolean(request.cookies[SESSION_COOKIE]);

/**
 * The impersonation audit, in one place for every route (docs/admin.md#the-audit): each request but
 * GET/HEAD/OPTIONS made through a session that a site admin opened by impersonation is written to
 * `impersonation_actions` with the admin, the user, the method, the path without its query string, the status
 * code and the organisation the request acted in.
 *
 * The caller is read before the handler runs (a preHandler), because sign-out and the return to the admin's
 * account delete the very session that made the request. The row is written in `onSend`, once the status code
 * is final but before the answer leaves: a client that saw an answer can find its audit row. A request refused
 * before validation (CSRF, a body too large) is not recorded: it reached no route.
 */
export function registerImpersonationAudit(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    reachedValidation.add(request);
  });
  app.addHook('preHandler', async (request) => {
    if (isRecorded(request)) await findCaller(request);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    // Only a request whose body was read and routed (it reached validation) is recorded: one refused before
    // (CSRF, a body too large while it arrives) ran nothing, and its refusal must leave at once, not after a
    // session query, because the client may still be sending (uploads.test.ts, csrf-guard.test.ts).
    if (!isRecorded(request) || !reachedValidation.has(request)) return payload;
    try {
      // Inside the try: when the database is gone, the answer already says so (503), and a failure here must
      // not replace it with the raw query error (connection-loss-under-load.postgres.test.ts).
      const caller = await findCaller(request);
      if (!caller?.impersonatorUserId) return payload;
      await app.db.insert(impersonationActions).values({
        adminUserId: caller.impersonatorUserId,
        userId: caller.user.id,
        organizationId: request.access?.organization?.organizationId ?? caller.user.currentOrganizationId,
        method: request.method,
        path: (request.url.split('?')[0] ?? '').slice(0, PATH_MAX),
        statusCode: reply.statusCode,
      });
    } catch (error) {
      request.log.error({ err: error }, 'impersonation audit row not written');
    }
    return payload;
  });
}
