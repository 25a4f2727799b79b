import type { SeasonUpdate } from '@app/contracts';
import { type Database, seasons } from '@app/db';
import { and, eq } from 'drizzle-orm';
import { notFound } from '../../http/http-error.ts';

/** Renames a season of the organisation; 404 when missing or another organisation's. */
export async function updateSeason(params: {
  db: Database;
  organizationId: string;
  seasonId: string;
  input: SeasonUpdate;
}): Promise<void> {
  const updated = await params.db
    .update(seasons)
    .set({ name: params.input.name })
    .where(and(eq(seasons.id, params.seasonId), eq(seasons.organizationId, params.organizationId)))
    .returning({ id: seasons.id });
  if (updated.length === 0) throw notFound();
}
