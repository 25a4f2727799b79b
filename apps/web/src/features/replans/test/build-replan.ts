import type { Replan, ReplanMove, SeasonChanges } from '@app/contracts';
import { SEASON_ID } from '../../../test/fixtures.ts';

export const REPLAN_ID = '00000000-0000-4000-8000-00000000e101';
export const VENUE_ID = '00000000-0000-4000-8000-00000000e201';
export const SURFACE_ID = '00000000-0000-4000-8000-00000000e301';

const place = (date: string, time: string, surface = 'Field 1') => ({
  timeslot_id: '00000000-0000-4000-8000-00000000f001',
  start: `${date}T${time}:00-06:00`,
  finish: `${date}T${time}:00-06:00`,
  date,
  time,
  venue: 'North Park',
  surface,
});

const game = (home: string, visitor: string) => ({
  division: 'U12',
  home: { team: home },
  visitor: { team: visitor },
  bracket: null,
  round: null,
  date: null,
  time: null,
  venue: null,
});

/** Hawks v Owls rained out and moved a week on; Bears v Foxes moved to make room; Lions v Tigers unplaced. */
export function buildMoves(): ReplanMove[] {
  return [
    {
      game_id: '00000000-0000-4000-8000-00000000e401',
      schedule_id: '00000000-0000-4000-8000-00000000d101',
      game: game('Hawks', 'Owls'),
      from: place('2026-03-07', '09:00'),
      to: place('2026-03-14', '09:00'),
      cancelled: true,
      reason: null,
    },
    {
      game_id: '00000000-0000-4000-8000-00000000e402',
      schedule_id: '00000000-0000-4000-8000-00000000d101',
      game: game('Bears', 'Foxes'),
      from: place('2026-03-14', '09:00'),
      to: place('2026-03-14', '11:00', 'Field 2'),
      cancelled: false,
      reason: null,
    },
    {
      game_id: '00000000-0000-4000-8000-00000000e403',
      schedule_id: '00000000-0000-4000-8000-00000000d101',
      game: game('Lions', 'Tigers'),
      from: place('2026-03-07', '11:00'),
      to: null,
      cancelled: true,
      reason: { code: 'replan.no_slot', params: { game: game('Lions', 'Tigers'), free: 3 } },
    },
  ];
}

export function buildReplan(overrides: Partial<Replan> = {}): Replan {
  return {
    id: REPLAN_ID,
    season_id: SEASON_ID,
    status: 'proposed',
    cause: 'rain',
    note: '',
    date: '2026-03-07',
    venue_id: null,
    venue: null,
    surface_id: null,
    surface: null,
    from: null,
    to: null,
    cancelled_timeslot_ids: [],
    cancelled_games: 2,
    moved: 2,
    unplaced: 1,
    teams_affected: 6,
    moves: buildMoves(),
    elapsed_ms: 120,
    created_at: '2026-03-07T07:00:00.000Z',
    applied_at: null,
    undone_at: null,
    ...overrides,
  };
}

/** Hawks's game moved by the rain-out of 2026-03-07, since a publish on 2026-03-01. */
export function buildChanges(overrides: Partial<SeasonChanges> = {}): SeasonChanges {
  const move = buildMoves()[0] as ReplanMove;
  const { timeslot_id: _f, ...from } = move.from ?? place('2026-03-07', '09:00');
  const { timeslot_id: _t, ...to } = move.to ?? place('2026-03-14', '09:00');
  return {
    season_id: SEASON_ID,
    published_at: '2026-03-01T18:00:00.000Z',
    teams: [
      {
        team_id: '00000000-0000-4000-8000-00000000e501',
        team: 'Hawks',
        division: 'U12',
        changes: [
          {
            id: '00000000-0000-4000-8000-00000000e601',
            game_id: move.game_id,
            game: move.game,
            from,
            to,
            cause: 'rain',
            note: 'Fields flooded',
            replan_id: REPLAN_ID,
            changed_at: '2026-03-07T08:00:00.000Z',
          },
        ],
      },
    ],
    ...overrides,
  };
}
