import type { EmbedRow } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { filterRows, filtersOf, rowDates } from './embed-filters.ts';

const row = (id: string, over: Partial<EmbedRow>): EmbedRow => ({
  id,
  date: '2026-04-04',
  time: '09:00',
  division_id: 'd1',
  visitor: 'Owls',
  home: 'Hawks',
  visitor_id: 'owls',
  home_id: 'hawks',
  venue: 'Park',
  venue_id: 'v1',
  surface: 'Field 1',
  game_score: '',
  ...over,
});

const rows = [
  row('a', {}),
  row('b', { date: '2026-04-11', home_id: 'owls', visitor_id: 'bees', venue_id: 'v2' }),
  row('c', { date: '2026-04-11', division_id: 'd2', home_id: 'bees', visitor_id: 'hawks' }),
];

describe('embed filters', () => {
  it('read the address, empty parameters meaning no filter', () => {
    expect(filtersOf(new URLSearchParams('division=d1&team=&date=2026-04-11'))).toEqual({
      division: 'd1',
      team: null,
      venue: null,
      date: '2026-04-11',
    });
  });

  it('keep a team’s games home and away, and combine with the other filters', () => {
    const none = { division: null, team: null, venue: null, date: null };
    expect(filterRows(rows, { ...none, team: 'hawks' }).map((r) => r.id)).toEqual(['a', 'c']);
    expect(filterRows(rows, { ...none, team: 'owls', date: '2026-04-11' }).map((r) => r.id)).toEqual(['b']);
    expect(filterRows(rows, { ...none, division: 'd2' }).map((r) => r.id)).toEqual(['c']);
    expect(filterRows(rows, { ...none, venue: 'v2' }).map((r) => r.id)).toEqual(['b']);
    expect(filterRows(rows, none)).toHaveLength(3);
  });

  it('offer each date once, in order', () => {
    expect(rowDates([...rows].reverse())).toEqual(['2026-04-04', '2026-04-11']);
  });
});
