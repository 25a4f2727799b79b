import { reason } from '../explain/reason.ts';
import type { Game, Instance } from '../model/instance.ts';
import type { DivisionCapacity } from './capacity-funnel.ts';
import { TRAVEL_KINDS } from './capacity-funnel.ts';
import type { ConflictRule } from './diagnosis.ts';
import { quickSolve } from './quick-solve.ts';
import { type RuleFamily, relaxFamilies } from './relax.ts';

/** How one check ended: the division's items left unplaced (0: they all fit). */
export type ShortCheck = (families: readonly RuleFamily[]) => number;

/**
 * A check for the deletion filter: with `families` dropped, re-solve the division's schedules (every other
 * game fixed where the run put it) and count the division's items that still do not fit.
 */
export function divisionCheck(
  instance: Instance,
  runGames: readonly Game[],
  capacity: DivisionCapacity,
  options: { seed: number; maxPauses: number },
): ShortCheck {
  const divisionId = capacity.diagnosis.division_id;
  const items = capacity.diagnosis.games;
  return (families) => {
    const relaxed = relaxFamilies(instance, runGames, divisionId, capacity.scheduleIds, families);
    const answer = quickSolve(relaxed.instance, relaxed.runGames, new Set(capacity.scheduleIds), options);
    return items - (answer.placedByDivision.get(divisionId) ?? 0);
  };
}

/**
 * The families that may bind for the division, in the order the filter tries to drop them: each team's own
 * rules first (as one group, then one by one), then the schedule's rules, then the slots themselves. Families
 * that take nothing from the division in its funnel are left out: dropping them cannot change a check.
 */
export function candidateFamilies(instance: Instance, capacity: DivisionCapacity): RuleFamily[][] {
  const steps = new Map(capacity.diagnosis.steps.map((s) => [s.rule, s.left]));
  const teamRules: RuleFamily[] = [];
  for (const t of capacity.teams) {
    // The rules of a team that is not short cannot be what keeps the division short on their own account.
    if (t.unscheduled === 0 && t.binding === null) continue;
    const team = instance.teams[t.team]!;
    const timeLoss = team.time_constraints.some(
      (c, i) => !TRAVEL_KINDS.has(c.kind) && (t.constraintLoss[i] ?? 0) > 0,
    );
    if (timeLoss) teamRules.push({ rule: 'time_constraints', teamId: t.teamId });
    if (t.travelLoss > 0) teamRules.push({ rule: 'travel', teamId: t.teamId });
  }
  const schedules = instance.schedules.filter((s) => capacity.scheduleIds.includes(s.id));
  const teams = instance.teams.filter((t) => t.division_id === capacity.diagnosis.division_id);
  const groups: RuleFamily[][] = [];
  if (teamRules.length > 0) groups.push(teamRules);
  if (capacity.teams.some((t) => t.homeLoss > 0)) groups.push([{ rule: 'home_venues' }]);
  if (
    schedules.some((s) => s.max_games_day > 0 || s.max_games_week > 0) ||
    teams.some((t) => t.time_constraints.some((c) => c.kind === 'max_games'))
  )
    groups.push([{ rule: 'limits' }]);
  if (schedules.some((s) => s.min_minutes_rest > 0 || s.next_game_offset > 0))
    groups.push([{ rule: 'rest' }]);
  if (capacity.linked) groups.push([{ rule: 'coach_conflicts' }]);
  if ((steps.get('dates') ?? 0) < capacity.diagnosis.slots) groups.push([{ rule: 'dates' }]);
  if ((steps.get('slot_rules') ?? 0) < (steps.get('dates') ?? 0)) groups.push([{ rule: 'slot_rules' }]);
  if (capacity.taken > 0) groups.push([{ rule: 'other_games' }]);
  return groups;
}

/**
 * The deletion filter (docs/diagnosis.md): starting from every candidate family, drop one family (or a whole
 * group of team rules at once, then each half of it) at a time and keep it dropped when the division is
 * still short; what remains
 * is a set of families that alone leaves the division short, and from which no single family can be dropped.
 * Returns the kept families and the items they leave unplaced, or null when the division fits with every
 * rule in place (the run was short for want of search, not of capacity) or the checks ran out of time.
 */
