import type { Feasibility } from '../assign/feasibility.ts';
import { Rule } from '../assign/rule.ts';
import { dateOfDay } from '../model/local-time.ts';
import { SlotRefusal, slotRefusal } from '../model/schedule-slots.ts';
import { gameLabel } from './game-label.ts';

const MAX_DETAILS = 4;

interface Tally {
  rule: Rule;
  team: number;
  count: number;
  details: string[];
  limit: number;
}

const PHRASES: Record<number, (who: string, limit: number) => string> = {
  [Rule.SlotTaken]: () => 'taken by other games',
  [Rule.NoPlay]: (who) => `on ${who} no-play dates`,
  [Rule.NotBetween]: (who) => `outside ${who} allowed hours`,
  [Rule.TravelHome]: (who) => `beyond ${who} travel limit from home`,
  [Rule.HomeOnly]: (who) => `against ${who} home-only constraint`,
  [Rule.NoPlayTeam]: (who) => `on dates of ${who} no-play-team constraint`,
  [Rule.EnforceHome]: (who) => `away from ${who} home venues`,
  [Rule.TeamOverlap]: (who) => `overlap another game of ${who.slice(0, -2)}`,
  [Rule.DayLimit]: (who, n) => `break ${who} ${n}-game-per-day limit`,
  [Rule.WeekLimit]: (who, n) => `break ${who} ${n}-game-per-week limit`,
  [Rule.MaxGames]: (who, n) => `break ${who} max-games (${n}) constraint`,
  [Rule.Rest]: (who) => `leave ${who.slice(0, -2)} too little rest`,
  [Rule.Nights]: (who) => `leave too few nights between ${who} games`,
  [Rule.TravelLast]: (who) => `beyond ${who} travel limit from its previous game that day`,
  [Rule.PersonConflict]: (who) => `clash with a coach or player shared by ${who.slice(0, -2)}`,
  [Rule.Dependency]: () => 'start before the games it depends on finish (plus rest)',
};

const SLOT_REASONS: Record<number, string> = {
  [SlotRefusal.Reserved]: 'reserved',
  [SlotRefusal.WrongKind]: 'of the wrong kind',
  [SlotRefusal.OutsideDates]: 'outside the schedule dates',
  [SlotRefusal.NotWeekend]: 'not on a weekend day (weekend method)',
  [SlotRefusal.DivisionClosed]: 'reserved for other divisions',
  [SlotRefusal.NeutralNotAllowed]: 'neutral slots the schedule may not use',
  [SlotRefusal.MultiDivision]: 'shared by several divisions (single-division option)',
};

function noEligibleSlot(feasibility: Feasibility, label: string, g: number): string {
  const { model, table } = feasibility;
  const info = model.schedules[table.schedule[g]!];
  if (!info || model.slots.count === 0) return `${label}: no timeslots in the instance`;
  const counts = new Map<number, number>();
  for (let s = 0; s < model.slots.count; s++) {
    const r = slotRefusal(info, model.slots, s);
    counts.set(r, (counts.get(r) ?? 0) + 1);
  }
  const parts = [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([r, n]) => `${n} ${SLOT_REASONS[r] ?? 'closed'}`);
  return `${label}: no eligible slot for schedule ${info.config.id} among ${model.slots.count} timeslots: ${parts.join(', ')}`;
}

/**
 * Why an unscheduled game could not be placed: re-checks it against every slot open to its schedule with the
 * solver's own rules and reports the blocking rules, largest first, naming the teams, dates and weeks:
 * `U10 Hawks v Owls: 12 eligible slots; 7 taken by other games, 3 on Hawks's no-play dates (2026-03-13,
 * 2026-03-20)`. With no eligible slot it says why the schedule's slots are closed.
 */
export function explainUnscheduled(feasibility: Feasibility, g: number): string {
  const { model, table, state } = feasibility;
  const label = gameLabel(model, table, state, g);
  for (const f of table.feeders[g]!) {
    if (state.slotOf[f]! < 0) return `${label}: depends on game ${table.games[f]!.id}, which is unscheduled`;
  }
  const info = model.schedules[table.schedule[g]!];
  if (!info || info.eligible.length === 0) return noEligibleSlot(feasibility, label, g);
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
      tally = { rule, team, count: 0, details: [], limit: feasibility.lastCount };
      tallies.set(key, tally);
    }
    tally.count++;
    const detail =
      rule === Rule.WeekLimit
        ? String(model.slots.week[s])
        : rule === Rule.SlotTaken
          ? ''
          : dateOfDay(model.slots.day[s]!);
    if (detail !== '' && !tally.details.includes(detail)) tally.details.push(detail);
  }
  const parts = [...tallies.values()]
    .sort((a, b) => b.count - a.count || a.rule - b.rule)
    .map((t) => {
      const who = t.team >= 0 ? `${model.teams[t.team]!.name}'s` : "the teams'";
      const phrase = (PHRASES[t.rule] ?? (() => 'break a hard rule'))(who, t.limit);
      const shown = t.details.slice(0, MAX_DETAILS);
      const more = t.details.length > MAX_DETAILS ? ', ...' : '';
      const where =
        shown.length === 0
          ? ''
          : t.rule === Rule.WeekLimit
            ? ` (weeks ${shown.join(', ')}${more})`
            : ` (${shown.join(', ')}${more})`;
      return `${t.count} ${phrase}${where}`;
    });
  if (free > 0) parts.push(`${free} free but the search ran out of time`);
  return `${label}: ${info.eligible.length} eligible slots; ${parts.join(', ')}`;
}
