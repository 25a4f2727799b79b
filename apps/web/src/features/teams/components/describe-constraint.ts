import { type TimeConstraint, type TimeConstraintType, TIME_CONSTRAINT_TYPES as TYPE } from '@app/contracts';
import type { TFunction } from 'i18next';
import { weekdayNames } from '../../../lib/weekday-names.ts';
import { formatClock } from '../../../lib/zoned-time.ts';
import { CONSTRAINT_TYPE_KEYS } from './constraint-type-labels.ts';

function when(t: TFunction, c: TimeConstraint, locale: string): string {
  if (c.style === 'weekly') {
    const names = weekdayNames(locale);
    return t('teams.constraint.everyWeek', { days: c.weekdays.map((d) => names[d] ?? '').join(', ') });
  }
  if (c.style === 'date') return c.start_date ?? '';
  return t('teams.constraint.dateRange', { start: c.start_date ?? '', end: c.end_date ?? '' });
}

function what(t: TFunction, c: TimeConstraint, locale: string): string {
  const time = (value: string | null) => (value === null ? '' : formatClock(value, locale));
  switch (c.type) {
    case TYPE.no_play_between:
      if (c.not_between_start !== null) {
        return t('teams.constraint.describeBetween', {
          start: time(c.not_between_start),
          end: time(c.not_between_end),
        });
      }
      return [
        c.not_before === null ? null : t('teams.constraint.describeNotBefore', { time: time(c.not_before) }),
        c.not_after === null ? null : t('teams.constraint.describeNotAfter', { time: time(c.not_after) }),
      ]
        .filter((part) => part !== null)
        .join(', ');
    case TYPE.max_games:
      return t('teams.constraint.describeMaxGames', { max: c.max_games ?? 0 });
    case TYPE.max_travel_home:
      return t('teams.constraint.describeTravelHome', { miles: c.max_travel_home ?? 0 });
    case TYPE.max_travel_last:
      return t('teams.constraint.describeTravelLast', { miles: c.max_travel_last ?? 0 });
    case TYPE.no_play_team:
      return t('teams.constraint.describeNoPlayTeam', { team: c.no_play_team_name ?? '' });
    default:
      return t(CONSTRAINT_TYPE_KEYS[c.type as TimeConstraintType]);
  }
}

/** One line for the constraint list: when it applies, then what it forbids or limits. */
export function describeConstraint(t: TFunction, c: TimeConstraint, locale: string): string {
  return `${when(t, c, locale)} · ${what(t, c, locale)}`;
}
