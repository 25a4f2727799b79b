import { describe, expect, it } from 'vitest';
import { createI18n, loadJapanese } from '../../../i18n/i18n.ts';
import { balanceHeaderText } from './balance-headers.ts';

const ja = createI18n('ja', await loadJapanese());
const en = createI18n('en');

describe('balance table headers', () => {
  it('are in Japanese on a Japanese screen, weekdays included', () => {
    const headers = [
      'TEAM',
      'GAMES',
      'HOME',
      'AWAY',
      'EARLY',
      'LATE',
      'TOTAL',
      'WEEK_START',
      'REST_TREAMS',
      'MON',
    ];
    expect(headers.map((h) => balanceHeaderText(h, ja.t, 'ja'))).toEqual([
      'チーム',
      '試合数',
      'ホーム',
      'アウェー',
      '早い時間',
      '遅い時間',
      '合計',
      '週の開始日',
      '休みのチーム',
      '月',
    ]);
  });

  it('read as words in English and leave names and dates alone', () => {
    expect(balanceHeaderText('REST_TREAMS', en.t, 'en')).toBe('Teams resting');
    expect(balanceHeaderText('SAT', en.t, 'en')).toBe('Sat');
    expect(balanceHeaderText('Hawks', ja.t, 'ja')).toBe('Hawks');
    expect(balanceHeaderText('2027-04-04', ja.t, 'ja')).toBe('2027-04-04');
  });
});
