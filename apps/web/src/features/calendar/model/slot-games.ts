import type { MasterList } from '@app/contracts';

/** The game in a slot, as the calendar shows and acts on it. */
export interface SlotGame {
  gameId: string;
  scheduleId: string;
  title: string;
}

/** Slot id to its game, titled "Visitor @ Home" (a practice: "Team practice"; unknown bracket teams: TBD). */
export function slotGames(
  list: MasterList | undefined,
  labels: { tbd: string; practice: string },
): Map<string, SlotGame> {
  const games = new Map<string, SlotGame>();
  if (!list) return games;
  const teams = new Map(list.teams.map((team) => [team.id, team.name]));
  const name = (id: string | null) => (id ? (teams.get(id) ?? labels.tbd) : labels.tbd);
  for (const game of list.games) {
    if (!game.timeslot_id) continue;
    const title = game.is_practice
      ? `${name(game.home_id)} ${labels.practice}`
      : `${name(game.visitor_id)} @ ${name(game.home_id)}`;
    games.set(game.timeslot_id, { gameId: game.id, scheduleId: game.schedule_id, title });
  }
  return games;
}
