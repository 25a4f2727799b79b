import { z } from 'zod';
import { nameField } from '../common/fields.ts';
import { ReasonSchema } from '../common/reason.ts';
import { ForfeitSchema } from '../games/game.ts';
import { SCHEDULE_STATUSES } from '../schedules/schedule.ts';

/** A reference key inside one season of the document (d1, t3, ...): stands in for a database id. */
export const DocumentKeySchema = z
  .string({ error: requiredKey() })
  .regex(/^[A-Za-z0-9_-]{1,40}$/, 'must be 1 to 40 letters, digits, _ or -');

function requiredKey() {
  return (issue: { input?: unknown }) => (issue.input === undefined ? 'is required' : 'must be a key');
}

const InstantSchema = z.iso.datetime({ offset: true, error: 'must be an ISO 8601 instant' });
const count = z.number().int().min(0);

/** A distance the season stores between two of its venues (from and to are venue keys). */
export const DocumentDistanceSchema = z.object({
  from: DocumentKeySchema,
  to: DocumentKeySchema,
  miles: z.number().min(0),
  kilometers: z.number().min(0),
});
export type DocumentDistance = z.output<typeof DocumentDistanceSchema>;

/** A timeslot: its venue and surface by key, its instants, what it is for, and the divisions it is open to. */
export const DocumentTimeslotSchema = z.object({
  key: DocumentKeySchema,
  venue: DocumentKeySchema,
  surface: DocumentKeySchema,
  start: InstantSchema,
  finish: InstantSchema,
  is_game: z.boolean(),
  is_practice: z.boolean(),
  is_reserved: z.boolean(),
  divisions: z.array(DocumentKeySchema).describe('Keys of the divisions it is open to; empty: every one'),
});
export type DocumentTimeslot = z.output<typeof DocumentTimeslotSchema>;

/** Where a bracket game's team comes from: the winner or loser of another game (a game key). */
export const DocumentGameSourceSchema = z.object({
  game: DocumentKeySchema,
  take: z.enum(['winner', 'loser'], { error: 'must be winner or loser' }),
});

/** A game (or practice: no visitor) of a schedule, with its score and bracket links. */
export const DocumentGameSchema = z.object({
  key: DocumentKeySchema,
  division: DocumentKeySchema,
  home: DocumentKeySchema.nullable(),
  visitor: DocumentKeySchema.nullable(),
  timeslot: DocumentKeySchema.nullable().describe('Null: unscheduled'),
  round: z.number().int().nullable(),
  bracket: z.enum(['winners', 'losers', 'final'], { error: 'must be winners, losers or final' }).nullable(),
  home_from: DocumentGameSourceSchema.nullable(),
  visitor_from: DocumentGameSourceSchema.nullable(),
  is_practice: z.boolean(),
  home_score: z.number().int().nullable(),
  visitor_score: z.number().int().nullable(),
  overtime: z.boolean(),
  /** The side that forfeited (docs/standings.md#forfeits); files written before it lack it: played. */
  forfeit: ForfeitSchema.nullable().default(null),
  /** False for an exhibition game; files written before it lack it: the game counts. */
  counts_in_standings: z.boolean().default(true),
  unscheduled_reason: z.string().nullable(),
  /** The reason as a code with the names it needs (never an id); files written before it lack it. */
  unscheduled_reason_detail: ReasonSchema.nullable().optional(),
  position: count,
});
export type DocumentGame = z.output<typeof DocumentGameSchema>;

/**
 * A schedule with its settings and its run's outcome. `config` is kept as stored (the schedule form's
 * settings, docs/schedules.md) except `seeding`, whose team ids are team keys here.
 */
export const DocumentScheduleSchema = z.object({
  key: DocumentKeySchema,
  name: nameField(),
  division: DocumentKeySchema.nullable(),
  kind: z.string().min(1).max(40),
  is_practice: z.boolean(),
  config: z.record(z.string(), z.unknown()),
  status: z.enum(SCHEDULE_STATUSES, { error: `must be one of ${SCHEDULE_STATUSES.join(', ')}` }),
  retry_mode: z.string().max(40).nullable(),
  attempt: count,
  best_scheduled: count,
  scheduled: count,
  remaining: count,
  total: count,
  success_rate: z.number().int().min(0).max(100),
  log: z.string(),
  error: z.string().nullable(),
  games: z.array(DocumentGameSchema),
});
export type DocumentSchedule = z.output<typeof DocumentScheduleSchema>;

type Ctx = z.RefinementCtx;
type Path = (string | number)[];

/** A conference: its name and its teams by key, in table order (docs/standings.md#conferences). */
export const DocumentConferenceSchema = z.object({
  name: nameField(),
  teams: z.array(DocumentKeySchema).min(1, 'choose at least one team'),
});
export type DocumentConference = z.output<typeof DocumentConferenceSchema>;

/** A point adjustment: a team by key, signed points and the reason (docs/standings.md#adjustments). */
export const DocumentAdjustmentSchema = z.object({
  team: DocumentKeySchema,
  points: z
    .number()
    .int()
    .refine((points) => points !== 0, 'must not be 0'),
  reason: nameField(200),
});
export type DocumentAdjustment = z.output<typeof DocumentAdjustmentSchema>;

/** The keys a season's play records may name, from its structure (divisions, teams, venues, surfaces). */
export interface SeasonKeys {
  divisions: Set<string>;
  teams: Set<string>;
  venues: Set<string>;
  /** Surface key to the key of its venue. */
  surfaceVenue: Map<string, string>;
}

