import type { Diagnosis } from '@app/contracts';
import type * as Engine from '@app/engine';
import type { TeamConstraintIds } from './build-engine-instance.ts';

/**
 * The engine's diagnosis as the API stores and answers it (docs/diagnosis.md#the-api): a fix that relaxes a
 * team's time constraint names it by its index in the instance; the API adds the constraint's id, which is
 * what applying the fix deletes, so a constraint added or removed since the run cannot shift the index.
 */
export function withConstraintIds(diagnosis: Engine.Diagnosis, ids: TeamConstraintIds): Diagnosis {
  const fixes = diagnosis.fixes.map((whatIf) => {
    const fix = whatIf.fix;
    if (fix.kind !== 'relax_team_rule' || fix.rule !== 'time_constraint') return whatIf;
    const constraintId =
      fix.constraint_index === null ? null : (ids[fix.team_id]?.[fix.constraint_index] ?? null);
    return { ...whatIf, fix: { ...fix, constraint_id: constraintId } };
  });
  return { ...diagnosis, fixes } as Diagnosis;
}
