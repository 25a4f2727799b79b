import { describe, expect, it } from 'vitest';
import { formatValidationReport } from './format-report.ts';
import { changeGame, judge, leagueGames, leagueInput } from './test-league.ts';

describe('balance spreads', () => {
  it('measures the base league', () => {
    const { metrics } = judge(leagueInput(), leagueGames());
    // One venue, one weekday, every start at 09:00 (none below the median), games in weeks 1, 3, 4 of 5.
    expect(metrics).toMatchObject({
      venue_spread: 0,
      weekday_spread: 0,
      early_late_spread: 3,
      week_spread: 1,
    });
  });

  it('sees a team moved to another venue, weekday and start time', () => {
    const { metrics } = judge(leagueInput(), changeGame(leagueGames(), 'g5', { timeslot_id: 'ts9' }));
    // Owls and Wolves play all 3 at North Park on Saturdays, now that the schedule also used South Field
    // and a Tuesday: 3 - 0 on both counts.
    expect(metrics).toMatchObject({ venue_spread: 3, weekday_spread: 3 });
    expect(metrics.early_late_spread).toBe(3);
  });

  it('prints one line per violation and a summary line', () => {
    const report = judge(leagueInput(), changeGame(leagueGames(), 'g2', { timeslot_id: 'ts1' }));
    expect(formatValidationReport(report).split('\n')).toEqual([
      'slot_reused: slot ts1 at North Park is used by g1 (2026-03-07 09:00-10:30) and g2 (2026-03-07 09:00-10:30)',
      'violations=1 scheduled=6 unscheduled=0 success_rate=100 games=6 venue_spread=0 early_late_spread=3 weekday_spread=0 week_spread=1',
    ]);
  });
});
