import { TIEBREAKERS } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { buildRow, scoredRows } from '../test/standings-fixtures.ts';
import {
  addTiebreaker,
  cellText,
  csvFileName,
  formatGamesBehind,
  formatSigned,
  formatWinPct,
  hasCountedGames,
  moveTiebreaker,
  removeTiebreaker,
  STAT_COLUMNS,
  showsGamesBehind,
  standingsCsvTable,
  tiebreakNote,
  unusedTiebreakers,
  visibleColumns,
} from './standings-table.ts';

describe('standings table model', () => {
  it('shows games behind only when win percentage ranks first', () => {
    expect(showsGamesBehind(['win_pct', 'head_to_head'])).toBe(true);
    expect(showsGamesBehind(['points', 'win_pct'])).toBe(false);
    expect(showsGamesBehind([])).toBe(false);
    expect(visibleColumns(['points'])).not.toContain('games_behind');
    expect(visibleColumns(['win_pct'])).toEqual([...STAT_COLUMNS]);
  });

  it('formats win percentage with three decimals, signed differences and games behind', () => {
    expect(formatWinPct(0.6667)).toBe('0.667');
    expect(formatWinPct(1)).toBe('1.000');
    expect(formatWinPct(0)).toBe('0.000');
    expect(formatSigned(3)).toBe('+3');
    expect(formatSigned(-2)).toBe('-2');
    expect(formatSigned(0)).toBe('0');
    expect(formatGamesBehind(0)).toBe('-');
    expect(formatGamesBehind(1.5)).toBe('1.5');
    const row = buildRow({ win_pct: 0.5, score_difference: 4, games_behind: 2, points: 7 });
    expect(cellText(row, 'win_pct')).toBe('0.500');
    expect(cellText(row, 'score_difference')).toBe('+4');
    expect(cellText(row, 'games_behind')).toBe('2');
    expect(cellText(row, 'points')).toBe('7');
  });

  it('tells a table with counted games from one without', () => {
    expect(hasCountedGames({ league: { rows: scoredRows() } })).toBe(true);
    expect(hasCountedGames({ league: { rows: [buildRow(), buildRow({ team_id: 'x' })] } })).toBe(false);
    expect(hasCountedGames({ league: { rows: [] } })).toBe(false);
  });

  it('writes CSV cells with rank, team, division, the visible columns and the note', () => {
    const headers = {
      rank: 'Rank',
      team: 'Team',
      division: 'Division',
      note: 'Tiebreaker',
      columns: Object.fromEntries(STAT_COLUMNS.map((c) => [c, c.toUpperCase()])) as Record<
        (typeof STAT_COLUMNS)[number],
        string
      >,
    };
    const table = standingsCsvTable(
      scoredRows(),
      ['points', 'score_difference'],
      headers,
      (rule, above) => `${above} by ${rule}`,
    );
    expect(table.columns).toEqual(['Rank', 'Team', 'Division', 'POINTS', 'SCORE_DIFFERENCE', 'Tiebreaker']);
    expect(table.rows).toEqual([
      [1, 'Hawks', 'U10', 6, 3, ''],
      [2, 'Owls', 'U10', 6, 3, 'Hawks by head_to_head'],
      [3, 'Foxes', 'U10', 0, -6, 'Owls by points'],
    ]);
  });

  it('edits the tiebreaker list: add once, remove, move within bounds', () => {
    expect(addTiebreaker(['points'], 'head_to_head')).toEqual(['points', 'head_to_head']);
    expect(addTiebreaker(['points'], 'points')).toEqual(['points']);
    expect(removeTiebreaker(['points', 'wins', 'score_for'], 1)).toEqual(['points', 'score_for']);
    expect(moveTiebreaker(['points', 'wins', 'score_for'], 2, -1)).toEqual(['points', 'score_for', 'wins']);
    expect(moveTiebreaker(['points', 'wins'], 0, 1)).toEqual(['wins', 'points']);
    expect(moveTiebreaker(['points', 'wins'], 0, -1)).toEqual(['points', 'wins']);
    expect(moveTiebreaker(['points', 'wins'], 1, 1)).toEqual(['points', 'wins']);
    expect(unusedTiebreakers(['points', 'games_played'])).toEqual(
      TIEBREAKERS.filter((name) => name !== 'points' && name !== 'games_played'),
    );
    expect(unusedTiebreakers([...TIEBREAKERS])).toEqual([]);
  });

  it('notes the rule that put the team above ahead, leaving out the first rule of the list', () => {
    const rows = scoredRows();
    expect(tiebreakNote(rows, 0, ['points', 'head_to_head'])).toBeNull();
    expect(tiebreakNote(rows, 1, ['points', 'head_to_head'])).toEqual({
      rule: 'head_to_head',
      above: 'Hawks',
    });
    expect(tiebreakNote(rows, 2, ['points', 'head_to_head'])).toBeNull();
    expect(tiebreakNote(rows, 2, ['win_pct', 'points'])).toEqual({ rule: 'points', above: 'Owls' });
    expect(tiebreakNote(rows, 3, ['points'])).toBeNull();
  });

  it('names CSV files without characters a file system refuses', () => {
    expect(csvFileName('Spring 2026', 'league')).toBe('standings-Spring 2026-league.csv');
    expect(csvFileName('U10/U12: A', 'divisions')).toBe('standings-U10_U12_ A-divisions.csv');
  });
});
