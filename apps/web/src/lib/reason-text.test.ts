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

describe('reasonText for the diagnosis and re-plan codes (docs/diagnosis.md, docs/replans.md)', () => {
  const r = (code: string, params: Reason['params']): Reason => ({ code, params });
  const cases: [Reason, string, string][] = [
    [
      r('fix.add_slots', {
        count: 6,
        division: 'U12',
        weekday: 6,
        time: '09:00',
        minutes: 90,
        venue: 'Park',
        surface: 'Field 2',
        dates: ['2026-03-07', '2026-03-14', '2026-03-21', '2026-03-28', '2026-04-04', '2026-04-11'],
      }),
      'Add 6 slots for U12 on Saturdays at 09:00 (90 min) at Park, Field 2: 2026-03-07, 2026-03-14, 2026-03-21, 2026-03-28, 2026-04-04, ...',
      'U12の枠を土曜日09:00（90分）にPark・Field 2で6件追加: 2026-03-07、2026-03-14、2026-03-21、2026-03-28、2026-04-04…ほか',
    ],
    [
      r('fix.add_slots', {
        count: 1,
        division: 'U12',
        weekday: 0,
        time: '18:00',
        minutes: 60,
        venue: 'Park',
        surface: 'Field 1',
        dates: ['2026-03-08'],
      }),
      'Add 1 slot for U12 on Sundays at 18:00 (60 min) at Park, Field 1: 2026-03-08',
      'U12の枠を日曜日18:00（60分）にPark・Field 1で1件追加: 2026-03-08',
    ],
    [
      r('fix.open_neutral', { schedule: 'U12', count: 14 }),
      'Let U12 use the 14 slots open to every division',
      'U12で全ディビジョン共通の枠14件を使えるようにする',
    ],
    [
      r('fix.extend_end', { schedule: 'U12', date: '2026-06-06' }),
      "Extend U12's end date by a week, to 2026-06-06",
      'U12の終了日を1週間延ばして2026-06-06にする',
    ],
    [
      r('fix.setting', { schedule: 'U12', setting: 'max_games_week', value: 2 }),
      "Change U12's max games per week to 2",
      'U12の1週間の最大試合数を2に変更',
    ],
    [
      r('fix.setting', { schedule: 'U12', setting: 'enforce_home', value: false }),
      "Change U12's home games at home venues to off",
      'U12のホーム会場でホーム試合をオフに変更',
    ],
    [
      r('fix.relax_time_constraint', { team: 'Hawks', kind: 'no_play', days: ['6'], dates: [] }),
      "Drop Hawks's no-play rule (Saturdays)",
      'Hawksの試合不可ルール（対象: 土曜日）を外す',
    ],
    [
      r('fix.relax_time_constraint', {
        team: 'Hawks',
        kind: 'no_play_between',
        days: ['0', '6'],
        dates: ['2026-03-01', '2026-03-31'],
      }),
      "Drop Hawks's allowed-hours rule (Sundays, Saturdays, 2026-03-01 to 2026-03-31)",
      'Hawksの試合可能時間ルール（対象: 日曜日、土曜日・2026-03-01から2026-03-31まで）を外す',
    ],
    [r('fix.relax_travel', { team: 'Hawks' }), "Drop Hawks's travel limits", 'Hawksの移動制限を外す'],
    [
      r('fix.relax_home_venues', { team: 'Hawks' }),
      'Let Hawks host at any venue',
      'Hawksがどの会場でもホーム試合をできるようにする',
    ],
    [
      r('conflict_rule.dates', { schedule: 'U12', start: '2026-02-22', end: '2026-05-30' }),
      "U12's dates (2026-02-22 to 2026-05-30)",
      'U12の期間（2026-02-22〜2026-05-30）',
    ],
    [
      r('conflict_rule.slot_rules', { schedule: 'U12', count: 63 }),
      "U12's slot rules (kinds, divisions, weekend method): 63 slots",
      'U12の枠のルール（種類・ディビジョン・週末方式）: 63件',
    ],
    [
      r('conflict_rule.home_venues', {}),
      'Home games only at home venues (enforce home)',
      'ホーム試合はホーム会場のみ（ホーム会場の強制）',
    ],
    [
      r('conflict_rule.home_venues', { team: 'Hawks' }),
      'Hawks hosts only at its home venues',
      'Hawksはホーム会場でのみホーム試合を行う',
    ],
    [
      r('conflict_rule.time_constraints', { team: 'Hawks', kind: 'no_play', days: ['6'], dates: [] }),
      "Hawks's no-play rule (Saturdays)",
      'Hawksの試合不可ルール（対象: 土曜日）',
    ],
    [r('conflict_rule.travel', { team: 'Hawks' }), "Hawks's travel limits", 'Hawksの移動制限'],
    [
      r('conflict_rule.limits', { schedule: 'U12', setting: 'max_games_week', value: 1 }),
      'At most 1 game a week',
      '1週間に1試合まで',
    ],
    [
      r('conflict_rule.limits', { schedule: 'U12', setting: 'max_games_day', value: 2 }),
      'At most 2 games a day',
      '1日2試合まで',
    ],
    [
      r('conflict_rule.rest', { schedule: 'U12', minutes: 60, nights: 1 }),
      "60 minutes' rest, 1 night between games",
      '試合間に60分の休息と1泊',
    ],
    [
      r('conflict_rule.coach_conflicts', { team: 'Hawks', other: 'Owls' }),
      'Hawks and Owls share a coach',
      'HawksとOwlsはコーチが同じ',
    ],
    [
      r('conflict_rule.other_games', { count: 14 }),
      "Slots taken by other divisions' games (14)",
      '他のディビジョンの試合で使用中の枠（14件）',
    ],
    [
      r('replan.no_slot', { game: { ...game, date: null, time: null, venue: null }, free: 12 }),
      'U10 Hawks v Owls: no free slot keeps every rule (12 free slots checked)',
      'U10 Hawks 対 Owls: すべてのルールを守れる空き枠がありません（空き枠12件を確認）',
    ],
  ];

  it.each(cases)('renders %j in English and Japanese', (reason, english, japanese) => {
    expect(reasonText(reason, en)).toBe(english);
    expect(reasonText(reason, ja)).toBe(japanese);
  });

  it('answers null for an unknown fix, setting or limit, so the stored text shows', () => {
    expect(reasonText(r('fix.unknown', {}), en)).toBeNull();
    expect(reasonText(r('fix.setting', { schedule: 'U12', setting: 'colour', value: 1 }), en)).toBeNull();
    expect(reasonText(r('conflict_rule.limits', { setting: 'max_games', value: 1 }), en)).toBeNull();
    expect(reasonText(r('replan.other', {}), en)).toBeNull();
  });
});
