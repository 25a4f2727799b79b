import { describe, expect, it } from 'vitest';
import { formatValidationReport } from './format-report.ts';
import { changeGame, judge, leagueGames, leagueInput } from './test-league.ts';

describe('balance metrics', () => {
  it('measures the base league', () => {
    const { metrics } = judge(leagueInput(), leagueGames());
    // One venue, one weekday, every start at 09:00 (no early/late choice), one game a week in each of the
    // three weeks of the range that hold an eligible slot.
    expect(metrics).toMatchObject({
      venue_spread: 0,
      weekday_spread: 0,
      early_late_spread: 0,
      week_spread: 0,
    });
  });

  it('sees a team moved to another venue, weekday, start time and week', () => {
    const { metrics } = judge(leagueInput(), changeGame(leagueGames(), 'g5', { timeslot_id: 'ts9' }));
    // Hawks v Bears now plays on a Tuesday evening at South Field: Owls and Wolves play all 3 at North Park
    // on Saturday mornings (3 - 0 on venues and weekdays, 3 early and none late), and Hawks play twice in
    // the week of 8 March and not in the week of 15 March.
    expect(metrics).toMatchObject({
      venue_spread: 3,
      weekday_spread: 3,
      early_late_spread: 3,
      week_spread: 2,
    });
  });

  it('prints one line per violation and a summary line', () => {
    const report = judge(leagueInput(), changeGame(leagueGames(), 'g2', { timeslot_id: 'ts1' }));
    expect(formatValidationReport(report).split('\n')).toEqual([
      'slot_reused: slot ts1 at North Park is used by g1 (2026-03-07 09:00-10:30) and g2 (2026-03-07 09:00-10:30)',
      'violations=1 scheduled=6 unscheduled=0 success_rate=100 games=6 venue_spread=0 early_late_spread=0 weekday_spread=0 week_spread=0',
    ]);
  });
});
