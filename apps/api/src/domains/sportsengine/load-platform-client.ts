import { type Database, sportsengineConnections } from '@app/db';
import { eq } from 'drizzle-orm';
import type { SportsengineEnv } from '../../env.ts';
import { conflict, HttpError } from '../../http/http-error.ts';
import type { SportsengineClient } from './platform-types.ts';
import { sportsengineClientFor } from './sportsengine-client.ts';

/**
 * The client of the organisation's connection, for a route that lists or imports (docs/sportsengine.md#importing):
 * 503 when SportsEngine is not set up on this server, 409 on `sportsengine` when the organisation has not
 * connected, so the page can send the owner to /sportsengine/connect instead of calling the platform.
 */
export async function loadPlatformClient(
  db: Database,
  env: SportsengineEnv | undefined,
  organizationId: string,
): Promise<SportsengineClient> {
  if (!env) throw new HttpError(503, { base: ['SportsEngine is not set up on this server'] });
  const [connection] = await db
    .select({ organizationId: sportsengineConnections.organizationId })
    .from(sportsengineConnections)
    .where(eq(sportsengineConnections.organizationId, organizationId));
  if (!connection) {
    throw conflict('sportsengine', 'is not connected: connect SportsEngine first (/sportsengine/connect)');
  }
  return sportsengineClientFor(db, env, organizationId);
}
