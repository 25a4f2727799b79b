import type { SeasonDivision } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import {
  allowedTeams,
  editGameForm,
  type GameForm,
  gameFormBody,
  gameFormProblems,
  newGameForm,
  teamChoices,
  withStart,
  withVenue,
} from './game-form.ts';
import { multiEditProblem } from './multi-edit.ts';

const NY = 'America/New_York';
const empty = newGameForm('s1', null, NY);
const venues = [
  {
    id: 'v1',
    name: 'Park',
    surfaces: [
      { id: 'f1', name: 'Field 1' },
      { id: 'f2', name: 'Field 2' },
    ],
  },
  { id: 'v2', name: 'Gym', surfaces: [] },
];

describe('the game dialog’s defaults', () => {
  it('sets the finish to start + 2 hours, and keeps a game’s length when the start moves', () => {
    const started = withStart(empty, '2026-04-04T09:00');
    expect(started.finish).toBe('2026-04-04T11:00');
    const longer = { ...started, finish: '2026-04-04T12:30' };
    expect(withStart(longer, '2026-04-05T18:00').finish).toBe('2026-04-05T21:30');
    expect(withStart(started, '2026-04-04T23:00').finish).toBe('2026-04-05T01:00');
    // A finish not after the start is no length to keep: the default applies.
    expect(withStart({ ...started, finish: '2026-04-04T08:00' }, '2026-04-06T10:00').finish).toBe(
      '2026-04-06T12:00',
    );
    expect(withStart(started, '')).toMatchObject({ start: '', finish: '' });
  });

  it('chooses a venue’s first surface, and none for a venue without surfaces or no venue', () => {
    expect(withVenue(empty, 'v1', venues)).toMatchObject({ venueId: 'v1', surfaceId: 'f1' });
    expect(withVenue({ ...empty, surfaceId: 'f2' }, 'v2', venues)).toMatchObject({
      venueId: 'v2',
      surfaceId: null,
    });
    expect(withVenue(empty, null, venues)).toMatchObject({ venueId: null, surfaceId: null });
  });

  it('opens on a preset timeslot on the season’s wall clock', () => {
    const form = newGameForm(
      's1',
      {
        start: '2026-04-04T13:00:00.000Z',
        finish: '2026-04-04T14:30:00.000Z',
        venue_id: 'v1',
        surface_id: 'f2',
      },
      NY,
    );
    expect(form).toMatchObject({
      start: '2026-04-04T09:00',
      finish: '2026-04-04T10:30',
      venueId: 'v1',
      surfaceId: 'f2',
      unscheduled: false,
    });
  });

  it('reads an existing game from its row, a finish after midnight on the next day', () => {
    const row = {
      game: { schedule_id: 's1', timeslot_id: 't1' },
      date: '2026-04-04',
      time: '23:00',
      finish: '00:30',
      venueId: 'v1',
      surfaceId: 'f1',
      homeId: 'a',
      visitorId: 'b',
    };
    expect(editGameForm(row)).toMatchObject({
      start: '2026-04-04T23:00',
      finish: '2026-04-05T00:30',
      home: 'a',
      visitor: 'b',
      unscheduled: false,
    });
    expect(editGameForm({ ...row, game: { schedule_id: 's1', timeslot_id: null }, date: '' })).toMatchObject({
      start: '',
      venueId: null,
      unscheduled: true,
    });
  });
});

describe('the teams offered', () => {
  const division = (id: string, teams: string[], across: string[] = []): SeasonDivision => ({
    id,
    name: id,
    color: '#000',
    shortcode: null,
    is_across: across.length > 0,
    across_divisions: across,
    teams: teams.map((t) => ({ id: t, name: t.toUpperCase() })) as SeasonDivision['teams'],
  });
  const divisions = [division('d1', ['a', 'b']), division('d2', ['c']), division('x', [], ['d1', 'd2'])];

  it('are the schedule’s division’s, or an across-division’s two sources’', () => {
    expect(allowedTeams('d1', divisions).map((t) => t.id)).toEqual(['a', 'b']);
    expect(allowedTeams('x', divisions).map((t) => t.id)).toEqual(['a', 'b', 'c']);
    expect(allowedTeams(null, divisions)).toEqual([]);
  });

  it('keep a chosen team the filter leaves out, by name, marked as filtered', () => {
    const names = new Map([
      ['a', 'A'],
      ['c', 'C'],
    ]);
    const allowed = allowedTeams('d1', divisions);
    expect(teamChoices(allowed, 'a', names)).toEqual({
      options: [
        { value: 'a', label: 'A' },
        { value: 'b', label: 'B' },
      ],
      filtered: null,
    });
    const kept = teamChoices(allowed, 'c', names);
    expect(kept.filtered).toBe('C');
    expect(kept.options[0]).toEqual({ value: 'c', label: 'C' });
    expect(teamChoices(allowed, null, names).filtered).toBeNull();
  });
});

describe('saving', () => {
  const full: GameForm = {
    ...withVenue(withStart(empty, '2026-04-04T09:00'), 'v1', venues),
    home: 'a',
    visitor: 'b',
  };

  it('needs start, finish, venue, surface and two different teams (one for a practice)', () => {
    expect(gameFormProblems(full, false)).toEqual({});
    expect(gameFormProblems(empty, false)).toEqual({
      home: 'validation.required',
      visitor: 'validation.required',
      start: 'validation.required',
      finish: 'validation.required',
      venue: 'validation.required',
      surface: 'validation.required',
    });
    expect(gameFormProblems({ ...full, visitor: 'a' }, false)).toEqual({ visitor: 'games.dialog.sameTeam' });
    expect(gameFormProblems({ ...full, visitor: null }, true)).toEqual({});
    expect(gameFormProblems({ ...full, finish: '2026-04-04T08:00' }, false)).toEqual({
      finish: 'games.dialog.finishAfterStart',
    });
    expect(gameFormProblems({ ...empty, home: 'a', visitor: 'b', unscheduled: true }, false)).toEqual({});
  });

  it('sends the place as instants of the season’s zone, or no slot when unscheduled', () => {
    expect(gameFormBody(full, false, NY)).toEqual({
      home_id: 'a',
      visitor_id: 'b',
      start: '2026-04-04T13:00:00Z',
      finish: '2026-04-04T15:00:00Z',
      surface_id: 'f1',
    });
    expect(gameFormBody({ ...full, unscheduled: true }, true, NY)).toEqual({
      home_id: 'a',
      visitor_id: null,
      timeslot_id: null,
    });
  });
});

describe('multi-edit', () => {
  const move = { action: 'move' as const, amount: 0, units: 'days' as const, venueId: null, surfaceId: null };
  it('needs a shift or a surface, an amount within -20..20, and a scheduled game', () => {
    expect(multiEditProblem(move, 3)).toBe('nothing');
    expect(multiEditProblem({ ...move, amount: 1 }, 3)).toBeNull();
    expect(multiEditProblem({ ...move, venueId: 'v', surfaceId: 'f' }, 3)).toBeNull();
    expect(multiEditProblem({ ...move, amount: 21 }, 3)).toBe('amount');
    expect(multiEditProblem({ ...move, amount: 1.5 }, 3)).toBe('amount');
    expect(multiEditProblem({ ...move, action: 'unschedule' }, 3)).toBeNull();
    expect(multiEditProblem({ ...move, action: 'unschedule' }, 0)).toBe('none');
  });
});
