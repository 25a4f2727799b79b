import type { Feasibility } from '../assign/feasibility.ts';
import { Rule } from '../assign/rule.ts';
import { dateOfDay } from '../model/local-time.ts';
import { SlotRefusal, slotRefusal } from '../model/schedule-slots.ts';
import { reasonGame } from './game-label.ts';
import { type Reason, reason } from './reason.ts';
import { missingCoordinates, RULE_NAMES } from './rule-names.ts';

const MAX_DETAILS = 4;

interface Tally {
  rule: Rule;
  team: number;
  count: number;
  details: string[];
  limit: number;
  /** Venues without coordinates that made a travel limit unmeasurable (names). */
  unknown: Set<string>;
}

const SLOT_CODES: Record<number, string> = {
  [SlotRefusal.Reserved]: 'reserved',
  [SlotRefusal.WrongKind]: 'wrong_kind',
  [SlotRefusal.OutsideDates]: 'outside_dates',
  [SlotRefusal.NotWeekend]: 'not_weekend',
  [SlotRefusal.DivisionClosed]: 'division_closed',
  [SlotRefusal.NeutralNotAllowed]: 'neutral_not_allowed',
  [SlotRefusal.MultiDivision]: 'multi_division',
};

function noEligibleSlot(feasibility: Feasibility, g: number): Reason {
  const { model, table, state } = feasibility;
  const game = reasonGame(model, table, state, g, -1);
  const info = model.schedules[table.schedule[g]!];
  if (!info || model.slots.count === 0) return reason('unscheduled.no_timeslots', { game });
  const counts = new Map<number, number>();
  for (let s = 0; s < model.slots.count; s++) {
    const r = slotRefusal(info, model.slots, s);
    counts.set(r, (counts.get(r) ?? 0) + 1);
  }
  const parts = [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([r, n]) => reason(`slots.${SLOT_CODES[r] ?? 'closed'}`, { count: n }));
  return reason('unscheduled.no_eligible_slot', { game, total: model.slots.count, parts });
}

function tallyReason(feasibility: Feasibility, t: Tally): Reason {
  const params: Reason['params'] = { count: t.count };
  if (t.team >= 0) params.team = feasibility.model.teams[t.team]!.name;
  if (t.rule === Rule.DayLimit || t.rule === Rule.WeekLimit || t.rule === Rule.MaxGames)
    params.limit = t.limit;
  const shown = t.details.slice(0, MAX_DETAILS);
  if (shown.length > 0) params[t.rule === Rule.WeekLimit ? 'weeks' : 'dates'] = shown;
  if (t.details.length > MAX_DETAILS) params.more = true;
  if (t.unknown.size > 0) params.no_coordinates = [...t.unknown].sort();
  return reason(`blocked.${RULE_NAMES[t.rule] ?? 'other'}`, params);
}

/**
 * Why an unscheduled game could not be placed: re-checks it against every slot open to its schedule with the
 * solver's own rules and reports the blocking rules, largest first, naming the teams, dates and weeks (in
 * English through reasonText: `U10 Hawks v Owls: 12 eligible slots; 7 taken by other games, 3 on Hawks's
 * no-play dates (2026-03-13, 2026-03-20)`). With no eligible slot it says why the schedule's slots are closed;
 * a travel limit that no slot can meet because a venue has no coordinates names that venue.
 */
export function explainUnscheduled(feasibility: Feasibility, g: number): Reason {
  const { model, table, state } = feasibility;
  const game = reasonGame(model, table, state, g, -1);
  for (const f of table.feeders[g]!) {
    if (state.slotOf[f]! < 0)
      return reason('unscheduled.feeder', { game, feeder: reasonGame(model, table, state, f, -1) });
  }
  const info = model.schedules[table.schedule[g]!];
  if (!info || info.eligible.length === 0) return noEligibleSlot(feasibility, g);
  const tallies = new Map<string, Tally>();
  const flip = state.flipped[g]!;
  let free = 0;
  for (const s of info.eligible) {
    const rule = feasibility.check(g, s, flip);
    if (rule === Rule.Ok) {
      free++;
      continue;
    }
    const team = rule === Rule.SlotTaken || rule === Rule.Dependency ? -1 : feasibility.lastTeam;
    const key = `${rule}:${team}`;
    let tally = tallies.get(key);
    if (!tally) {
      tally = { rule, team, count: 0, details: [], limit: feasibility.lastCount, unknown: new Set() };
      tallies.set(key, tally);
    }
    tally.count++;
    const detail =
      rule === Rule.WeekLimit
        ? dateOfDay(model.weekOne + (model.slots.week[s]! - 1) * 7)
        : rule === Rule.SlotTaken
          ? ''
          : dateOfDay(model.slots.day[s]!);
    if (detail !== '' && !tally.details.includes(detail)) tally.details.push(detail);
    if (rule === Rule.TravelHome && team >= 0)
      for (const name of missingCoordinates(model, team, model.slots.venue[s]!)) tally.unknown.add(name);
  }
  const parts = [...tallies.values()]
    .sort((a, b) => b.count - a.count || a.rule - b.rule)
    .map((t) => tallyReason(feasibility, t));
  return reason('unscheduled.blocked', { game, eligible: info.eligible.length, parts, free });
}
