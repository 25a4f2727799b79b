import { sportPreset } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import {
  applySport,
  divisionLetter,
  newDraft,
  nextSaturday,
  resizeDivisions,
  resizeSurfaces,
  resizeTeams,
} from './defaults.ts';

describe('divisionLetter', () => {
  it('counts A..Z skipping I, then AA', () => {
    expect([0, 1, 7, 8, 9].map(divisionLetter)).toEqual(['A', 'B', 'H', 'J', 'K']);
    expect(divisionLetter(24)).toBe('Z');
    expect(divisionLetter(25)).toBe('AA');
    expect(Array.from({ length: 60 }, (_, i) => divisionLetter(i)).some((l) => l.includes('I'))).toBe(false);
  });
});

describe('newDraft', () => {
  it('has 2 divisions of 4 teams, one venue with 2 surfaces, 12 weeks from the next Saturday, 2 rounds', () => {
    const draft = newDraft(1, new Date(2026, 2, 4));
    expect(draft.divisions.map((d) => [d.name, d.shortcode])).toEqual([
      ['Division A', 'A'],
      ['Division B', 'B'],
    ]);
    expect(draft.divisions[1]?.teams.map((t) => [t.name, t.shortcode])).toEqual([
      ['Team 1B', '1B'],
      ['Team 2B', '2B'],
      ['Team 3B', '3B'],
      ['Team 4B', '4B'],
    ]);
    expect(draft.divisions.map((d) => d.color)).toEqual(['#1E88E5', '#E53935']);
    expect(draft.venues).toHaveLength(1);
    expect(draft.venues[0]?.surfaces.map((s) => s.name)).toEqual(['Rink 1', 'Rink 2']);
    expect([draft.start_date, draft.end_date]).toEqual(['2026-03-07', '2026-05-29']);
    expect([draft.argument, draft.count]).toEqual(['rounds', 2]);
    expect(draft.divisions[0]?.config).toMatchObject({
      count: 2,
      max_games_day: 1,
      max_games_week: 0,
      min_minutes_rest: 0,
      next_game_offset: 0,
    });
    expect(draft.slot_minutes).toBe(sportPreset(1).slot_minutes);
    const keys = draft.divisions.flatMap((d) => [d.key, ...d.teams.map((t) => t.key)]);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('starts on the following Saturday when today is one', () => {
    expect(nextSaturday(new Date(2026, 2, 7))).toBe('2026-03-14');
    expect(nextSaturday(new Date(2026, 2, 6))).toBe('2026-03-07');
  });
});

describe('resizing', () => {
  it('adds divisions skipping I and keeps the existing ones', () => {
    const draft = resizeDivisions(newDraft(5), 10);
    expect(draft.divisions.map((d) => d.shortcode).join('')).toBe('ABCDEFGHJK');
    expect(draft.divisions[8]?.teams[0]?.name).toBe('Team 1J');
    expect(resizeDivisions(draft, 1).divisions).toHaveLength(1);
  });

  it('sets teams per division and drops home venues of removed teams', () => {
    const draft = newDraft(5);
    const lastTeam = draft.divisions[0]?.teams[3]?.key as string;
    const withHome = { ...draft, venues: [{ ...draft.venues[0]!, home_team_keys: [lastTeam] }] };
    const six = resizeTeams(withHome, 6);
    expect(six.divisions[0]?.teams.map((t) => t.shortcode)).toEqual(['1A', '2A', '3A', '4A', '5A', '6A']);
    expect(six.venues[0]?.home_team_keys).toEqual([lastTeam]);
    expect(resizeTeams(six, 3).venues[0]?.home_team_keys).toEqual([]);
  });

  it('names new surfaces by the sport’s term and renames default names on a sport change', () => {
    const draft = resizeSurfaces(newDraft(3), 0, 4);
    expect(draft.venues[0]?.surfaces.map((s) => s.name)).toEqual([
      'Court 1',
      'Court 2',
      'Court 3',
      'Court 4',
    ]);
    const renamed = {
      ...draft,
      venues: [
        {
          ...draft.venues[0]!,
          surfaces: draft.venues[0]!.surfaces.map((s, i) => (i === 0 ? { ...s, name: 'Gym' } : s)),
        },
      ],
    };
    expect(applySport(renamed, 5).venues[0]?.surfaces.map((s) => s.name)).toEqual([
      'Gym',
      'Pitch 2',
      'Pitch 3',
      'Pitch 4',
    ]);
  });
});
