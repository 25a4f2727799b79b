import type { Team } from './instance.ts';
import { dayOfDate, minuteOfClock, weekdayOfDay } from './local-time.ts';

/**
 * A team's time constraints expanded for one local day (Reading 7). Times are local wall-clock minutes from
 * day 0 (`day * 1440 + minute`), comparable with SlotTable.startAbs/finishAbs. Limits are Infinity when absent.
 */
export interface TeamDayRule {
  noPlay: boolean;
  /** Pairs [start, end) of forbidden ranges, including the previous day's ranges that run past midnight. */
  windows: number[];
  /** No item may start before this (absolute local minute); -Infinity when unset. */
  notBefore: number;
  /** No item may finish after this (absolute local minute); Infinity when unset. */
  notAfter: number;
  maxGames: number;
  maxTravelHome: number;
  maxTravelLast: number;
  homeOnly: boolean;
  /** Team indexes this team must not play on this day. */
  noPlayTeams: number[];
}

function emptyRule(): TeamDayRule {
  return {
    noPlay: false,
    windows: [],
    notBefore: Number.NEGATIVE_INFINITY,
    notAfter: Number.POSITIVE_INFINITY,
    maxGames: Number.POSITIVE_INFINITY,
    maxTravelHome: Number.POSITIVE_INFINITY,
    maxTravelLast: Number.POSITIVE_INFINITY,
    homeOnly: false,
    noPlayTeams: [],
  };
}

/**
 * Expands a team's constraints over days minDay..maxDay; the array is indexed `day - minDay` and holds null
 * on days without any rule, so the hot loop pays one lookup on free days.
 */
export function buildTeamDayRules(
  team: Team,
  teamIndex: Map<string, number>,
  minDay: number,
  maxDay: number,
): (TeamDayRule | null)[] {
  const span = Math.max(0, maxDay - minDay + 1);
  const rules: (TeamDayRule | null)[] = new Array(span).fill(null);
  if (team.time_constraints.length === 0) return rules;
  const ruleAt = (i: number): TeamDayRule => {
    let rule = rules[i];
    if (!rule) {
      rule = emptyRule();
      rules[i] = rule;
    }
    return rule;
  };
  for (const c of team.time_constraints) {
    const from = c.start_date === null ? minDay : Math.max(minDay, dayOfDate(c.start_date));
    const to = c.start_date === null ? maxDay : Math.min(maxDay, dayOfDate(c.end_date ?? c.start_date));
    for (let day = from; day <= to; day++) {
      if (c.weekdays.length > 0 && !c.weekdays.includes(weekdayOfDay(day))) continue;
      const i = day - minDay;
      const base = day * 1440;
      const rule = ruleAt(i);
      switch (c.kind) {
        case 'no_play':
          rule.noPlay = true;
          break;
        case 'no_play_between': {
          if (c.not_between_start !== null && c.not_between_end !== null) {
            const start = base + minuteOfClock(c.not_between_start);
            let end = base + minuteOfClock(c.not_between_end);
            // Reading 7: an end not after the start runs past midnight.
            if (end <= start) end += 1440;
            rule.windows.push(start, end);
            if (end > base + 1440 && i + 1 < span) ruleAt(i + 1).windows.push(start, end);
          }
          if (c.not_before !== null)
            rule.notBefore = Math.max(rule.notBefore, base + minuteOfClock(c.not_before));
          if (c.not_after !== null)
            rule.notAfter = Math.min(rule.notAfter, base + minuteOfClock(c.not_after));
          break;
        }
        case 'max_games':
          rule.maxGames = Math.min(rule.maxGames, c.max_games ?? Number.POSITIVE_INFINITY);
          break;
        case 'max_travel_home':
          rule.maxTravelHome = Math.min(rule.maxTravelHome, c.max_travel_home ?? Number.POSITIVE_INFINITY);
          break;
        case 'max_travel_last':
          rule.maxTravelLast = Math.min(rule.maxTravelLast, c.max_travel_last ?? Number.POSITIVE_INFINITY);
          break;
        case 'home_only':
          rule.homeOnly = true;
          break;
        case 'no_play_team': {
          const other = c.no_play_team === null ? undefined : teamIndex.get(c.no_play_team);
          if (other !== undefined) rule.noPlayTeams.push(other);
          break;
        }
      }
    }
  }
  return rules;
}
