import { type Reason, reason } from '../explain/reason.ts';
import type { Game, Instance, ScheduleConfig } from '../model/instance.ts';
import { addDays, dayOfDate, weekdayOf } from '../model/local-time.ts';
import { SlotRefusal, slotRefusal } from '../model/schedule-slots.ts';
import { buildSolveModel } from '../model/solve-model.ts';
import type { DivisionCapacity } from './capacity-funnel.ts';
import type { Fix, FixSlot } from './diagnosis.ts';
import { localInstant } from './local-instant.ts';

/** A fix before it is checked: what it changes, how it reads, and how big a change it is. */
export interface FixCandidate {
  fix: Fix;
  reason: Reason;
  divisionIds: string[];
  /** The size of the change, for ranking fixes that place as many games: slots added, else 1. */
  size: number;
}

const pad = (n: number) => String(n).padStart(2, '0');
const clock = (minute: number) => `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;

/**
 * How many of the waiting games could be played on each local day (by day number): a game counts when both
 * its teams are below the day limit there (placed games counted), greedily, each game once a day. Adding slots
 * on a day where every team already plays would place nothing.
 */
function playableByDay(
  instance: Instance,
  runGames: readonly Game[],
  waiting: readonly Game[],
  maxDay: number,
  days: readonly number[],
): Map<number, number> {
  const model = buildSolveModel({ ...instance, schedules: [] });
  const st = model.slots;
  const played = new Map<string, number>(); // `${team}|${day}` -> items
  for (const g of runGames) {
    if (g.timeslot_id === null) continue;
    const s = st.index.get(g.timeslot_id);
    if (s === undefined) continue;
    for (const t of [g.home_id, g.visitor_id]) {
      if (t === null) continue;
      const key = `${t}|${st.day[s]}`;
      played.set(key, (played.get(key) ?? 0) + 1);
    }
  }
  const limit = maxDay > 0 ? maxDay : Number.POSITIVE_INFINITY;
  const out = new Map<number, number>();
  for (const day of days) {
    const load = new Map<string, number>();
    const loadOf = (t: string) => load.get(t) ?? played.get(`${t}|${day}`) ?? 0;
    let n = 0;
    for (const g of waiting) {
      const teams = [g.home_id, g.visitor_id].filter((t): t is NonNullable<typeof t> => t !== null);
      if (teams.some((t) => loadOf(t) + 1 > limit)) continue;
      for (const t of teams) load.set(t, loadOf(t) + 1);
      n++;
    }
    out.set(day, n);
  }
  return out;
}

/**
 * Slots of the division's usual shape (its most common weekday, start and length among the slots open to it,
 * at one venue, on every surface of it free at that time) on dates inside the schedule where the waiting games'
 * teams can still play under the day limit, most playable dates first. Falls back to the next shape when a
 * shape offers too few; without any playable date, dates are spread over the season.
 */
function addSlots(
  instance: Instance,
  capacity: DivisionCapacity,
  schedule: ScheduleConfig,
  name: string,
  counts: number[],
  runGames: readonly Game[],
): FixCandidate[] {
  const model = buildSolveModel({ ...instance, schedules: [schedule] });
  const st = model.slots;
  const venueOf = new Map<string, Instance['venues'][number]>();
  for (const v of instance.venues) for (const x of v.surfaces) venueOf.set(x.id, v);
  const shapes = new Map<
    string,
    { weekday: number; minute: number; minutes: number; venue: string; n: number }
  >();
  const weighted =
    capacity.fitting.length > 0 ? capacity.fitting : capacity.open.map((slot) => ({ slot, games: 1 }));
  for (const { slot: s, games } of weighted) {
    const slot = instance.timeslots[s]!;
    const venue = venueOf.get(slot.surface_id)!.id;
    const minutes = Math.round((st.finishMs[s]! - st.startMs[s]!) / 60_000);
    const key = `${st.weekday[s]}|${st.startMinute[s]}|${minutes}|${venue}`;
    const shape = shapes.get(key) ?? {
      weekday: st.weekday[s]!,
      minute: st.startMinute[s]!,
      minutes,
      venue,
      n: 0,
    };
    shape.n += games;
    shapes.set(key, shape);
  }
  const common = [...shapes.values()].sort(
    (a, b) => b.n - a.n || a.weekday - b.weekday || a.minute - b.minute,
  );
  // The usual slot itself is often taken on every date: the same slot just after or before it is next best.
  const ranked = common
    .slice(0, 4)
    .flatMap((shape) => [0, 1, -1, 2].map((k) => ({ ...shape, minute: shape.minute + k * shape.minutes })))
    .filter((shape) => shape.minute >= 0 && shape.minute + shape.minutes <= 1440);
  const want = Math.max(...counts);
  const waiting = runGames.filter(
    (g) => g.timeslot_id === null && capacity.scheduleIds.includes(g.schedule_id),
  );
  const allDays: number[] = [];
  for (let d = dayOfDate(schedule.schedule_start); d <= dayOfDate(schedule.schedule_end); d++)
    allDays.push(d);
  const playable = playableByDay(instance, runGames, waiting, schedule.max_games_day, allDays);

  type Pick = { date: string; slot: FixSlot; surface: string };
  let best: { shape: (typeof ranked)[number]; picks: Pick[] } | null = null;
  for (const shape of ranked) {
    const venue = instance.venues.find((v) => v.id === shape.venue)!;
    const byDate: { date: string; room: number; free: Pick[] }[] = [];
    let date = schedule.schedule_start;
    while (weekdayOf(date) !== shape.weekday) date = addDays(date, 1);
    for (; date <= schedule.schedule_end; date = addDays(date, 7)) {
      const start = localInstant(date, shape.minute, instance.timezone);
      const startMs = Date.parse(start);
      const finishMs = startMs + shape.minutes * 60_000;
      const end = shape.minute + shape.minutes;
      const finish = localInstant(addDays(date, Math.floor(end / 1440)), end % 1440, instance.timezone);
      const free: Pick[] = [];
      for (const surface of venue.surfaces) {
        const busy = instance.timeslots.some(
          (t) =>
            t.surface_id === surface.id && startMs < Date.parse(t.finish) && Date.parse(t.start) < finishMs,
        );
        if (!busy)
          free.push({
            date,
            slot: { start, finish, venue_id: venue.id, surface_id: surface.id },
            surface: surface.name,
          });
      }
      if (free.length > 0) byDate.push({ date, room: playable.get(dayOfDate(date)) ?? 0, free });
    }
    if (byDate.length === 0) continue;
    // Dates where the waiting games can be played first, as many slots there as games fit; then spread the rest.
    const picks: Pick[] = [];
    for (const d of [...byDate]
      .filter((d) => d.room > 0)
      .sort((a, b) => b.room - a.room || (a.date < b.date ? -1 : 1)))
      picks.push(...d.free.slice(0, Math.min(d.room, want - picks.length)));
    if (picks.length === 0) {
      const m = Math.min(want, byDate.length);
      for (let i = 0; i < m; i++) picks.push(byDate[Math.floor(((i + 0.5) * byDate.length) / m)]!.free[0]!);
    }
    if (!best || picks.length > best.picks.length) best = { shape, picks };
    if (picks.length >= want) break;
  }
  if (!best) return [];
  const { shape, picks } = best;
  const venue = instance.venues.find((v) => v.id === shape.venue)!;
  const out: FixCandidate[] = [];
  for (const count of [...new Set(counts.map((c) => Math.min(c, picks.length)))]) {
    if (count <= 0) continue;
    // The most playable dates come first in choosing, so the first `count` chosen are kept (in date order).
    const chosen = picks.slice(0, count).sort((a, b) => (a.slot.start < b.slot.start ? -1 : 1));
    out.push({
      fix: {
        kind: 'add_slots',
        division_id: capacity.diagnosis.division_id,
        slots: chosen.map((c) => c.slot),
      },
      reason: reason('fix.add_slots', {
        count,
        division: name,
        weekday: shape.weekday,
        time: clock(shape.minute),
        minutes: shape.minutes,
        venue: venue.name,
        surface: [...new Set(chosen.map((c) => c.surface))].join(', '),
        dates: [...new Set(chosen.map((c) => c.date))],
      }),
      divisionIds: [capacity.diagnosis.division_id],
      size: count,
    });
  }
  return out;
}

/** Slots the schedule would gain with `changed` instead of itself (the solver's slot rules decide). */
function gainedSlots(instance: Instance, schedule: ScheduleConfig, changed: ScheduleConfig): number {
  const model = buildSolveModel({ ...instance, schedules: [schedule, changed] });
  let n = 0;
  for (let s = 0; s < model.slots.count; s++) {
    const before = slotRefusal(model.schedules[0]!, model.slots, s) === SlotRefusal.Open;
    const after = slotRefusal(model.schedules[1]!, model.slots, s) === SlotRefusal.Open;
    if (after && !before) n++;
  }
  return n;
}

/**
 * The fixes worth checking for one short division (docs/diagnosis.md): slots of its usual shape, neutral
 * slots, a week more, one team's rule that eats most, and a schedule limit when a limit binds.
 * `shortfalls` are the slot counts to try adding.
 */
export function fixCandidates(
  instance: Instance,
  capacity: DivisionCapacity,
  name: string,
  shortfalls: number[],
  runGames: readonly Game[],
): FixCandidate[] {
  const division = capacity.diagnosis;
  const out: FixCandidate[] = [];
  const schedules = instance.schedules.filter((s) => capacity.scheduleIds.includes(s.id));
  const schedule = schedules[0];
  if (!schedule) return out;
  out.push(...addSlots(instance, capacity, schedule, name, shortfalls, runGames));
  const change = (setting: Fix & { kind: 'change_setting' }, r: Reason) =>
    out.push({ fix: setting, reason: r, divisionIds: [division.division_id], size: 1 });
  for (const s of schedules) {
    if (!s.use_unassigned_timeslots) {
      const count = gainedSlots(instance, s, { ...s, use_unassigned_timeslots: true });
      if (count > 0)
        change(
          { kind: 'change_setting', schedule_id: s.id, setting: 'use_unassigned_timeslots', value: true },
          reason('fix.open_neutral', { schedule: name, count }),
        );
    }
    const end = addDays(s.schedule_end, 7);
    if (gainedSlots(instance, s, { ...s, schedule_end: end }) > 0)
      change(
        { kind: 'change_setting', schedule_id: s.id, setting: 'schedule_end', value: end },
        reason('fix.extend_end', { schedule: name, date: end }),
      );
    const binds = (rule: string) =>
      division.binding === rule || division.teams.some((t) => t.binding === rule);
    if (binds('limits')) {
      if (s.max_games_week > 0)
        change(
          {
            kind: 'change_setting',
            schedule_id: s.id,
            setting: 'max_games_week',
            value: s.max_games_week + 1,
          },
          reason('fix.setting', { schedule: name, setting: 'max_games_week', value: s.max_games_week + 1 }),
        );
      if (s.max_games_day > 0)
        change(
          { kind: 'change_setting', schedule_id: s.id, setting: 'max_games_day', value: s.max_games_day + 1 },
          reason('fix.setting', { schedule: name, setting: 'max_games_day', value: s.max_games_day + 1 }),
        );
    }
    if (binds('rest')) {
      if (s.next_game_offset > 0)
        change(
          {
            kind: 'change_setting',
            schedule_id: s.id,
            setting: 'next_game_offset',
            value: s.next_game_offset - 1,
          },
          reason('fix.setting', {
            schedule: name,
            setting: 'next_game_offset',
            value: s.next_game_offset - 1,
          }),
        );
      else if (s.min_minutes_rest > 0)
        change(
          {
            kind: 'change_setting',
            schedule_id: s.id,
            setting: 'min_minutes_rest',
            value: Math.floor(s.min_minutes_rest / 2),
          },
          reason('fix.setting', {
            schedule: name,
            setting: 'min_minutes_rest',
            value: Math.floor(s.min_minutes_rest / 2),
          }),
        );
    }
  }
  // One team's rule that takes most from it, for the two teams short the most.
  const enforceHome = schedules.some((s) => s.enforce_home);
  const teams = [...capacity.teams]
    .filter((t) => t.unscheduled > 0 || t.binding !== null)
    .sort((a, b) => b.unscheduled - a.unscheduled || a.team - b.team)
    .slice(0, 2);
  for (const t of teams) {
    const team = instance.teams[t.team]!;
    let bestLoss = 0;
    let best: FixCandidate | null = null;
    team.time_constraints.forEach((c, i) => {
      const loss = t.constraintLoss[i] ?? 0;
      if (loss <= bestLoss) return;
      bestLoss = loss;
      const dates = c.start_date === null ? [] : [c.start_date, c.end_date ?? c.start_date];
      best = {
        fix: { kind: 'relax_team_rule', team_id: t.teamId, rule: 'time_constraint', constraint_index: i },
        reason: reason('fix.relax_time_constraint', {
          team: t.name,
          kind: c.kind,
          days: c.weekdays.map(String),
          dates,
        }),
        divisionIds: [division.division_id],
        size: 1,
      };
    });
    if (team.travel_constraint && t.travelLoss > bestLoss) {
      bestLoss = t.travelLoss;
      best = {
        fix: { kind: 'relax_team_rule', team_id: t.teamId, rule: 'travel', constraint_index: null },
        reason: reason('fix.relax_travel', { team: t.name }),
        divisionIds: [division.division_id],
        size: 1,
      };
    }
    if (team.home_venue_ids.length > 0 && enforceHome && t.homeLoss > bestLoss) {
      best = {
        fix: { kind: 'relax_team_rule', team_id: t.teamId, rule: 'home_venues', constraint_index: null },
        reason: reason('fix.relax_home_venues', { team: t.name }),
        divisionIds: [division.division_id],
        size: 1,
      };
    }
    if (best) out.push(best);
  }
  return out;
}
