import type { Division } from '@app/contracts';
import { divisionRecord } from './division-mapper.ts';
import type { DivisionDetails } from './load-division.ts';

/**
 * The division page. across_divisions holds the two sources exactly when is_across; round robins are its
 * schedules, eliminations its tournaments.
 */
export function presentDivision({ division, teams, schedules }: DivisionDetails): Division {
  const refs = schedules.map((s) => ({ id: s.id, name: s.name, is_tournament: s.kind !== 'round' }));
  return {
    ...divisionRecord(division),
    season_id: division.seasonId,
    teams,
    schedules: refs.filter((s) => !s.is_tournament),
    tournaments: refs.filter((s) => s.is_tournament),
  };
}
