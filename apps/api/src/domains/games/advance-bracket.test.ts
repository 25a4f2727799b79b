import { describe, expect, it } from 'vitest';
import { advanceBracket } from './advance-bracket.ts';

type Row = Parameters<typeof advanceBracket>[0][number];

const game = (id: string, fields: Partial<Row>): Row => ({
  id,
  homeId: null,
  visitorId: null,
  homeFrom: null,
  visitorFrom: null,
  homeScore: null,
  visitorScore: null,
  ...fields,
});

// Four teams: semi-finals s1 (A v D) and s2 (B v C), the final f between their winners, and a third-place
// game t between their losers.
function bracket(
  scores: Record<string, [number, number]> = {},
  teams: Record<string, [string, string]> = {},
) {
  const rows = [
    game('s1', { homeId: 'A', visitorId: 'D' }),
    game('s2', { homeId: 'B', visitorId: 'C' }),
    game('f', {
      homeFrom: { game_id: 's1', take: 'winner' },
      visitorFrom: { game_id: 's2', take: 'winner' },
    }),
    game('t', { homeFrom: { game_id: 's1', take: 'loser' }, visitorFrom: { game_id: 's2', take: 'loser' } }),
  ];
  return rows.map((row) => {
    const [homeScore, visitorScore] = scores[row.id] ?? [null, null];
    const [homeId, visitorId] = teams[row.id] ?? [row.homeId, row.visitorId];
    return { ...row, homeScore, visitorScore, homeId, visitorId };
  });
}

describe('advanceBracket', () => {
  it('changes nothing before any score', () => {
    expect(advanceBracket(bracket())).toEqual([]);
  });

  it('sends the winner on and, where a game takes it, the loser too', () => {
    expect(advanceBracket(bracket({ s1: [3, 1] }))).toEqual([
      { id: 'f', homeId: 'A', visitorId: null, clearScore: false },
      { id: 't', homeId: 'D', visitorId: null, clearScore: false },
    ]);
  });

  it('re-routes later games when a score changes, clearing the scores of games whose teams changed', () => {
    const played = { f: ['A', 'C'] as [string, string], t: ['D', 'B'] as [string, string] };
    expect(advanceBracket(bracket({ s1: [3, 1], s2: [0, 2], f: [1, 0] }, played))).toEqual([]);
    const changes = advanceBracket(bracket({ s1: [1, 3], s2: [0, 2], f: [1, 0] }, played));
    expect(changes).toEqual([
      { id: 'f', homeId: 'D', visitorId: 'C', clearScore: true },
      { id: 't', homeId: 'A', visitorId: 'B', clearScore: false },
    ]);
  });

  it('empties a fed place again when its feeder loses its score', () => {
    const changes = advanceBracket(bracket({}, { f: ['A', null as unknown as string] }));
    expect(changes).toEqual([{ id: 'f', homeId: null, visitorId: null, clearScore: false }]);
  });
});
