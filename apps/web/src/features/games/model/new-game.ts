/** What `POST /api/games` takes for an item made by hand, less the schedule and override. */
export interface NewGameBody {
  home_id: string;
  visitor_id: string | null;
  timeslot_id: string | null;
}

/**
 * The body of an item made by hand, or null while the choice is incomplete: a practice schedule makes a
 * practice of one team (no visitor, which the API refuses there: docs/games.md), any other schedule a game of
 * two different teams.
 */
export function newGameBody(
  practice: boolean,
  choice: { home: string | null; visitor: string | null; slot: string | null },
): NewGameBody | null {
  if (choice.home === null) return null;
  if (practice) return { home_id: choice.home, visitor_id: null, timeslot_id: choice.slot };
  if (choice.visitor === null || choice.visitor === choice.home) return null;
  return { home_id: choice.home, visitor_id: choice.visitor, timeslot_id: choice.slot };
}
