import type { Locale, WizardSubmitInput, WizardTimeslotInput } from '@app/contracts';
import { TEAM_COUNT_RANGE } from './defaults.ts';
import type { DraftDivision, WizardDraft } from './draft.ts';

export interface SubmitExtras {
  /** The concrete slots as instants (toSubmitTimeslots of model/template.ts, in the browser's zone). */
  timeslots: WizardTimeslotInput[];
  /** Signed out: the account with its password (never part of the stored draft). */
  password?: string;
  signedIn: boolean;
  timezone?: string;
  locale?: Locale;
}

function code(value: string): string | undefined {
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** A division the finish creates a schedule for: asked to, and with enough teams to play. */
export function willSchedule(division: DraftDivision): boolean {
  return division.should_schedule && division.teams.length >= TEAM_COUNT_RANGE.min;
}

function target(draft: WizardDraft): WizardSubmitInput['target'] {
  switch (draft.target.kind) {
    case 'season':
      return { kind: 'season', league_id: draft.target.league_id, season_name: draft.season_name.trim() };
    case 'division':
      return { kind: 'division', season_id: draft.target.season_id, division_id: draft.target.division_id };
    default:
      return { kind: 'league', league_name: draft.league_name.trim(), season_name: draft.season_name.trim() };
  }
}

/**
 * The POST /api/wizard body of a draft (docs/wizard.md#finish). A division target sends no divisions (its
 * division exists and is named by id); schedules go to the divisions that will be scheduled, each with its own
 * options and the season's dates.
 */
export function buildSubmit(draft: WizardDraft, extras: SubmitExtras): WizardSubmitInput {
  const divisionLimited = draft.target.kind === 'division';
  const body: WizardSubmitInput = {
    sport_id: draft.sport_id ?? 27,
    target: target(draft),
    divisions: divisionLimited
      ? []
      : draft.divisions.map((division) => ({
          key: division.key,
          name: division.name.trim(),
          shortcode: code(division.shortcode),
          color: division.color || null,
          teams: division.teams.map((team) => ({
            key: team.key,
            name: team.name.trim(),
            shortcode: code(team.shortcode),
            color: team.color || null,
          })),
        })),
    venues: draft.venues.map((venue) => ({
      key: venue.key,
      ...(venue.id === undefined ? {} : { id: venue.id }),
      name: venue.name.trim(),
      address: {
        line_1: venue.address.line_1,
        city: venue.address.city,
        state: venue.address.state,
        zip: venue.address.zip,
        country: venue.address.country,
        latitude: venue.address.latitude,
        longitude: venue.address.longitude,
      },
      surfaces:
        venue.id === undefined ? venue.surfaces.map((s) => ({ key: s.key, name: s.name.trim() })) : [],
      home_team_keys: venue.home_team_keys,
    })),
    timeslots: extras.timeslots,
    schedules: draft.divisions.filter(willSchedule).map((division) => ({
      division_key: division.key,
      config: { ...division.config, schedule_start: draft.start_date, schedule_end: draft.end_date },
    })),
  };
  if (extras.timezone) body.timezone = extras.timezone;
  if (extras.locale) body.locale = extras.locale;
  if (!extras.signedIn) {
    body.account = {
      first: draft.account.first.trim(),
      last: draft.account.last.trim(),
      email: draft.account.email.trim().toLowerCase(),
      password: extras.password ?? '',
      organization_name: draft.account.organization_name.trim(),
    };
  }
  return body;
}
