import type { ShiftUnit } from '@app/contracts';

/** The multi-edit dialog's choice: move (shift and/or another surface) or unschedule. */
export interface MultiEditChange {
  action: 'move' | 'unschedule';
  /** 0: keep the times; otherwise -20..20 (the shift's range, docs/games.md). */
  amount: number;
  units: ShiftUnit;
  venueId: string | null;
  surfaceId: string | null;
}

/**
 * Why the change cannot be reviewed yet, or null: `amount` outside -20..20 or not whole, `nothing` for a move
 * that neither shifts nor changes the surface, `none` when no selected game is scheduled.
 */
export function multiEditProblem(
  change: MultiEditChange,
  scheduledCount: number,
): 'amount' | 'nothing' | 'none' | null {
  if (scheduledCount === 0) return 'none';
  if (change.action === 'unschedule') return null;
  if (!Number.isInteger(change.amount) || Math.abs(change.amount) > 20) return 'amount';
  if (change.amount === 0 && change.surfaceId === null) return 'nothing';
  return null;
}
