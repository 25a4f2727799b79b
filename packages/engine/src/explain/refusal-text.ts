import type { Feasibility } from '../assign/feasibility.ts';
import { Rule } from '../assign/rule.ts';
import { dateOfDay } from '../model/local-time.ts';

/** Possessive of a team name: `Hawks's`, matching the product's messages. */
function owner(feasibility: Feasibility, team: number): string {
  const name = team >= 0 ? feasibility.model.teams[team]!.name : 'a team';
  return `${name}'s`;
}

function otherGame(feasibility: Feasibility): string {
  const o = feasibility.lastOther;
  return o >= 0 && o < feasibility.table.count ? feasibility.table.games[o]!.id : 'another game';
}

/**
 * One sentence naming the rule Feasibility just refused (its `last*` fields describe the refusal), for the
 * dry run: `breaks Owls's 1-game-per-week limit in week 5`. Call right after the refusing check.
 */
export function refusalSentence(feasibility: Feasibility, rule: Rule, s: number): string {
  const slots = feasibility.model.slots;
  const date = dateOfDay(slots.day[s]!);
  const t = feasibility.lastTeam;
  switch (rule) {
    case Rule.SlotTaken:
      return `the slot is already used by game ${otherGame(feasibility)}`;
    case Rule.SlotClosed:
      return "the slot is not open to the game's schedule (kind, reserved, dates, weekend method or divisions)";
    case Rule.NoPlay:
      return `${date} is one of ${owner(feasibility, t)} no-play dates`;
    case Rule.NotBetween:
      return `the time is outside ${owner(feasibility, t)} allowed hours on ${date}`;
    case Rule.TravelHome:
      return `the venue is beyond ${owner(feasibility, t)} travel limit from home on ${date}`;
    case Rule.HomeOnly:
      return `${owner(feasibility, t)} home-only constraint on ${date} needs a home game at its home venue`;
    case Rule.NoPlayTeam:
      return `${owner(feasibility, t)} constraint forbids playing ${feasibility.model.teams[feasibility.lastOther]?.name ?? 'this team'} on ${date}`;
    case Rule.EnforceHome:
      return `the venue is not one of home team ${owner(feasibility, t).slice(0, -2)}'s home venues`;
    case Rule.TeamOverlap:
      return `${owner(feasibility, t).slice(0, -2)} already plays game ${otherGame(feasibility)} at that time`;
    case Rule.DayLimit:
      return `it breaks ${owner(feasibility, t)} ${feasibility.lastCount}-game-per-day limit on ${date}`;
    case Rule.WeekLimit:
      return `it breaks ${owner(feasibility, t)} ${feasibility.lastCount}-game-per-week limit in week ${slots.week[s]}`;
    case Rule.MaxGames:
      return `it breaks ${owner(feasibility, t)} max-games constraint (${feasibility.lastCount}) on ${date}`;
    case Rule.Rest:
      return `${owner(feasibility, t).slice(0, -2)} would not get the minimum rest around game ${otherGame(feasibility)}`;
    case Rule.Nights:
      return `${owner(feasibility, t).slice(0, -2)} would not get the nights required between games (game ${otherGame(feasibility)})`;
    case Rule.TravelLast:
      return `the venue is beyond ${owner(feasibility, t)} travel limit from its other game that day (${otherGame(feasibility)})`;
    case Rule.PersonConflict:
      return `a coach or player shared with ${owner(feasibility, t).slice(0, -2)} is busy with game ${otherGame(feasibility)}`;
    case Rule.Dependency:
      return `it must start after game ${otherGame(feasibility)} finishes plus the rest time, and before the games it feeds`;
    case Rule.FeederUnscheduled:
      return `game ${otherGame(feasibility)}, which it depends on, is unscheduled`;
    default:
      return 'it breaks a hard rule';
  }
}
