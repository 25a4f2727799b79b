import type { Feasibility } from '../assign/feasibility.ts';
import { Rule } from '../assign/rule.ts';
import { dateOfDay } from '../model/local-time.ts';
import { reasonGame } from './game-label.ts';
import { type Reason, reason } from './reason.ts';
import { missingCoordinates, RULE_NAMES } from './rule-names.ts';

/** Rules whose `lastOther` is a game (the one in the way), not a team. */
const OTHER_GAME: ReadonlySet<Rule> = new Set<Rule>([
  Rule.SlotTaken,
  Rule.TeamOverlap,
  Rule.Rest,
  Rule.Nights,
  Rule.TravelLast,
  Rule.PersonConflict,
  Rule.Dependency,
  Rule.FeederUnscheduled,
]);

/**
 * The rule Feasibility just refused for game `g` in slot `s` as a reason (its `last*` fields describe the
 * refusal), for the dry run; in English through reasonText: `it breaks Owls's 1-game-per-week limit in the
 * week of 2026-03-02`. Call right after the refusing check.
 */
export function refusalReason(feasibility: Feasibility, rule: Rule, g: number, s: number): Reason {
  const { model, table, state } = feasibility;
  const slots = model.slots;
  const t = feasibility.lastTeam;
  const params: Reason['params'] = {
    game: reasonGame(model, table, state, g, s),
    date: dateOfDay(slots.day[s]!),
    venue: model.instance.venues[slots.venue[s]!]?.name ?? '',
  };
  if (t >= 0 && t < model.teams.length) params.team = model.teams[t]!.name;
  const o = feasibility.lastOther;
  if (OTHER_GAME.has(rule) && o >= 0 && o < table.count) params.other = reasonGame(model, table, state, o);
  if (rule === Rule.NoPlayTeam && o >= 0 && o < model.teams.length) params.opponent = model.teams[o]!.name;
  if (rule === Rule.DayLimit || rule === Rule.WeekLimit || rule === Rule.MaxGames)
    params.limit = feasibility.lastCount;
  if (rule === Rule.WeekLimit) params.week_start = dateOfDay(model.weekOne + (slots.week[s]! - 1) * 7);
  if (rule === Rule.TravelHome && t >= 0) {
    const unknown = missingCoordinates(model, t, slots.venue[s]!);
    if (unknown.length > 0) params.no_coordinates = unknown;
  }
  // A chain of dependent bracket games names no team (Reading 10): the refusal says it is a team's path.
  const onPath = t < 0 && (rule === Rule.DayLimit || rule === Rule.WeekLimit || rule === Rule.Nights);
  return reason(`refusal.${onPath ? 'path_' : ''}${RULE_NAMES[rule] ?? 'other'}`, params);
}
