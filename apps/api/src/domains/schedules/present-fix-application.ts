import type { Fix, FixApplication, Reason } from '@app/contracts';
import type { FixApplicationRow } from '@app/db';

/** A fix application as the API answers it (docs/diagnosis.md#the-api). */
export function presentFixApplication(row: FixApplicationRow): FixApplication {
  return {
    id: row.id,
    schedule_id: row.scheduleId,
    fix: row.fix as Fix,
    reason: row.reason as Reason,
    status: row.status === 'undone' ? 'undone' : 'applied',
    created_timeslot_ids: row.createdTimeslotIds,
    applied_at: row.appliedAt.toISOString(),
    undone_at: row.undoneAt?.toISOString() ?? null,
  };
}
