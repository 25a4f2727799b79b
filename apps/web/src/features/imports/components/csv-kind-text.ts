import type { CsvKind } from '@app/contracts';

/** Catalog keys per CSV kind: the card title, the count line and the kind's own rules. */
export const CSV_KIND_TEXT: Record<CsvKind, { title: string; count: string; rules: string }> = {
  divisions: {
    title: 'imports.divisions',
    count: 'imports.divisionsCount',
    rules: 'imports.divisionsRules',
  },
  teams: { title: 'imports.teams', count: 'imports.teamsCount', rules: 'imports.teamsRules' },
  venues: { title: 'imports.venues', count: 'imports.venuesCount', rules: 'imports.venuesRules' },
  people: { title: 'imports.people', count: 'imports.peopleCount', rules: 'imports.peopleRules' },
  timeslots: {
    title: 'imports.timeslots',
    count: 'imports.timeslotsCount',
    rules: 'imports.timeslotsRules',
  },
};
