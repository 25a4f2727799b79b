import { type SlotRefusal, slotRefusal } from '../model/schedule-slots.ts';
import type { SolveModel } from '../model/solve-model.ts';
import type { TeamDayRule } from '../model/team-day-rules.ts';
import type { Assignment } from './assignment.ts';
import { BracketChains } from './bracket-chains.ts';
import type { GameTable } from './game-table.ts';
import { Rule } from './rule.ts';

const MS_PER_MINUTE = 60_000;
const INF = Number.POSITIVE_INFINITY;

/** Travel limit in miles or minutes; 0 or absent means none. */
function limit(value: number | undefined): number {
  return value === undefined || value <= 0 ? INF : value;
}

/**
 * The one implementation of every hard rule for placing a game in a slot, used by the solver, the dry run
 * and the explainer. Static rules depend only on (game, slot, orientation); dynamic rules read the current
 * Assignment. `scan` never allocates: blockers go into a caller-owned array. After a refusal, `lastTeam`,
 * `lastOther` and `lastCount` describe it (team index, other team or game index, count or limit involved).
 */
export class Feasibility {
  lastTeam = -1;
  lastOther = -1;
  lastCount = 0;
  private readonly stamp: Int32Array;
  private stampValue = 0;
  private readonly lastMiles: Float64Array;
  private readonly lastMinutes: Float64Array;
  private readonly chains: BracketChains;

  constructor(
    readonly model: SolveModel,
    readonly table: GameTable,
    readonly state: Assignment,
  ) {
    this.stamp = new Int32Array(table.count);
    this.chains = new BracketChains(table, model.slots, state);
    const n = model.teams.length;
    // Per team: [weekday, weekend] limits for travel from the previous item of the day.
    this.lastMiles = new Float64Array(n * 2);
    this.lastMinutes = new Float64Array(n * 2);
    model.teams.forEach((team, t) => {
      const tc = team.travel;
      this.lastMiles[t * 2] = limit(tc?.max_distance_weekday_last);
      this.lastMiles[t * 2 + 1] = limit(tc?.max_distance_weekend_last);
      this.lastMinutes[t * 2] = limit(tc?.max_time_weekday_last);
      this.lastMinutes[t * 2 + 1] = limit(tc?.max_time_weekend_last);
    });
  }

  /** Schedule slot rules for g at s (fixed games of unsolved schedules accept any unreserved slot). */
  slotRule(g: number, s: number): SlotRefusal {
    const k = this.table.schedule[g]!;
    const info = this.model.schedules[k];
    if (!info) return this.model.slots.isReserved[s] ? 1 : 0;
    return slotRefusal(info, this.model.slots, s);
  }

  private dayRule(t: number, s: number): TeamDayRule | null {
    return this.model.teams[t]!.dayRules[this.model.slots.day[s]! - this.model.slots.minDay] ?? null;
  }

  private isWeekend(s: number, k: number): boolean {
    const wd = this.model.slots.weekday[s]!;
    return wd === 0 || wd === 6 || (wd === 5 && this.model.params.friday[k] === 1);
  }

  /** Rules of one team that depend only on the slot: no-play days, time windows, home travel. */
  private teamStatic(t: number, opponent: number, isHome: boolean, g: number, s: number): Rule {
    const slots = this.model.slots;
    const team = this.model.teams[t]!;
    const k = this.table.schedule[g]!;
    const isGame = this.table.isPractice[g] === 0;
    const venue = slots.venue[s]!;
    const rule = this.dayRule(t, s);
    this.lastTeam = t;
    if (rule) {
      if (rule.noPlay) return Rule.NoPlay;
      const start = slots.startAbs[s]!;
      const finish = slots.finishAbs[s]!;
      if (start < rule.notBefore || finish > rule.notAfter) return Rule.NotBetween;
      const w = rule.windows;
      for (let i = 0; i < w.length; i += 2) {
        if (start < w[i + 1]! && w[i]! < finish) return Rule.NotBetween;
      }
      if (isGame && rule.homeOnly) {
        if (!isHome || (team.homeVenues.length > 0 && !team.homeVenues.includes(venue))) return Rule.HomeOnly;
      }
      if (isGame && opponent >= 0 && rule.noPlayTeams.includes(opponent)) {
        this.lastOther = opponent;
        return Rule.NoPlayTeam;
      }
    }
    if (team.homeVenues.length > 0) {
      const weekend = this.isWeekend(s, k);
      const tc = team.travel;
      let maxMiles = rule ? rule.maxTravelHome : INF;
      let maxMinutes = INF;
      if (tc) {
        maxMiles = Math.min(
          maxMiles,
          limit(weekend ? tc.max_distance_weekend_home : tc.max_distance_weekday_home),
        );
        maxMinutes = limit(weekend ? tc.max_time_weekend_home : tc.max_time_weekday_home);
      }
      if (team.homeMiles[venue]! > maxMiles || team.homeMinutes[venue]! > maxMinutes) return Rule.TravelHome;
    }
    return Rule.Ok;
  }

