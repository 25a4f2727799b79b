import type { BulkEditInput, BulkEditTables } from '@app/contracts';

/** The editable cells of a row; venues and surfaces have no external-system fields. */
export type CodeField = 'name' | 'shortcode' | 'longcode' | 'se_id' | 'se_mapping_code';

/** One editable row as typed: every cell a string, '' for none. `parentId` is the division or venue. */
export interface DraftRow {
  id: string;
  parentId: string | null;
  name: string;
  shortcode: string;
  longcode: string;
  se_id: string;
  se_mapping_code: string;
}

/** The four tables of the screen, each in display order. */
export interface BulkEditDraft {
  divisions: DraftRow[];
  teams: DraftRow[];
  venues: DraftRow[];
  surfaces: DraftRow[];
}
export type DraftTable = keyof BulkEditDraft;

interface StoredRow {
  id: string;
  name: string;
  shortcode: string | null;
  longcode: string | null;
  se_id?: string | null;
  se_mapping_code?: string | null;
}

function toRow(stored: StoredRow, parentId: string | null): DraftRow {
  return {
    id: stored.id,
    parentId,
    name: stored.name,
    shortcode: stored.shortcode ?? '',
    longcode: stored.longcode ?? '',
    se_id: stored.se_id ?? '',
    se_mapping_code: stored.se_mapping_code ?? '',
  };
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

const FIELDS: readonly CodeField[] = ['name', 'shortcode', 'longcode', 'se_id', 'se_mapping_code'];

/** True when any cell differs from where it started. */
export function isDraftChanged(draft: BulkEditDraft, initial: BulkEditDraft): boolean {
  return (Object.keys(draft) as DraftTable[]).some((table) =>
    draft[table].some((row, i) => {
      const before = initial[table][i];
      return before === undefined || FIELDS.some((field) => row[field] !== before[field]);
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
  const codes = (row: DraftRow) => ({
    id: row.id,
    name: row.name,
    shortcode: row.shortcode,
    longcode: row.longcode,
  });
  const external = (row: DraftRow) => ({ se_id: row.se_id, se_mapping_code: row.se_mapping_code });
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
    if (cut > 0 && rowId !== undefined && FIELDS.includes(field)) {
      byRow.set(rowId, { ...byRow.get(rowId), [field]: message });
    } else {
      other.push(path === 'base' ? message : `${path} ${message}`);
    }
  }
  return { byRow, other };
}
