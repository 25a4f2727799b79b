import { LeaguesPage as LeagueList } from '../../features/leagues/routes/leagues.tsx';
import { SeasonRow } from '../../features/seasons/components/season-row.tsx';

/**
 * /leagues: the leagues (leagues feature), each listing its seasons with the seasons feature's row (open,
 * rename, delete). Composed here so that neither feature imports the other.
 */
export function LeaguesPage() {
  return <LeagueList SeasonRow={SeasonRow} />;
}
