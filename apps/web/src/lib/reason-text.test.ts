import type { Reason, ReasonGame } from '@app/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createI18n, loadJapanese } from '../i18n/i18n.ts';
import { type ReasonLocale, reasonText, shownReason } from './reason-text.ts';

let en: ReasonLocale;
let ja: ReasonLocale;

beforeAll(async () => {
  en = { t: createI18n('en').t, language: 'en' };
  ja = { t: createI18n('ja', await loadJapanese()).t, language: 'ja' };
});

const game: ReasonGame = {
  division: 'U10',
  home: { team: 'Hawks' },
  visitor: { team: 'Owls' },
  bracket: null,
  round: null,
  date: '2026-03-07',
  time: '09:00',
  venue: 'North Park',
};

const overlap: Reason = { code: 'refusal.team_overlap', params: { team: 'Bears', other: game } };

const unscheduled: Reason = {
  code: 'unscheduled.blocked',
  params: {
    game: {
      ...game,
      home: { take: 'loser', game: { bracket: 'winners', round: 1, teams: ['Hawks', 'Owls'] } },
      visitor: { team: 'Bears' },
      date: null,
      time: null,
      venue: null,
    },
    eligible: 12,
    free: 0,
    parts: [
      { code: 'blocked.slot_taken', params: { count: 7 } },
      { code: 'blocked.no_play', params: { count: 3, team: 'Hawks', dates: ['2026-03-13', '2026-03-20'] } },
      { code: 'blocked.travel_home', params: { count: 2, team: 'Owls', no_coordinates: ['East Field'] } },
    ],
  },
};

const conflict: Reason = {
  code: 'conflict.time_constraint',
  params: { team: 'Owls', kind: 'no_play', game },
};

describe('reasonText', () => {
  it('renders a refusal naming the team and the game in the way, in English and Japanese', () => {
    expect(reasonText(overlap, en)).toBe(
      'Bears already plays U10 Hawks v Owls on 2026-03-07 09:00 at North Park at that time',
    );
    expect(reasonText(overlap, ja)).toBe(
      'Bearsはその時間にU10 Hawks 対 Owls（2026-03-07 09:00・North Park）があります',
    );
  });

  it('renders an unscheduled reason with its bracket side, rules, dates and a venue without coordinates', () => {
    expect(reasonText(unscheduled, en)).toBe(
      "U10 loser of upper bracket round 1 (Hawks - Owls) v Bears: 12 eligible slots; 7 taken by other games, 3 on Hawks's no-play dates (2026-03-13, 2026-03-20), 2 beyond Owls's travel limit from home; no coordinates for East Field",
    );
    expect(reasonText(unscheduled, ja)).toBe(
      'U10 勝者側 1回戦（Hawks - Owlsの試合）の敗者 対 Bearsは未割り当て: 使える時間枠12件: 7件は他の試合で使用中、3件はHawksの試合不可日（日付: 2026-03-13、2026-03-20）、2件はOwlsのホームからの移動制限を超える。座標のない会場: East Field',
    );
  });

  it('renders a conflict in Japanese, and shows the stored text for rows without a code', () => {
    expect(reasonText(conflict, ja)).toBe(
      'U10 Hawks 対 Owls（2026-03-07 09:00・North Park）はOwlsの試合不可日に反します',
    );
    expect(shownReason(null, 'Unscheduled by hand.', ja)).toBe('Unscheduled by hand.');
    expect(shownReason({ code: 'unscheduled.by_hand', params: {} }, 'Unscheduled by hand.', ja)).toBe(
      '手動で日程から外しました。',
    );
    expect(shownReason({ code: 'future.code', params: {} }, 'stored text', en)).toBe('stored text');
  });

  it("renders a broken bracket chain and a refusal on a team's path, in English and Japanese", () => {
    const final: ReasonGame = {
      ...game,
      home: { take: 'winner', game: { bracket: 'winners', round: 1, teams: ['Hawks', 'Owls'] } },
      visitor: { take: 'winner', game: { bracket: 'winners', round: 1, teams: ['Bears', 'Foxes'] } },
      bracket: 'winners',
      round: 2,
      time: '14:00',
    };
    const chain: Reason = {
      code: 'conflict.bracket_chain',
      params: { rule: 'max_games_day', period: '2026-03-07', count: 2, limit: 1, games: [game, final] },
    };
    expect(reasonText(chain, en)).toBe(
      "A team's path through the bracket has 2 games on 2026-03-07 (at most 1): U10 Hawks v Owls on 2026-03-07 09:00 at North Park → U10 winner of upper bracket round 1 (Hawks - Owls) v winner of upper bracket round 1 (Bears - Foxes) on 2026-03-07 14:00 at North Park",
    );
    expect(reasonText(chain, ja)).toMatch(
      /^トーナメントの勝ち上がり経路で2026-03-07に2試合あります（上限1）: U10 Hawks 対 Owls/,
    );
    const refusal: Reason = {
      code: 'refusal.path_day_limit',
      params: { limit: 1, date: '2026-03-07', game },
    };
    expect(reasonText(refusal, en)).toBe(
      "a team's path through the bracket would have more than 1 game(s) on 2026-03-07",
    );
    expect(reasonText(refusal, ja)).toBe('トーナメントの勝ち上がり経路で2026-03-07の試合が1試合を超えます');
  });
});
