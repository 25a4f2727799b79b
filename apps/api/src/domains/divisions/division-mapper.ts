import type { DivisionRecord, DivisionUpdate } from '@app/contracts';
import type { DivisionRow, divisions } from '@app/db';
import type * as Engine from '@app/engine';

type DivisionFieldColumns = Pick<
  typeof divisions.$inferInsert,
  'name' | 'shortcode' | 'longcode' | 'seId' | 'seMappingCode' | 'color'
>;
type DivisionColumns = DivisionFieldColumns &
  Pick<typeof divisions.$inferInsert, 'isAcross' | 'acrossFirstId' | 'acrossSecondId'>;

/** The columns a division's form edits (docs/divisions.md); its across settings never change. */
export function divisionFieldColumns(fields: DivisionUpdate): DivisionFieldColumns {
  return {
    name: fields.name,
    shortcode: fields.shortcode,
    longcode: fields.longcode,
    seId: fields.se_id,
    seMappingCode: fields.se_mapping_code,
    color: fields.color,
  };
}

/** Every column of a division record but its id: an across-division's two sources in order, else none. */
export function divisionColumns(record: Omit<DivisionRecord, 'id'>): DivisionColumns {
  return {
    ...divisionFieldColumns(record),
    isAcross: record.is_across,
    acrossFirstId: record.across_divisions[0] ?? null,
    acrossSecondId: record.across_divisions[1] ?? null,
  };
}

/** A stored division as the league snapshot holds it: across_divisions lists the two sources, or none. */
export function divisionRecord(row: DivisionRow): DivisionRecord {
  return {
    id: row.id,
    name: row.name,
    shortcode: row.shortcode,
    longcode: row.longcode,
    se_id: row.seId,
    se_mapping_code: row.seMappingCode,
    color: row.color,
    is_across: row.isAcross,
    across_divisions: [row.acrossFirstId, row.acrossSecondId].filter((id): id is string => id !== null),
  };
}

/** The engine's division: only its id and name (teams and timeslots refer to it). */
export function toEngineDivision(row: DivisionRow): Engine.Division {
  return { id: row.id as Engine.DivisionId, name: row.name };
}
