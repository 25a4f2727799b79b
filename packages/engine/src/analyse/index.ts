export { type Balances, computeBalances } from './balances.ts';
export { type CapacityReport, checkCapacity, type ScheduleCapacity, type WeekCapacity } from './capacity.ts';
export {
  type DemandShape,
  itemsPerTeam,
  itemsToCreate,
  slotsNeeded,
  slotsNeededPerWeek,
  weekendWeeksNeeded,
} from './capacity-formulas.ts';
export {
  type BracketChainConflict,
  type CoachConflict,
  type ConflictsResult,
  findConflicts,
  type SurfaceConflict,
  type TeamOverlapConflict,
  type TeamWeekExcess,
  type TimeConstraintConflict,
} from './conflicts.ts';
export { toCsv } from './csv.ts';
export type { BalanceInput } from './placed-items.ts';
export { type BalanceSpreads, balanceSpreads, type SpreadsInput } from './spreads.ts';
export { type SuccessRateColour, successRate, successRateColour } from './success-rate.ts';
export type { Cell, Table } from './table.ts';
