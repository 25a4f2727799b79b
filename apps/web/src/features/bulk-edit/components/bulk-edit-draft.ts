import {
  BULK_EDIT_CODE_FIELDS,
  BULK_EDIT_EXTERNAL_FIELDS,
  BULK_EDIT_FIELDS,
  type BulkEditField,
  type BulkEditInput,
  type BulkEditTables,
  pickFields,
} from '@app/contracts';

/** The editable cells of a row (the contract's list); venues and surfaces have no external-system fields. */
export type CodeField = BulkEditField;

/** One editable row as typed: every cell a string, '' for none. `parentId` is the division or venue. */
export type DraftRow = { id: string; parentId: string | null } & Record<CodeField, string>;

/** The four tables of the screen, each in display order. */
export interface BulkEditDraft {
  divisions: DraftRow[];
  teams: DraftRow[];
  venues: DraftRow[];
  surfaces: DraftRow[];
}
export type DraftTable = keyof BulkEditDraft;

/** A stored record: its id and cells, null for none; venues and surfaces lack the external ones. */
type StoredRow = { id: string } & Partial<Record<CodeField, string | null>>;

function toRow(stored: StoredRow, parentId: string | null): DraftRow {
  const cells = Object.fromEntries(BULK_EDIT_FIELDS.map((field) => [field, stored[field] ?? '']));
  return { id: stored.id, parentId, ...(cells as Record<CodeField, string>) };
}

/** The tables as the server sent them, flattened into rows that remember their parent. */
export function toDraft(tables: BulkEditTables): BulkEditDraft {
  return {
    divisions: tables.divisions.map((division) => toRow(division, null)),
    teams: tables.divisions.flatMap((division) => division.teams.map((team) => toRow(team, division.id))),
    venues: tables.venues.map((venue) => toRow(venue, null)),
    surfaces: tables.venues.flatMap((venue) => venue.surfaces.map((surface) => toRow(surface, venue.id))),
  };
}

/** The draft with one cell changed; every other row keeps its identity, so memoised rows do not re-render. */
export function updateDraft(
  draft: BulkEditDraft,
  table: DraftTable,
  id: string,
  field: CodeField,
  value: string,
): BulkEditDraft {
  return { ...draft, [table]: draft[table].map((row) => (row.id === id ? { ...row, [field]: value } : row)) };
}

/** True when any cell differs from where it started. */
export function isDraftChanged(draft: BulkEditDraft, initial: BulkEditDraft): boolean {
  return (Object.keys(draft) as DraftTable[]).some((table) =>
    draft[table].some((row, i) => {
      const before = initial[table][i];
      return before === undefined || BULK_EDIT_FIELDS.some((field) => row[field] !== before[field]);
    }),
  );
}

/**
 * The save request for the whole draft (every record listed, so one transaction writes all of it) and,
 * for placing errors, which row each request path stands for: `divisions.0.teams.1` is a team's id.
 */
export function toBulkEditInput(
  draft: BulkEditDraft,
  seasonId: string,
): { input: BulkEditInput; rowOfPath: Map<string, string> } {
  const rowOfPath = new Map<string, string>();
  const codes = (row: DraftRow) => ({ id: row.id, ...pickFields(row, BULK_EDIT_CODE_FIELDS) });
  const external = (row: DraftRow) => pickFields(row, BULK_EDIT_EXTERNAL_FIELDS);
  const divisions = draft.divisions.map((division, i) => {
    rowOfPath.set(`divisions.${i}`, division.id);
    const teams = draft.teams.filter((team) => team.parentId === division.id);
    teams.forEach((team, j) => {
      rowOfPath.set(`divisions.${i}.teams.${j}`, team.id);
    });
    return {
      ...codes(division),
      ...external(division),
      teams: teams.map((team) => ({ ...codes(team), ...external(team) })),
    };
  });
  const venues = draft.venues.map((venue, i) => {
    rowOfPath.set(`venues.${i}`, venue.id);
    const surfaces = draft.surfaces.filter((surface) => surface.parentId === venue.id);
    surfaces.forEach((surface, j) => {
      rowOfPath.set(`venues.${i}.surfaces.${j}`, surface.id);
    });
    return { ...codes(venue), surfaces: surfaces.map(codes) };
  });
  return { input: { season_id: seasonId, divisions, venues }, rowOfPath };
}

/** Errors placed on cells: row id to field to first message; the rest (not about a cell) listed apart. */
export interface PlacedErrors {
  byRow: Map<string, Partial<Record<CodeField, string>>>;
  other: string[];
}

/**
 * The server's (or the shared schema's) `{path: [messages]}` placed on the cells they name. A message
 * about a whole record (`divisions.0.id`) or about no record goes to `other`, prefixed with its path.
 */
export function placeErrors(errors: Record<string, string[]>, rowOfPath: Map<string, string>): PlacedErrors {
  const byRow = new Map<string, Partial<Record<CodeField, string>>>();
  const other: string[] = [];
  for (const [path, messages] of Object.entries(errors)) {
    const message = messages[0];
    if (message === undefined) continue;
    const cut = path.lastIndexOf('.');
    const rowId = rowOfPath.get(path.slice(0, cut));
    const field = path.slice(cut + 1) as CodeField;
    if (cut > 0 && rowId !== undefined && (BULK_EDIT_FIELDS as readonly string[]).includes(field)) {
      byRow.set(rowId, { ...byRow.get(rowId), [field]: message });
    } else {
      other.push(path === 'base' ? message : `${path} ${message}`);
    }
  }
  return { byRow, other };
}
