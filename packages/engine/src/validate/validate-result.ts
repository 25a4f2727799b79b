import { balanceSpreads } from '../analyse/spreads.ts';
import type { Instance, Result } from '../model/instance.ts';
import { findBracketChainBreaches } from './bracket-chains.ts';
import { buildContext } from './context.ts';
import { checkDependencies } from './dependencies.ts';
import { checkEnforceHome } from './enforce-home.ts';
import { checkPairings } from './pairings.ts';
import { contractPersonPolicy, findPersonConflicts } from './person-conflicts.ts';
import { checkResultConsistency, successRate } from './result-consistency.ts';
import { checkSlotRules } from './slot-rules.ts';
import { findDayLimitBreaches, findWeekLimitBreaches } from './team-limits.ts';
import { findTeamOverlaps } from './team-overlap.ts';
import { checkTeamSpacing } from './team-spacing.ts';
import { findTimeConstraintBreaches } from './time-constraints.ts';
import { checkTravelLimits } from './travel-limits.ts';
import type { ValidationReport, Violation } from './types.ts';

// Rule checks return richer records (period, count, person...); the report keeps the four contract fields.
function plain({ rule, message, game_ids, team_ids }: Violation): Violation {
  return { rule, message, game_ids, team_ids };
}

/**
 * The referee: re-checks a parsed result against every hard rule of docs/engine-contract.md, written from the
 * contract alone. Fixed games count as placed items; a result game with a fixed game's id replaces it
 * (Reading 12). Pure and deterministic: violations come out grouped by rule, in a stable order.
 */
export function validateResult(instance: Instance, result: Result): ValidationReport {
  const ctx = buildContext(instance, result.games);
  const chains = findBracketChainBreaches(ctx);
  const chainsOf = (rule: Violation['rule']) => chains.filter((c) => c.rule === rule);
  const violations = [
    ...checkSlotRules(ctx),
    ...findTeamOverlaps(ctx),
    ...findDayLimitBreaches(ctx),
    ...chainsOf('max_games_day'),
    ...findWeekLimitBreaches(ctx),
    ...chainsOf('max_games_week'),
    ...checkTeamSpacing(ctx),
    ...chainsOf('next_game_offset'),
    ...checkEnforceHome(ctx),
    ...findPersonConflicts(ctx, contractPersonPolicy),
    ...findTimeConstraintBreaches(ctx),
    ...checkTravelLimits(ctx),
    ...checkDependencies(ctx),
    ...checkPairings(ctx),
    ...checkResultConsistency(instance, result),
  ].map(plain);
  const scheduled = result.games.filter((g) => g.timeslot_id !== null).length;
  const unscheduled = result.games.length - scheduled;
  // Balance is measured, not judged: the one definition of the analyses, fixed games merged in.
  const spreads = balanceSpreads({ ...instance, games: ctx.games });
  return {
    violations,
    metrics: {
      scheduled,
      unscheduled,
      success_rate: successRate(scheduled, unscheduled),
      games: result.games.length,
      violations: violations.length,
      venue_spread: spreads.venue,
      early_late_spread: spreads.early_late,
      weekday_spread: spreads.weekday,
      week_spread: spreads.week,
    },
  };
}
