import {
  ScoringSystemValuesSchema,
  SEASON_TIMESLOT_LIMIT,
  seasonTimeslotLimitMessage,
  sportPreset,
  type WizardResult,
  type WizardSubmit,
} from '@app/contracts';
import {
  type Database,
  divisions,
  leagues,
  scoringSystems,
  surfaces,
  type Transaction,
  teams,
  timeslotDivisions,
  timeslots,
  type UserRow,
  venues,
  venueTeams,
} from '@app/db';
import { HttpError, unprocessable } from '../../http/http-error.ts';
import { insertInBatches } from '../../lib/insert-in-batches.ts';
import { databaseFailure } from '../../lib/is-unique-violation.ts';
import { groupCounts, readPlan, requireRoom, requireRoomOnPlan } from '../free-tier/plan-limits.ts';
import { insertCurrentSeason } from '../leagues/insert-current-season.ts';
import { saveCurrentSeason } from '../leagues/save-current-season.ts';
import { createSchedule } from '../schedules/create-schedule.ts';
import { scoringRowColumnsOf } from '../standings/scoring-system-mapper.ts';
import { refreshVenueDistances } from '../venues/refresh-venue-distances.ts';
import { addressColumns } from '../venues/venue-mapper.ts';
import { accountEmailTaken, insertWizardAccount } from './insert-wizard-account.ts';
import { loadWizardTarget, type WizardTargetRecords } from './load-wizard-target.ts';
import { NO_EXISTING, planWizardDraft, type WizardPlan } from './plan-wizard-draft.ts';

/** Who finishes: a signed-in manager in their current organisation, or a visitor whose account is made now. */
export type WizardFinisher =
  | { kind: 'member'; user: UserRow; organizationId: string }
  | { kind: 'visitor'; passwordHash: string };

export interface FinishedWizard {
  result: WizardResult;
  /** The account made for a visitor: the route signs it in and mails the confirmation link. */
  newAccount: { user: UserRow; confirmationToken: string } | null;
  /** The queued schedules, for the route to hand to the runner after the commit. */
  queued: { id: string; seasonId: string }[];
}

/**
 * The wizard's finish (docs/wizard.md#finish), in ONE transaction: resolve the target (404 naming the field),
 * check every key of the draft (400 listing each field) before anything is written, then the visitor's
 * account (409 on `account.email`), the league and season (now current), the scoring system of the sport,
 * divisions, teams, venues with surfaces and distances, home venues, timeslots, and the schedules stored
 * queued as POST /api/schedules stores them. Any failure rolls everything back.
 */
export async function finishWizard(params: {
  db: Database;
  draft: WizardSubmit;
  finisher: WizardFinisher;
  leaseUntil: Date;
}): Promise<FinishedWizard> {
  try {
    return await runFinish(params);
  } catch (error) {
    // Two visitors finishing with one email at once: the second meets the unique email, as sign-up does.
    if (params.finisher.kind === 'visitor' && databaseFailure(error)?.constraint === 'users_email_unique') {
      throw accountEmailTaken();
    }
    throw error;
  }
}

async function runFinish(params: {
  db: Database;
  draft: WizardSubmit;
  finisher: WizardFinisher;
  leaseUntil: Date;
}): Promise<FinishedWizard> {
  const { draft, finisher } = params;
  return params.db.transaction(async (tx) => {
    let target: WizardTargetRecords;
    if (finisher.kind === 'member') {
      target = await loadWizardTarget(tx, { organizationId: finisher.organizationId, draft });
    } else if (draft.target.kind === 'league') {
      target = { leagueId: null, seasonId: null, existing: NO_EXISTING };
    } else {
      // A new account has no league, season or division of its own yet.
      const field = draft.target.kind === 'season' ? 'target.league_id' : 'target.season_id';
      throw new HttpError(404, { [field]: ['Not found'] });
    }
    const planned = planWizardDraft(draft, target.existing);
    if (!planned.ok) throw new HttpError(400, planned.errors);
    const { plan } = planned;

    let user: UserRow;
    let organizationId: string;
    let newAccount: FinishedWizard['newAccount'] = null;
    if (finisher.kind === 'member') {
      ({ user, organizationId } = finisher);
    } else {
      const account = draft.account;
      if (!account) throw new HttpError(400, { account: ['is required when signed out'] });
      const made = await insertWizardAccount(tx, {
        account,
        passwordHash: finisher.passwordHash,
        locale: draft.locale,
        timezone: draft.timezone,
      });
      ({ user, organizationId } = made);
      newAccount = { user: made.user, confirmationToken: made.confirmationToken };
    }

    const { leagueId, seasonId } = await writeLeagueAndSeason(tx, { draft, target, user, organizationId });
    await writeRecords(tx, { organizationId, seasonId, plan, storedSlots: target.existing.storedSlots });

    const queued: FinishedWizard['queued'] = [];
    const answered: WizardResult['schedules'] = [];
    for (const schedule of plan.schedules) {
      const row = await createSchedule(tx, {
        organizationId,
        input: {
          season_id: seasonId,
          division_id: schedule.divisionId,
          name: schedule.name,
          config: schedule.config,
        },
        leaseUntil: params.leaseUntil,
      });
      queued.push({ id: row.id, seasonId });
      answered.push({ id: row.id, division_id: schedule.divisionId });
    }
    return {
      result: { league: { id: leagueId }, season: { id: seasonId }, schedules: answered },
      newAccount,
      queued,
    };
  });
}