function unique(ctx: Ctx, items: readonly { key: string; path: Path }[]): Set<string> {
  const keys = new Set<string>();
  for (const item of items) {
    if (keys.has(item.key)) ctx.addIssue({ code: 'custom', path: item.path, message: 'is used twice' });
    keys.add(item.key);
  }
  return keys;
}

/**
 * The references of a season's distances, timeslots, schedules and games, each bad one named by its path
 * with what it should have been (`seasons.0.schedules.1.games.12.timeslot`: "is not a timeslot of this
 * season"), so an import is refused before anything is written. Also what the database would refuse with
 * an error no user could read: two slots overlapping on a surface, two games in one slot, a finish before
 * the start.
 */
export function checkSeasonPlay(
  season: {
    conferences?: readonly DocumentConference[] | undefined;
    adjustments?: readonly DocumentAdjustment[] | undefined;
    distances?: readonly DocumentDistance[] | undefined;
    timeslots: readonly DocumentTimeslot[];
    schedules: readonly DocumentSchedule[];
  },
  keys: SeasonKeys,
  at: Path,
  ctx: Ctx,
): void {
  const issue = (path: Path, message: string) =>
    ctx.addIssue({ code: 'custom', path: [...at, ...path], message });
  (season.conferences ?? []).forEach((c, i) => {
    const named = new Set<string>();
    c.teams.forEach((team, j) => {
      if (!keys.teams.has(team)) issue(['conferences', i, 'teams', j], 'is not a team of this season');
      else if (named.has(team)) issue(['conferences', i, 'teams', j], 'is named twice');
      named.add(team);
    });
  });
  (season.adjustments ?? []).forEach((a, i) => {
    if (!keys.teams.has(a.team)) issue(['adjustments', i, 'team'], 'is not a team of this season');
  });
  (season.distances ?? []).forEach((d, i) => {
    if (!keys.venues.has(d.from)) issue(['distances', i, 'from'], 'is not a venue of this season');
    if (!keys.venues.has(d.to)) issue(['distances', i, 'to'], 'is not a venue of this season');
  });

  const slotKeys = unique(
    ctx,
    season.timeslots.map((s, i) => ({ key: s.key, path: [...at, 'timeslots', i, 'key'] })),
  );
  const bySurface = new Map<string, { start: number; finish: number; index: number }[]>();
  season.timeslots.forEach((s, i) => {
    if (!keys.venues.has(s.venue)) issue(['timeslots', i, 'venue'], 'is not a venue of this season');
    else if (keys.surfaceVenue.get(s.surface) !== s.venue) {
      issue(['timeslots', i, 'surface'], 'is not a surface of its venue');
    }
    s.divisions.forEach((d, j) => {
      if (!keys.divisions.has(d)) issue(['timeslots', i, 'divisions', j], 'is not a division of this season');
    });
    const start = Date.parse(s.start);
    const finish = Date.parse(s.finish);
    if (!(finish > start)) issue(['timeslots', i, 'finish'], 'must be after the start');
    const list = bySurface.get(s.surface) ?? [];
    list.push({ start, finish, index: i });
    bySurface.set(s.surface, list);
  });
  for (const list of bySurface.values()) {
    list.sort((a, b) => a.start - b.start || a.index - b.index);
    let latest = Number.NEGATIVE_INFINITY;
    for (const slot of list) {
      if (slot.start < latest) {
        issue(['timeslots', slot.index, 'start'], 'overlaps another timeslot on this surface');
      }
      latest = Math.max(latest, slot.finish);
    }
  }

  unique(
    ctx,
    season.schedules.map((s, i) => ({ key: s.key, path: [...at, 'schedules', i, 'key'] })),
  );
  const gameKeys = unique(
    ctx,
    season.schedules.flatMap((s, i) =>
      s.games.map((g, j) => ({ key: g.key, path: [...at, 'schedules', i, 'games', j, 'key'] })),
    ),
  );
  const slotTaken = new Set<string>();
  season.schedules.forEach((schedule, i) => {
    const path = (...rest: Path): Path => ['schedules', i, ...rest];
    if (schedule.division !== null && !keys.divisions.has(schedule.division)) {
      issue(path('division'), 'is not a division of this season');
    }
    const seeding = schedule.config.seeding;
    if (seeding !== undefined) {
      if (!Array.isArray(seeding)) issue(path('config', 'seeding'), 'must be a list of team keys');
      else {
        seeding.forEach((team, j) => {
          if (typeof team !== 'string' || !keys.teams.has(team)) {
            issue(path('config', 'seeding', j), 'is not a team of this season');
          }
        });
      }
    }
    schedule.games.forEach((game, j) => {
      const gamePath = (field: string) => path('games', j, field);
      if (!keys.divisions.has(game.division)) issue(gamePath('division'), 'is not a division of this season');
      if (game.home !== null && !keys.teams.has(game.home))
        issue(gamePath('home'), 'is not a team of this season');
      if (game.visitor !== null && !keys.teams.has(game.visitor)) {
        issue(gamePath('visitor'), 'is not a team of this season');
      }
      if (game.timeslot !== null) {
        if (!slotKeys.has(game.timeslot)) issue(gamePath('timeslot'), 'is not a timeslot of this season');
        else if (slotTaken.has(game.timeslot)) issue(gamePath('timeslot'), 'holds another game already');
        slotTaken.add(game.timeslot);
      }
      for (const side of ['home_from', 'visitor_from'] as const) {
        const from = game[side];
        if (from !== null && (!gameKeys.has(from.game) || from.game === game.key)) {
          ctx.addIssue({
            code: 'custom',
            path: [...at, ...path('games', j, side, 'game')],
            message: 'is not another game of this season',
          });
        }
      }
    });
  });
}