  /**
   * Rules that depend only on the game, the slot and the orientation (`flip` 1: home and away exchanged):
   * time constraints of both teams, home travel, home_only, no_play_team, enforce_home.
   */
  staticRule(g: number, s: number, flip: number): Rule {
    const table = this.table;
    const h = flip ? table.visitor[g]! : table.home[g]!;
    const v = flip ? table.home[g]! : table.visitor[g]!;
    if (h >= 0) {
      const r = this.teamStatic(h, v, true, g, s);
      if (r !== Rule.Ok) return r;
      const k = table.schedule[g]!;
      const homes = this.model.teams[h]!.homeVenues;
      const venue = this.model.slots.venue[s]!;
      if (
        table.isPractice[g] === 0 &&
        this.model.params.enforceHome[k] === 1 &&
        homes.length > 0 &&
        !homes.includes(venue) &&
        this.model.neutralVenue[venue] === 0
      ) {
        this.lastTeam = h;
        return Rule.EnforceHome;
      }
    }
    if (v >= 0 && v !== h) {
      const r = this.teamStatic(v, h, false, g, s);
      if (r !== Rule.Ok) return r;
    }
    return Rule.Ok;
  }

  /** Every rule, first refusal wins: slot taken, slot rules, static rules, then the dynamic scan. */
  check(g: number, s: number, flip: number): Rule {
    const other = this.state.gameAt[s]!;
    if (other >= 0 && other !== g) {
      this.lastOther = other;
      return Rule.SlotTaken;
    }
    if (this.slotRule(g, s) !== 0) return Rule.SlotClosed;
    const r = this.staticRule(g, s, flip);
    if (r !== Rule.Ok) return r;
    return this.scan(g, s, flip, null);
  }

  /** A blocker may be moved away when it is not fixed and nothing placed depends on it. */
  private removable(o: number): boolean {
    return this.table.fixed[o] === 0 && !this.state.hasPlacedDependent(o);
  }

  private addBlocker(o: number, blockers: number[]): boolean {
    if (!this.removable(o)) return false;
    if (this.stamp[o] !== this.stampValue) {
      this.stamp[o] = this.stampValue;
      blockers.push(o);
    }
    return true;
  }

