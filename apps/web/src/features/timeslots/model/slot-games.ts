import type { MasterList } from '@app/contracts';

/** The game in a slot, as the calendar shows and acts on it. */
export interface SlotGame {
  gameId: string;
  scheduleId: string;
  /** The division of its schedule: the calendar paints the game in that division's colour. */
  divisionId: string;
  title: string;
  /** Home and visitor, as far as known: the team filter shows a team's own games. */
  teamIds: string[];
  /**
   * A free organisation's game the calendar draws blurred with masked team names (docs/free-tier.md#the-calendar):
   * only every third item is shown plainly.
   */
  blurred: boolean;
}

/**
 * One shared empty map: a season without placed games keeps the same labels when its game list arrives, so
 * the calendar does not lay out every slot a second time for nothing.
 */
const NO_GAMES: ReadonlyMap<string, SlotGame> = new Map();

/** Slot id to its game, titled "Visitor @ Home" (a practice: "Team practice"; unknown bracket teams: TBD). */
export function slotGames(
  list: MasterList | undefined,
  labels: { tbd: string; practice: string; hidden: string },
): ReadonlyMap<string, SlotGame> {
  if (!list?.games.some((game) => game.timeslot_id)) return NO_GAMES;
  const games = new Map<string, SlotGame>();
  const teams = new Map(list.teams.map((team) => [team.id, team.name]));
  const name = (id: string | null) => (id ? (teams.get(id) ?? labels.tbd) : labels.tbd);
  for (const game of list.games) {
    if (!game.timeslot_id) continue;
    const title = game.blurred
      ? `${labels.hidden} @ ${labels.hidden}`
      : game.is_practice
        ? `${name(game.home_id)} ${labels.practice}`
        : `${name(game.visitor_id)} @ ${name(game.home_id)}`;
    const teamIds = [game.home_id, game.visitor_id].filter((id): id is string => id !== null);
    games.set(game.timeslot_id, {
      gameId: game.id,
      scheduleId: game.schedule_id,
      divisionId: game.division_id,
      title,
      teamIds,
      blurred: game.blurred,
    });
  }
  return games;
}
