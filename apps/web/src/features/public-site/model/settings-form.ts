import type { PublicWebpage, PublicWebpageUpdateInput, RosterNames } from '@app/contracts';

/** The switches of the settings form, in the order shown, with their label keys written in full. */
export const SECTION_SWITCHES = [
  { field: 'show_standings_page', label: 'publicSite.settings.showStandings' },
  { field: 'show_schedules_page', label: 'publicSite.settings.showSchedules' },
  { field: 'show_scores_page', label: 'publicSite.settings.showScores' },
  { field: 'show_teams_page', label: 'publicSite.settings.showTeams' },
  { field: 'show_rosters_page', label: 'publicSite.settings.showRosters' },
] as const;
export type SwitchField = (typeof SECTION_SWITCHES)[number]['field'];

/** What the site settings form edits (the slug and the league page have their own sections). */
export interface SiteSettingsValues {
  home_text: string;
  show_standings_page: boolean;
  show_schedules_page: boolean;
  show_scores_page: boolean;
  show_teams_page: boolean;
  show_rosters_page: boolean;
  roster_names: RosterNames;
}

export function settingsValues(webpage: PublicWebpage): SiteSettingsValues {
  return {
    home_text: webpage.home_text,
    show_standings_page: webpage.show_standings_page,
    show_schedules_page: webpage.show_schedules_page,
    show_scores_page: webpage.show_scores_page,
    show_teams_page: webpage.show_teams_page,
    show_rosters_page: webpage.show_rosters_page,
    roster_names: webpage.roster_names,
  };
}

/** Only the fields that differ from what is saved, so a save never rewrites what the user did not touch. */
export function changedSettings(
  saved: SiteSettingsValues,
  edited: SiteSettingsValues,
): PublicWebpageUpdateInput {
  const changes: PublicWebpageUpdateInput = {};
  for (const key of Object.keys(saved) as (keyof SiteSettingsValues)[]) {
    if (saved[key] !== edited[key]) Object.assign(changes, { [key]: edited[key] });
  }
  return changes;
}

/** The image types a logo may be; the server checks the file's content as well (docs/public-site.md#the-logo). */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/** Whether the browser reports the chosen file as one of the logo's image types. */
export function isLogoImage(file: Pick<File, 'type'>): boolean {
  return (LOGO_TYPES as readonly string[]).includes(file.type);
}