export function deletionFilter(
  groups: readonly (readonly RuleFamily[])[],
  check: ShortCheck,
  outOfTime: () => boolean,
): { kept: RuleFamily[]; short: number } | null {
  let short = check([]);
  if (short <= 0) return null;
  const dropped: RuleFamily[] = [];
  const kept: RuleFamily[] = [];
  const tryDrop = (families: readonly RuleFamily[]): boolean => {
    const n = check([...dropped, ...families]);
    if (n <= 0) return false;
    dropped.push(...families);
    short = n;
    return true;
  };
  // A group that cannot be dropped whole is halved, so a long list of team rules costs few checks.
  const visit = (group: readonly RuleFamily[]): boolean => {
    if (outOfTime()) return false;
    if (tryDrop(group)) return true;
    if (group.length === 1) {
      kept.push(group[0]!);
      return true;
    }
    const half = Math.ceil(group.length / 2);
    return visit(group.slice(0, half)) && visit(group.slice(half));
  };
  for (const group of groups) if (!visit(group)) return null;
  return { kept, short };
}

const weekdayList = (days: number[]) => days.map(String);

/** Names the kept families for the user: one ConflictRule per schedule rule, per team constraint and per link. */
export function conflictRules(
  instance: Instance,
  capacity: DivisionCapacity,
  kept: readonly RuleFamily[],
  scheduleName: string,
): ConflictRule[] {
  const rules: ConflictRule[] = [];
  const schedules = instance.schedules.filter((s) => capacity.scheduleIds.includes(s.id));
  const teamOf = new Map(capacity.teams.map((t) => [t.teamId, t]));
  const steps = new Map(capacity.diagnosis.steps.map((s) => [s.rule, s.left]));
  const whole = (rule: ConflictRule['rule'], r: ReturnType<typeof reason>): ConflictRule => ({
    rule,
    team_id: null,
    team: null,
    reason: r,
  });
  for (const family of kept) {
    if ('teamId' in family) {
      const t = teamOf.get(family.teamId)!;
      const team = instance.teams[t.team]!;
      if (family.rule === 'travel') {
        rules.push({
          rule: 'travel',
          team_id: t.teamId,
          team: t.name,
          reason: reason('conflict_rule.travel', { team: t.name }),
        });
        continue;
      }
      team.time_constraints.forEach((c, i) => {
        if (TRAVEL_KINDS.has(c.kind) || (t.constraintLoss[i] ?? 0) === 0) return;
        const dates = c.start_date === null ? [] : [c.start_date, c.end_date ?? c.start_date];
        rules.push({
          rule: 'time_constraints',
          team_id: t.teamId,
          team: t.name,
          reason: reason('conflict_rule.time_constraints', {
            team: t.name,
            kind: c.kind,
            days: weekdayList(c.weekdays),
            dates,
          }),
        });
      });
      continue;
    }
    switch (family.rule) {
      case 'dates':
        for (const s of schedules)
          rules.push(
            whole(
              'dates',
              reason('conflict_rule.dates', {
                schedule: scheduleName,
                start: s.schedule_start,
                end: s.schedule_end,
              }),
            ),
          );
        break;
      case 'slot_rules':
        rules.push(
          whole(
            'slot_rules',
            reason('conflict_rule.slot_rules', {
              schedule: scheduleName,
              count: steps.get('slot_rules') ?? 0,
            }),
          ),
        );
        break;
      case 'home_venues': {
        const hosts = capacity.teams.filter((t) => t.homeLoss > 0);
        if (schedules.some((s) => s.enforce_home))
          rules.push(whole('home_venues', reason('conflict_rule.home_venues', {})));
        else
          for (const t of hosts)
            rules.push({
              rule: 'home_venues',
              team_id: t.teamId,
              team: t.name,
              reason: reason('conflict_rule.home_venues', { team: t.name }),
            });
        break;
      }
      case 'limits':
        for (const s of schedules) {
          for (const setting of ['max_games_day', 'max_games_week'] as const) {
            if (s[setting] > 0)
              rules.push(
                whole(
                  'limits',
                  reason('conflict_rule.limits', { schedule: scheduleName, setting, value: s[setting] }),
                ),
              );
          }
        }
        break;
      case 'rest':
        for (const s of schedules)
          rules.push(
            whole(
              'rest',
              reason('conflict_rule.rest', {
                schedule: scheduleName,
                minutes: s.min_minutes_rest,
                nights: s.next_game_offset,
              }),
            ),
          );
        break;
      case 'coach_conflicts':
        for (const t of capacity.teams) {
          for (const other of capacity.teams) {
            if (other.team <= t.team) continue;
            const a = instance.teams[t.team]!;
            const b = instance.teams[other.team]!;
            if (!a.person_ids.some((p) => b.person_ids.includes(p))) continue;
            rules.push({
              rule: 'coach_conflicts',
              team_id: t.teamId,
              team: t.name,
              reason: reason('conflict_rule.coach_conflicts', { team: t.name, other: other.name }),
            });
          }
        }
        break;
      case 'other_games':
        rules.push(whole('other_games', reason('conflict_rule.other_games', { count: capacity.taken })));
        break;
    }
  }
  return rules;
}
