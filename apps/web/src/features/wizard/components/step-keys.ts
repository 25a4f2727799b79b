import type { GameTerm, SportKey, SurfaceTerm } from '@app/contracts';
import type { WizardDraft, WizardStep } from '../model/draft.ts';

/** Catalog keys by step, written out so the catalog checks see each one. */
export const STEP_LABELS: Record<WizardStep, string> = {
  0: 'wizard.step.0',
  1: 'wizard.step.1',
  2: 'wizard.step.2',
  4: 'wizard.step.4',
  5: 'wizard.step.5',
  6: 'wizard.step.6',
  7: 'wizard.step.7',
  8: 'wizard.step.8',
  9: 'wizard.step.9',
  10: 'wizard.step.10',
  11: 'wizard.step.11',
  12: 'wizard.step.12',
  13: 'wizard.step.13',
  14: 'wizard.step.14',
  15: 'wizard.step.15',
  16: 'wizard.step.16',
  17: 'wizard.step.17',
};
export const STEP_TITLES: Record<WizardStep, string> = {
  0: 'wizard.title.0',
  1: 'wizard.title.1',
  2: 'wizard.title.2',
  4: 'wizard.title.4',
  5: 'wizard.title.5',
  6: 'wizard.title.6',
  7: 'wizard.title.7',
  8: 'wizard.title.8',
  9: 'wizard.title.9',
  10: 'wizard.title.10',
  11: 'wizard.title.11',
  12: 'wizard.title.12',
  13: 'wizard.title.13',
  14: 'wizard.title.14',
  15: 'wizard.title.15',
  16: 'wizard.title.16',
  17: 'wizard.title.17',
};
export const STEP_HINTS: Record<WizardStep, string> = {
  0: 'wizard.hint.0',
  1: 'wizard.hint.1',
  2: 'wizard.hint.2',
  4: 'wizard.hint.4',
  5: 'wizard.hint.5',
  6: 'wizard.hint.6',
  7: 'wizard.hint.7',
  8: 'wizard.hint.8',
  9: 'wizard.hint.9',
  10: 'wizard.hint.10',
  11: 'wizard.hint.11',
  12: 'wizard.hint.12',
  13: 'wizard.hint.13',
  14: 'wizard.hint.14',
  15: 'wizard.hint.15',
  16: 'wizard.hint.16',
  17: 'wizard.hint.17',
};
export const SPORT_LABELS: Record<SportKey, string> = {
  baseball_softball: 'wizard.sports.baseball_softball',
  basketball: 'wizard.sports.basketball',
  soccer: 'wizard.sports.soccer',
  ice_hockey: 'wizard.sports.ice_hockey',
  lacrosse: 'wizard.sports.lacrosse',
  volleyball: 'wizard.sports.volleyball',
  tennis: 'wizard.sports.tennis',
  football_rugby: 'wizard.sports.football_rugby',
  other: 'wizard.sports.other',
};
export const SURFACE_TERM: Record<SurfaceTerm, string> = {
  field: 'wizard.terms.surface.field',
  court: 'wizard.terms.surface.court',
  rink: 'wizard.terms.surface.rink',
  pitch: 'wizard.terms.surface.pitch',
  diamond: 'wizard.terms.surface.diamond',
};
export const SURFACES_TERM: Record<SurfaceTerm, string> = {
  field: 'wizard.terms.surfaces.field',
  court: 'wizard.terms.surfaces.court',
  rink: 'wizard.terms.surfaces.rink',
  pitch: 'wizard.terms.surfaces.pitch',
  diamond: 'wizard.terms.surfaces.diamond',
};
export const GAME_TERM: Record<GameTerm, string> = {
  game: 'wizard.terms.game.game',
  match: 'wizard.terms.game.match',
};
export const GAMES_TERM: Record<GameTerm, string> = {
  game: 'wizard.terms.games.game',
  match: 'wizard.terms.games.match',
};
export const VENUE_FIELD_LABELS: Record<'line_1' | 'city' | 'state' | 'zip' | 'country', string> = {
  line_1: 'wizard.venue.line_1',
  city: 'wizard.venue.city',
  state: 'wizard.venue.state',
  zip: 'wizard.venue.zip',
  country: 'wizard.venue.country',
};
export const STYLE_LABELS: Record<WizardDraft['argument'], string> = {
  rounds: 'wizard.style.rounds',
  season: 'wizard.style.season',
  week: 'wizard.style.week',
};
export const STYLE_HINTS: Record<WizardDraft['argument'], string> = {
  rounds: 'wizard.style.roundsHint',
  season: 'wizard.style.seasonHint',
  week: 'wizard.style.weekHint',
};
export const STYLE_SHORT: Record<WizardDraft['argument'], string> = {
  rounds: 'wizard.style.roundsShort',
  season: 'wizard.style.seasonShort',
  week: 'wizard.style.weekShort',
};
export const COUNT_LABELS: Record<WizardDraft['argument'], string> = {
  rounds: 'wizard.count.rounds',
  season: 'wizard.count.season',
  week: 'wizard.count.week',
};
export const ACCOUNT_LABELS: Record<'first' | 'last' | 'email' | 'organization_name', string> = {
  first: 'wizard.account.first',
  last: 'wizard.account.last',
  email: 'wizard.account.email',
  organization_name: 'wizard.account.organization_name',
};
