import type { ScheduleDetail } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import {
  type CellWords,
  columnSetKind,
  columnsOf,
  minTableWidth,
  roundText,
  visibleColumns,
} from './game-columns.ts';
import type { GameRow } from './game-rows.ts';

const keys = (kind: Parameters<typeof columnsOf>[0]) => columnsOf(kind).map((c) => c.key);

const words: CellWords = {
  unscheduled: 'Unscheduled',
  weekdays: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  brackets: { winners: 'Upper bracket', losers: 'Lower bracket', final: 'Final' },
};

const rowWith = (game: Partial<ScheduleDetail['games'][number]>, week: number | null): GameRow =>
  ({ game: { bracket: null, round: null, ...game }, week }) as GameRow;

describe('game table columns', () => {
  it('starts a schedule with ten columns, Round last', () => {
    expect(keys('schedule')).toEqual([
      'date',
      'day',
      'time',
      'finish',
      'visitor',
      'home',
      'venue',
      'surface',
      'score',
      'round',
    ]);
  });

  it('gives an across-division schedule twelve: each team with its division', () => {
    const across = keys('across');
    expect(across).toHaveLength(12);
    expect(across.slice(4, 8)).toEqual(['visitor', 'visitorDivision', 'home', 'homeDivision']);
  });

  it('gives a practice schedule the team without visitor, score or round', () => {
    expect(keys('practice')).toEqual(['date', 'day', 'time', 'finish', 'team', 'venue', 'surface']);
    expect(keys('practiceAcross')).toEqual([
      'date',
      'day',
      'time',
      'finish',
      'team',
      'teamDivision',
      'venue',
      'surface',
    ]);
  });

  it('gives the master list a Division column', () => {
    expect(keys('master')).toHaveLength(11);
    expect(keys('master')[4]).toBe('division');
  });

  it('picks the kind from the table', () => {
    expect(columnSetKind({ master: true, practice: false, across: true })).toBe('master');
    expect(columnSetKind({ master: false, practice: false, across: false })).toBe('schedule');
    expect(columnSetKind({ master: false, practice: false, across: true })).toBe('across');
    expect(columnSetKind({ master: false, practice: true, across: false })).toBe('practice');
    expect(columnSetKind({ master: false, practice: true, across: true })).toBe('practiceAcross');
  });

  it('keeps the chosen ones in table order, and the first when every column is unchosen', () => {
    expect(visibleColumns('schedule', ['home', 'date']).map((c) => c.key)).toEqual(['date', 'home']);
    expect(visibleColumns('schedule', []).map((c) => c.key)).toEqual(['date']);
    expect(visibleColumns('practice', ['score', 'team']).map((c) => c.key)).toEqual(['team']);
  });

  it('is at least as wide as its columns, so a phone scrolls it', () => {
    expect(minTableWidth(columnsOf('schedule'))).toBe(100 + 50 + 60 + 60 + 120 + 120 + 100 + 80 + 60 + 90);
    // Twelve columns across still fit a laptop's content area (1,280 px less the navigation).
    expect(minTableWidth(columnsOf('across'))).toBeLessThanOrEqual(1024);
  });

  it('shows the week as the round, and a bracket game its section and round', () => {
    expect(roundText(rowWith({ round: 7 }, 2), words)).toBe('2');
    expect(roundText(rowWith({ round: 1 }, null), words)).toBe('');
    expect(roundText(rowWith({ bracket: 'winners', round: 2 }, 5), words)).toBe('Upper bracket 2');
    expect(roundText(rowWith({ bracket: 'final', round: 4 }, 5), words)).toBe('Final');
  });
});
