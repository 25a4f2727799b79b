import type { TravelConstraint } from '@app/contracts';
import type { TravelConstraintRow } from '@app/db';
import { travelConstraintRecord } from './travel-constraint-mapper.ts';

/** A team's travel limits: miles and minutes, 0 for a limit that is off (the league snapshot's record). */
export function presentTravelConstraint(row: TravelConstraintRow): TravelConstraint {
  return travelConstraintRecord(row);
}
