import { TIME_CONSTRAINT_TYPES, type TimeConstraint } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { createI18n, loadJapanese } from '../../../i18n/i18n.ts';
import { describeConstraint } from './describe-constraint.ts';
import { timeOptions } from './time-options.ts';

const constraint: TimeConstraint = {
  id: '00000000-0000-4000-8000-00000000c001',
  team_id: '00000000-0000-4000-8000-00000000e001',
  style: 'weekly',
  type: TIME_CONSTRAINT_TYPES.no_play_between,
  is_all_day: false,
  is_home_only: false,
  weekdays: [1],
  start_date: null,
  end_date: null,
  not_between_start: '08:00',
  not_between_end: '22:00',
  not_before: null,
  not_after: null,
  max_games: null,
  max_travel_home: null,
  max_travel_last: null,
  no_play_team: null,
  no_play_team_name: null,
};

describe('constraint times', () => {
  it('are 12-hour in English and 24-hour in Japanese', async () => {
    const en = createI18n('en');
    const ja = createI18n('ja', await loadJapanese());
    expect(describeConstraint(en.t, constraint, 'en')).toContain('8:00 AM');
    expect(describeConstraint(en.t, constraint, 'en')).toContain('10:00 PM');
    const japanese = describeConstraint(ja.t, constraint, 'ja');
    expect(japanese).toContain('8:00〜22:00');
    expect(japanese).not.toMatch(/AM|PM/);
  });

  it('are offered in the picker in the interface language', () => {
    expect(timeOptions('en').find((o) => o.value === '17:15')?.label).toBe('5:15 PM');
    expect(timeOptions('ja').find((o) => o.value === '17:15')?.label).toBe('17:15');
    expect(timeOptions('ja')).toHaveLength(96);
  });
});
