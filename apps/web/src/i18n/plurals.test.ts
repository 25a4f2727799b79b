import { describe, expect, it } from 'vitest';
import { createI18n, loadJapanese } from './i18n.ts';

const en = createI18n('en');
const ja = createI18n('ja', await loadJapanese());

describe('plural texts', () => {
  it('say "1 game" and "2 games" in English', () => {
    expect(en.t('games.unscheduleTitle', { count: 1 })).toBe('Unschedule 1 game?');
    expect(en.t('games.unscheduleTitle', { count: 2 })).toBe('Unschedule 2 games?');
    expect(en.t('games.deleteTitle', { count: 1 })).toBe('Delete 1 game?');
    expect(en.t('games.shiftTitle', { count: 1 })).toBe('Shift 1 game');
    expect(en.t('schedules.wizard.teams', { count: 1 })).toBe('1 team');
    expect(en.t('schedules.summary.nights', { count: 1 })).toBe('1 night between games');
    expect(en.t('schedules.addSlots.add', { count: 0 })).toBe('Add 0 timeslots');
  });

  it('use the one Japanese form for every count', () => {
    expect(ja.t('games.unscheduleTitle', { count: 1 })).toBe('1 試合の割り当てを解除しますか？');
    expect(ja.t('games.unscheduleTitle', { count: 5 })).toBe('5 試合の割り当てを解除しますか？');
    expect(ja.t('seasons.teamCount', { count: 1 })).toBe(
      ja.t('seasons.teamCount', { count: 3 }).replace('3', '1'),
    );
  });
});