/** The new league and season, a new season of the league, or the division's season; it becomes current. */
async function writeLeagueAndSeason(
  tx: Transaction,
  params: { draft: WizardSubmit; target: WizardTargetRecords; user: UserRow; organizationId: string },
): Promise<{ leagueId: string; seasonId: string }> {
  const { draft, target, user, organizationId } = params;
  let leagueId = target.leagueId;
  let seasonId = target.seasonId;
  if (draft.target.kind === 'league') {
    await requireRoom(tx, { organizationId, resource: 'leagues', scopeId: organizationId });
    const [league] = await tx
      .insert(leagues)
      .values({
        organizationId,
        name: draft.target.league_name,
        sportId: draft.sport_id,
        language: user.locale,
      })
      .returning({ id: leagues.id });
    if (!league) throw new Error('league insert returned nothing');
    leagueId = league.id;
  }
  if (!leagueId) throw new Error('the wizard target has no league');
  if (draft.target.kind !== 'division') {
    const name = draft.target.season_name;
    ({
      season: { id: seasonId },
    } = await insertCurrentSeason(tx, { user, organizationId, leagueId, name }));
  } else if (seasonId) {
    await saveCurrentSeason(tx, { userId: user.id, organizationId, leagueId, seasonId });
  }
  if (!seasonId) throw new Error('the wizard target has no season');
  // The sport's standings rules (docs/wizard.md#sport-presets); an existing season keeps the ones it has.
  const scoring = ScoringSystemValuesSchema.parse(sportPreset(draft.sport_id).scoring);
  await tx
    .insert(scoringSystems)
    .values({ organizationId, seasonId, ...scoringRowColumnsOf(scoring) })
    .onConflictDoNothing({ target: scoringSystems.seasonId });
  return { leagueId, seasonId };
}

// Three columns a row: well under PostgreSQL's 65,535 parameters a statement.
const HOME_VENUES_PER_STATEMENT = 5_000;

/** The draft's rows, parents first, each kind in batched multi-row inserts (lib/insert-in-batches.ts). */
async function writeRecords(
  tx: Transaction,
  params: { organizationId: string; seasonId: string; plan: WizardPlan; storedSlots: number },
): Promise<void> {
  const { organizationId, seasonId, plan } = params;
  const inSeason = { organizationId, seasonId };
  if (params.storedSlots + plan.timeslots.length > SEASON_TIMESLOT_LIMIT) {
    throw unprocessable(
      'timeslots',
      seasonTimeslotLimitMessage(params.storedSlots, plan.timeslots.length, 'in the draft'),
    );
  }
  // The plan's limits, counted with what the season and its divisions hold already (docs/free-tier-limits.md).
  const orgPlan = await readPlan(tx, organizationId);
  const bulk = { organizationId, bulk: true } as const;
  await requireRoomOnPlan(tx, orgPlan, {
    ...bulk,
    resource: 'divisions',
    scopeId: seasonId,
    adding: plan.divisions.length,
  });
  await requireRoomOnPlan(tx, orgPlan, {
    ...bulk,
    resource: 'venues',
    scopeId: seasonId,
    adding: plan.venues.length,
  });
  for (const [divisionId, adding] of groupCounts(plan.teams, (team) => team.divisionId)) {
    await requireRoomOnPlan(tx, orgPlan, { ...bulk, resource: 'teams', scopeId: divisionId, adding });
  }
  await insertInBatches(
    tx,
    divisions,
    plan.divisions.map((d) => ({ ...inSeason, ...d })),
  );
  await insertInBatches(
    tx,
    teams,
    plan.teams.map((t) => ({ ...inSeason, ...t })),
  );
  await insertInBatches(
    tx,
    venues,
    plan.venues.map(({ id, venue, position }) => ({
      ...inSeason,
      id,
      position,
      name: venue.name,
      ...addressColumns(venue.address),
    })),
  );
  await insertInBatches(
    tx,
    surfaces,
    plan.surfaces.map((s) => ({ ...inSeason, ...s })),
  );
  await refreshVenueDistances(tx, { seasonId, venueIds: plan.venues.map((v) => v.id) });
  // An existing venue may already be a home venue of an existing team (division target): kept, not doubled.
  for (let start = 0; start < plan.homeVenues.length; start += HOME_VENUES_PER_STATEMENT) {
    await tx
      .insert(venueTeams)
      .values(plan.homeVenues.slice(start, start + HOME_VENUES_PER_STATEMENT))
      .onConflictDoNothing();
  }
  await insertInBatches(
    tx,
    timeslots,
    plan.timeslots.map((s) => ({ ...inSeason, ...s })),
  );
  await insertInBatches(tx, timeslotDivisions, plan.timeslotDivisions);
}
