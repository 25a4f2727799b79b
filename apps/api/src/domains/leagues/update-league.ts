import type { LeagueUpdate } from '@app/contracts';
import { type Database, leagues } from '@app/db';
import { and, eq } from 'drizzle-orm';
import { notFound } from '../../http/http-error.ts';
import { findLeague } from './find-league.ts';
import type { LeagueWithSeasons } from './list-leagues.ts';

/** Renames a league of the organisation, and sets its language when given; 404 when missing or another organisation's. */
export async function updateLeague(params: {
  db: Database;
  organizationId: string;
  leagueId: string;
  input: LeagueUpdate;
}): Promise<LeagueWithSeasons> {
  return params.db.transaction(async (tx) => {
    const updated = await tx
      .update(leagues)
      .set({ name: params.input.name, ...(params.input.language ? { language: params.input.language } : {}) })
      .where(and(eq(leagues.id, params.leagueId), eq(leagues.organizationId, params.organizationId)))
      .returning({ id: leagues.id });
    if (updated.length === 0) throw notFound();
    return findLeague(tx, params);
  });
}