  /**
   * Dynamic rules of g at s against the placed games (g itself ignored wherever it is): team overlap, day
   * and week limits (Reading 3), the max_games constraint, rest, nights, travel from the last item of the day
   * (checked pairwise against every same-day item so that removals never break it), coach and player
   * conflicts (Reading 9), and elimination dependencies with the limits along bracket chains (Reading 10).
   * Slot occupancy is not checked here.
   *
   * With `blockers` null it returns the first broken rule. Otherwise it collects the placed games whose
   * removal would make the assignment legal and returns Ok (none), Blocked (some), or the rule that no
   * removal can fix.
   */
  scan(g: number, s: number, flip: number, blockers: number[] | null): Rule {
    if (blockers) {
      blockers.length = 0;
      this.stampValue++;
    }
    const table = this.table;
    const slots = this.model.slots;
    const params = this.model.params;
    const state = this.state;
    const k = table.schedule[g]!;
    const practice = table.isPractice[g]!;
    const startMs = slots.startMs[s]!;
    const finishMs = slots.finishMs[s]!;
    const day = slots.day[s]!;
    const week = slots.week[s]!;
    const venue = slots.venue[s]!;
    const weekendG = this.isWeekend(s, k) ? 1 : 0;
    const h = flip ? table.visitor[g]! : table.home[g]!;
    const v = flip ? table.home[g]! : table.visitor[g]!;
    const nv = this.model.distances.venueCount;
    const miles = this.model.distances.miles;
    const minutes = this.model.distances.minutes;
    let blocked = false;

    for (let side = 0; side < 2; side++) {
      const t = side === 0 ? h : v;
      if (t < 0 || (side === 1 && t === h)) continue;
      const items = state.teamItems[t]!;
      const rule = this.dayRule(t, s);
      let dayCount = 0;
      let dayLimit = params.maxDay[k]! || INF;
      let weekCount = 0;
      let weekLimit = params.maxWeek[k]! || INF;
      let allDay = 0;
      for (let i = 0; i < items.length; i++) {
        const o = items[i]!;
        if (o === g) continue;
        const so = state.slotOf[o]!;
        const oStart = slots.startMs[so]!;
        const oFinish = slots.finishMs[so]!;
        if (startMs < oFinish && oStart < finishMs) {
          this.lastTeam = t;
          this.lastOther = o;
          if (!blockers) return Rule.TeamOverlap;
          if (!this.addBlocker(o, blockers)) return Rule.TeamOverlap;
          blocked = true;
          continue;
        }
        const ko = table.schedule[o]!;
        const oDay = slots.day[so]!;
        if (oDay === day) {
          allDay++;
          const vo = slots.venue[so]!;
          if (vo !== venue) {
            const weekendO = this.isWeekend(so, ko) ? 1 : 0;
            let maxMiles = Math.min(this.lastMiles[t * 2 + weekendG]!, this.lastMiles[t * 2 + weekendO]!);
            const maxMinutes = Math.min(
              this.lastMinutes[t * 2 + weekendG]!,
              this.lastMinutes[t * 2 + weekendO]!,
            );
            if (rule) maxMiles = Math.min(maxMiles, rule.maxTravelLast);
            if (miles[venue * nv + vo]! > maxMiles || minutes[venue * nv + vo]! > maxMinutes) {
              this.lastTeam = t;
              this.lastOther = o;
              if (!blockers) return Rule.TravelLast;
              if (!this.addBlocker(o, blockers)) return Rule.TravelLast;
              blocked = true;
              continue;
            }
          }
        }
        if (table.isPractice[o] !== practice) continue;
        if (oDay === day) {
          dayCount++;
          const lim = params.maxDay[ko]!;
          if (lim > 0 && lim < dayLimit) dayLimit = lim;
        }
        if (slots.week[so] === week) {
          weekCount++;
          const lim = params.maxWeek[ko]!;
          if (lim > 0 && lim < weekLimit) weekLimit = lim;
        }
        const rest = Math.max(params.rest[k]!, params.rest[ko]!) * MS_PER_MINUTE;
        const nights = Math.max(params.nights[k]!, params.nights[ko]!);
        const gap = oStart >= finishMs ? oStart - finishMs : startMs - oFinish;
        let broken: Rule = Rule.Ok;
        if (gap < rest) broken = Rule.Rest;
        else if (nights > 0 && Math.abs(oDay - day) < nights) broken = Rule.Nights;
        if (broken !== Rule.Ok) {
          this.lastTeam = t;
          this.lastOther = o;
          if (!blockers) return broken;
          if (!this.addBlocker(o, blockers)) return broken;
          blocked = true;
        }
      }
      if (dayCount + 1 > dayLimit || weekCount + 1 > weekLimit || allDay + 1 > (rule ? rule.maxGames : INF)) {
        const which =
          allDay + 1 > (rule ? rule.maxGames : INF)
            ? Rule.MaxGames
            : dayCount + 1 > dayLimit
              ? Rule.DayLimit
              : Rule.WeekLimit;
        this.lastTeam = t;
        this.lastCount =
          which === Rule.MaxGames ? (rule?.maxGames ?? 0) : which === Rule.DayLimit ? dayLimit : weekLimit;
        if (!blockers) return which;
        if (which === Rule.MaxGames && this.lastCount === 0) return which;
        for (let i = 0; i < items.length; i++) {
          const o = items[i]!;
          if (o === g) continue;
          const so = state.slotOf[o]!;
          const sameDay = slots.day[so] === day;
          const sameKind = table.isPractice[o] === practice;
          const hit =
            which === Rule.MaxGames
              ? sameDay
              : sameKind && (which === Rule.DayLimit ? sameDay : slots.week[so] === week);
          if (hit && !this.addBlocker(o, blockers)) return which;
        }
        blocked = true;
      }
      // Shared people: overlapping items of linked teams, when either schedule has the method on.
      const links = this.model.teams[t]!.links;
      for (let li = 0; li < links.length; li++) {
        const link = links[li]!;
        const u = link.team;
        if (u === h || u === v) continue;
        const uItems = state.teamItems[u]!;
        for (let i = 0; i < uItems.length; i++) {
          const o = uItems[i]!;
          if (o === g) continue;
          const so = state.slotOf[o]!;
          if (!(startMs < slots.finishMs[so]! && slots.startMs[so]! < finishMs)) continue;
          const ko = table.schedule[o]!;
          const on = link.sharesCoach
            ? params.coach[k]! | params.player[k]! | params.coach[ko]! | params.player[ko]!
            : params.player[k]! | params.player[ko]!;
          if (!on) continue;
          this.lastTeam = t;
          this.lastOther = o;
          if (!blockers) return Rule.PersonConflict;
          if (!this.addBlocker(o, blockers)) return Rule.PersonConflict;
          blocked = true;
        }
      }
    }

    const rest = params.rest[k]! * MS_PER_MINUTE;
    const feeders = table.feeders[g]!;
    for (let i = 0; i < feeders.length; i++) {
      const f = feeders[i]!;
      const sf = state.slotOf[f]!;
      this.lastOther = f;
      if (sf < 0) return Rule.FeederUnscheduled;
      if (slots.finishMs[sf]! + rest > startMs) return Rule.Dependency;
    }
    const dependents = table.dependents[g]!;
    for (let i = 0; i < dependents.length; i++) {
      const d = dependents[i]!;
      const sd = state.slotOf[d]!;
      if (sd < 0) continue;
      const restD = params.rest[table.schedule[d]!]! * MS_PER_MINUTE;
      if (slots.startMs[sd]! < finishMs + restD) {
        this.lastOther = d;
        if (!blockers) return Rule.Dependency;
        if (!this.addBlocker(d, blockers)) return Rule.Dependency;
        blocked = true;
      }
    }
    if (feeders.length + dependents.length > 0) {
      const r = this.chainScan(g, s, k, blockers);
      if (r === Rule.Blocked) blocked = true;
      else if (r !== Rule.Ok) return r;
    }
    return blocked ? Rule.Blocked : Rule.Ok;
  }

