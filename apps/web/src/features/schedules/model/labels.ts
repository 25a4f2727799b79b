import type { BalanceTableKey, VENUE_BALANCE_METHODS, VENUE_BALANCE_TOLERANCES } from '@app/contracts';

// Translation keys written out in full, so the catalog checks can see every key the screens use.

export const TOLERANCE_LABELS: Record<(typeof VENUE_BALANCE_TOLERANCES)[number], string> = {
  low: 'schedules.tolerance.low',
  medium: 'schedules.tolerance.medium',
  high: 'schedules.tolerance.high',
};

export const BALANCE_LABELS: Record<BalanceTableKey, string> = {
  matchups: 'schedules.balances.matchups',
  venues: 'schedules.balances.venues',
  home_away_early_late: 'schedules.balances.home_away_early_late',
  team_weeks: 'schedules.balances.team_weeks',
  weekdays: 'schedules.balances.weekdays',
  rest_weeks: 'schedules.balances.rest_weeks',
};

export const CONFLICT_LABELS = {
  surface: 'schedules.conflicts.surface',
  team: 'schedules.conflicts.team',
  team_week: 'schedules.conflicts.team_week',
  team_time: 'schedules.conflicts.team_time',
  coach: 'schedules.conflicts.coach',
  bracket: 'schedules.conflicts.bracket',
} as const;

export const STYLE_LABELS = {
  round: 'schedules.style.round',
  single: 'schedules.style.single',
  double: 'schedules.style.double',
} as const;

export const RETRY_LABELS = {
  fresh: 'schedules.progress.retry.fresh',
  unscheduled_only: 'schedules.progress.retry.unscheduled_only',
} as const;

export const PROBLEM_LABELS = {
  selectDivision: 'schedules.wizard.problem.selectDivision',
  selectDates: 'schedules.wizard.problem.selectDates',
  adjustCount: 'schedules.wizard.problem.adjustCount',
  weekendWeeks: 'schedules.wizard.problem.weekendWeeks',
  notEnoughTeams: 'schedules.wizard.problem.notEnoughTeams',
} as const;

export const VENUE_METHOD_LABELS: Record<(typeof VENUE_BALANCE_METHODS)[number], string> = {
  best_first: 'schedules.venueMethod.best_first',
  evenly: 'schedules.venueMethod.evenly',
};
