import type { WizardSubmit } from '@app/contracts';
import { divisions, leagues, seasons, surfaces, type Transaction, teams, timeslots, venues } from '@app/db';
import { and, count, eq, inArray } from 'drizzle-orm';
import { HttpError } from '../../http/http-error.ts';
import { lockSeasons } from '../../lib/lock-season.ts';
import { NO_EXISTING, type WizardExisting } from './plan-wizard-draft.ts';

/** Where a draft goes: the league and season to write into (null: create them) and what they hold. */
export interface WizardTargetRecords {
  leagueId: string | null;
  seasonId: string | null;
  existing: WizardExisting;
}

const missing = (field: string) => new HttpError(404, { [field]: ['Not found'] });

/**
 * Resolves a draft's target inside the finishing transaction, scoped to the organisation so another
 * organisation's ids answer 404 naming the field (docs/wizard.md#finish): the league of a `season` target;
 * the season, its plain division, the division's teams and the season's venues, surfaces and stored slots of
 * a `division` target, read under the season's lock so the overlap check sees no edit in between. A draft
 * venue's `id` that is not the season's answers 404 on `venues.N.id`.
 */
export async function loadWizardTarget(
  tx: Transaction,
  params: { organizationId: string; draft: WizardSubmit },
): Promise<WizardTargetRecords> {
  const { organizationId, draft } = params;
  const { target } = draft;
  if (target.kind === 'league') return { leagueId: null, seasonId: null, existing: NO_EXISTING };
  if (target.kind === 'season') {
    const [league] = await tx
      .select({ id: leagues.id })
      .from(leagues)
      .where(and(eq(leagues.id, target.league_id), eq(leagues.organizationId, organizationId)));
    if (!league) throw missing('target.league_id');
    return { leagueId: league.id, seasonId: null, existing: NO_EXISTING };
  }
  const [season] = await tx
    .select({ id: seasons.id, leagueId: seasons.leagueId })
    .from(seasons)
    .where(and(eq(seasons.id, target.season_id), eq(seasons.organizationId, organizationId)));
  if (!season) throw missing('target.season_id');
  await lockSeasons(tx, [season.id]);
  const [division] = await tx
    .select({ id: divisions.id, name: divisions.name })
    .from(divisions)
    .where(
      and(
        eq(divisions.id, target.division_id),
        eq(divisions.seasonId, season.id),
        eq(divisions.organizationId, organizationId),
        eq(divisions.isAcross, false),
      ),
    );
  if (!division) throw missing('target.division_id');
  // One after the other: a transaction is one connection, which runs one statement at a time anyway.
  const teamRows = await tx.select({ id: teams.id }).from(teams).where(eq(teams.divisionId, division.id));
  const venueRows = await tx.select({ id: venues.id }).from(venues).where(eq(venues.seasonId, season.id));
  const surfaceRows = await tx
    .select({ id: surfaces.id, venueId: surfaces.venueId })
    .from(surfaces)
    .where(eq(surfaces.seasonId, season.id));
  const [stored] = await tx.select({ n: count() }).from(timeslots).where(eq(timeslots.seasonId, season.id));
  // Only the venues the draft names can get new slots, so only their slots can overlap one.
  const namedVenueIds = draft.venues.flatMap((v) => (v.id === undefined ? [] : [v.id]));
  const slotRows =
    namedVenueIds.length === 0
      ? []
      : await tx
          .select({ surfaceId: timeslots.surfaceId, start: timeslots.start, finish: timeslots.finish })
          .from(timeslots)
          .where(and(eq(timeslots.seasonId, season.id), inArray(timeslots.venueId, namedVenueIds)));
  const divisionCount = await tx
    .select({ n: count() })
    .from(divisions)
    .where(eq(divisions.seasonId, season.id));
  const venueSurfaces = new Map<string, Set<string>>(venueRows.map((v) => [v.id, new Set<string>()]));
  for (const s of surfaceRows) venueSurfaces.get(s.venueId)?.add(s.id);
  for (const [v, venue] of draft.venues.entries()) {
    if (venue.id !== undefined && !venueSurfaces.has(venue.id)) throw missing(`venues.${v}.id`);
  }
  return {
    leagueId: season.leagueId,
    seasonId: season.id,
    existing: {
      divisionId: division.id,
      divisionName: division.name,
      teamIds: new Set(teamRows.map((t) => t.id)),
      venues: venueSurfaces,
      intervals: slotRows.map((r) => ({
        surfaceId: r.surfaceId,
        start: r.start.getTime(),
        finish: r.finish.getTime(),
      })),
      storedSlots: stored?.n ?? 0,
      divisionCount: divisionCount[0]?.n ?? 0,
      venueCount: venueRows.length,
    },
  };
}