  /**
   * The schedule's limits along every chain of dependent games through g at s (Reading 10): nights between g
   * and each feeder and dependent, and no chain holding more than max_games_day games on s's day or
   * max_games_week in its week. A chain names no team, so a refusal has `lastTeam` -1. Feeders are placed
   * (checked before) and cannot be moved away for g, so a chain too long already up to g is final; dependents
   * that make it too long are blockers. Returns Ok, Blocked (with blockers) or the broken rule.
   */
  private chainScan(g: number, s: number, k: number, blockers: number[] | null): Rule {
    const table = this.table;
    const slots = this.model.slots;
    const params = this.model.params;
    const slotOf = this.state.slotOf;
    const feeders = table.feeders[g]!;
    const dependents = table.dependents[g]!;
    const day = slots.day[s]!;
    let blocked = false;
    this.lastTeam = -1;
    const nights = params.nights[k]!;
    if (nights > 0) {
      for (const f of feeders) {
        if (day - slots.day[slotOf[f]!]! >= nights) continue;
        this.lastOther = f;
        return Rule.Nights;
      }
      for (const d of dependents) {
        const sd = slotOf[d]!;
        if (sd < 0 || slots.day[sd]! - day >= nights) continue;
        this.lastOther = d;
        if (!blockers || !this.addBlocker(d, blockers)) return Rule.Nights;
        blocked = true;
      }
    }
    for (const period of ['day', 'week'] as const) {
      const limit = period === 'day' ? params.maxDay[k]! : params.maxWeek[k]!;
      if (limit <= 0) continue;
      const rule = period === 'day' ? Rule.DayLimit : Rule.WeekLimit;
      const value = period === 'day' ? day : slots.week[s]!;
      const upTo = this.chains.feedersRun(g, value, period) + 1;
      this.lastCount = limit;
      if (upTo > limit) {
        this.lastOther = -1;
        return rule;
      }
      for (const d of dependents) {
        if (upTo + this.chains.dependentsRun(d, value, period) <= limit) continue;
        this.lastOther = d;
        if (!blockers || !this.addBlocker(d, blockers)) return rule;
        blocked = true;
      }
    }
    return blocked ? Rule.Blocked : Rule.Ok;
  }
}
