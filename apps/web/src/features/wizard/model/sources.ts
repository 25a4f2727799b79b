import { type CsvError, DIVISION_PALETTE, readCsvRows, type Season, sportPreset } from '@app/contracts';
import { divisionLetter, type Naming, newDivision, newKey, newSurfaces, newVenue } from './defaults.ts';
import type { DraftDivision, DraftVenue, WizardDraft } from './draft.ts';

/**
 * Source "CSV of teams" (step 1): the file's Division and Team columns (the teams CSV of the import screen,
 * docs/imports.md) become the draft's divisions and teams, in file order; a team without an abbreviation
 * gets number plus division letter.
 */
export function draftFromTeamsCsv(
  draft: WizardDraft,
  text: string,
  naming: Naming,
): { draft: WizardDraft; teams: number } | { error: CsvError } {
  const { rows, errors } = readCsvRows('teams', text);
  const first = errors[0];
  if (first) return { error: first };
  if (rows.length === 0) return { error: { row: 1, field: 'file', message: 'has no teams' } };
  const byName = new Map<string, DraftDivision>();
  for (const row of rows) {
    let division = byName.get(row.division);
    if (!division) {
      const index = byName.size;
      const letter = divisionLetter(index);
      division = { ...newDivision(index, 0, naming), name: row.division, shortcode: letter };
      byName.set(row.division, division);
    }
    const n = division.teams.length + 1;
    division.teams.push({
      key: newKey('team'),
      name: row.name,
      shortcode: (row.shortcode ?? `${n}${division.shortcode}`).slice(0, 4),
      color: DIVISION_PALETTE[(n - 1) % DIVISION_PALETTE.length] ?? DIVISION_PALETTE[0],
    });
  }
  const divisions = [...byName.values()];
  const teamCount = Math.max(...divisions.map((d) => d.teams.length));
  return {
    draft: {
      ...draft,
      divisions,
      division_count: divisions.length,
      team_count: teamCount,
      venues: draft.venues.map((v) => ({ ...v, home_team_keys: [] })),
    },
    teams: rows.length,
  };
}

/**
 * Source "copy a previous season" (step 1, signed in): the new season goes into that season's league, with
 * its divisions, teams and venues prefilled as new records (new keys; nothing of the old season is changed).
 */
export function draftFromSeason(
  draft: WizardDraft,
  leagueId: string,
  season: Season,
  naming: Naming,
): WizardDraft {
  const term = sportPreset(draft.sport_id).surface_term;
  const plain = season.divisions.filter((d) => !d.is_across);
  const divisions = plain.map((division, i) => {
    const base = newDivision(i, 0, naming);
    const letter = division.shortcode ?? base.shortcode;
    return {
      ...base,
      name: division.name,
      shortcode: letter.slice(0, 4),
      color: division.color || base.color,
      teams: division.teams.map((team, k) => ({
        key: newKey('team'),
        name: team.name,
        shortcode: `${k + 1}${letter}`.slice(0, 4),
        color: DIVISION_PALETTE[k % DIVISION_PALETTE.length] ?? DIVISION_PALETTE[0],
      })),
    };
  });
  const venues: DraftVenue[] = season.venues.map((venue) => ({
    ...newVenue(1, term, naming),
    name: venue.name,
    surfaces:
      venue.surfaces.length > 0
        ? venue.surfaces.map((s) => ({ key: newKey('surface'), name: s.name }))
        : newSurfaces(term, 0, 1, naming),
  }));
  return {
    ...draft,
    target: { kind: 'season', league_id: leagueId, copied_season_id: season.id },
    season_name: draft.season_name,
    divisions: divisions.length > 0 ? divisions : draft.divisions,
    division_count: divisions.length > 0 ? divisions.length : draft.division_count,
    team_count:
      divisions.length > 0 ? Math.max(2, ...divisions.map((d) => d.teams.length)) : draft.team_count,
    venues: venues.length > 0 ? venues : draft.venues,
    venue_index: 0,
  };
}

/**
 * A wizard opened for one division of the season (`/wizard?division_id=`): the division and its teams, the
 * season's venues as existing records (named by id), starting at 11 with venues, else 7 (docs/wizard.md#steps).
 */
export function draftForDivision(draft: WizardDraft, season: Season, divisionId: string): WizardDraft | null {
  const division = season.divisions.find((d) => d.id === divisionId && !d.is_across);
  if (!division) return null;
  const venues: DraftVenue[] = season.venues.map((venue) => ({
    key: venue.id,
    id: venue.id,
    name: venue.name,
    address: { line_1: '', city: '', state: '', zip: '', country: '', latitude: null, longitude: null },
    surfaces: venue.surfaces.map((s) => ({ key: s.id, name: s.name })),
    home_team_keys: [],
  }));
  const base = newDivision(0, 0, {
    division: () => division.name,
    team: () => '',
    venue: () => '',
    surface: () => '',
  });
  const step = venues.length > 0 ? 11 : 7;
  return {
    ...draft,
    target: { kind: 'division', season_id: season.id, division_id: division.id },
    source: 'scratch',
    divisions: [
      {
        ...base,
        key: division.id,
        name: division.name,
        shortcode: division.shortcode ?? '',
        color: division.color,
        teams: division.teams.map((team) => ({ key: team.id, name: team.name, shortcode: '', color: '' })),
      },
    ],
    division_count: 1,
    team_count: division.teams.length,
    venues: venues.length > 0 ? venues : draft.venues,
    venue_index: 0,
    step,
    furthest_step: step,
  };
}
