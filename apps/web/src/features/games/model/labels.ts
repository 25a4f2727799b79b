import type { ShiftUnit } from '@app/contracts';

// Translation keys written out in full, so the catalog checks can see every key the screens use.

export const UNIT_LABELS: Record<ShiftUnit, string> = {
  minutes: 'games.units.minutes',
  hours: 'games.units.hours',
  days: 'games.units.days',
  weeks: 'games.units.weeks',
  months: 'games.units.months',
};

export const BRACKET_LABELS = {
  winners: 'games.bracket.winners',
  losers: 'games.bracket.losers',
  final: 'games.bracket.final',
} as const;
