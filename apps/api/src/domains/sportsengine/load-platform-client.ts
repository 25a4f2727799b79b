import type { Database } from '@app/db';
import type { SportsengineEnv } from '../../env.ts';
import { HttpError } from '../../http/http-error.ts';
import { sportsengineClientFor } from './connection.ts';
import type { SportsengineClient } from './platform-types.ts';

/**
 * The client of the organisation's connection, for a route that lists or imports (docs/sportsengine.md#importing):
 * 503 when SportsEngine is not set up on this server, 422 on `sportsengine` when the organisation has not
 * connected (sportsengineClientFor), so the page can send the owner to connect before anything is queued.
 */
export async function loadPlatformClient(
  db: Database,
  env: SportsengineEnv | undefined,
  organizationId: string,
): Promise<SportsengineClient> {
  if (!env) throw new HttpError(503, { base: ['SportsEngine is not set up on this server'] });
  return sportsengineClientFor(db, env, organizationId);
}
