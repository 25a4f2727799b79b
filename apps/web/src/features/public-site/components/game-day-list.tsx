import type { PublicGame } from '@app/contracts';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GameDay } from '../model/game-days.ts';
import { clockTime, dayHeading } from '../model/public-dates.ts';
import { sitePath } from '../model/site-nav.ts';
import { useSite } from './site-context.ts';

type ListedGame = PublicGame & { division?: string };

/** A team's name, linked to its page when the site shows team pages; "TBD" while a bracket has no team yet. */
function TeamName({ id, name }: { id: string | null; name: string | null }) {
  const { t } = useTranslation();
  const { site, orgSlug, leagueSlug } = useSite();
  const shown = name ?? t('publicSite.game.tbd');
  if (!id || !site.sections.teams) return <>{shown}</>;
  return <Link to={sitePath(orgSlug, leagueSlug, { team: id })}>{shown}</Link>;
}

function hasScore(game: PublicGame): boolean {
  return game.home_score !== null && game.visitor_score !== null;
}

/** One game: start, "Visitor at Home" (a practice: the team and PRACTICE), score when entered, place. */
const GameRow = memo(function GameRow({ game }: { game: ListedGame }) {
  const { t } = useTranslation();
  const { site, locale } = useSite();
  return (
    <li className="ps-game" data-game-id={game.id}>
      <span className="ps-game-time">{clockTime(game.start, site.season.timezone, locale)}</span>
      <span className="ps-game-teams">
        {game.is_practice ? (
          <>
            <TeamName id={game.home_id} name={game.home} />{' '}
            <span className="ps-practice">{t('publicSite.game.practice')}</span>
          </>
        ) : (
          <>
            <TeamName id={game.visitor_id} name={game.visitor} />
            {hasScore(game) ? <span className="ps-score"> {game.visitor_score}</span> : null}
            <span className="ps-game-at"> {t('publicSite.game.at')} </span>
            <TeamName id={game.home_id} name={game.home} />
            {hasScore(game) ? <span className="ps-score"> {game.home_score}</span> : null}
            {hasScore(game) && game.overtime ? (
              <span className="ps-game-at"> {t('publicSite.game.ot')}</span>
            ) : null}
          </>
        )}
      </span>
      <span className="ps-game-meta">
        {game.division ? <span className="ps-division">{game.division}</span> : null}
        {game.venue} · {game.surface}
      </span>
    </li>
  );
});

/**
 * Games under a heading per day (the long weekday form), in the days' order as given. Plain list elements
 * rather than a table component: a season's page lists thousands of games and must draw within a second on
 * a phone (docs/public-site.md#speed).
 */
export function GameDayList({ days }: { days: readonly GameDay<ListedGame>[] }) {
  const { locale } = useSite();
  return (
    <div>
      {days.map((day) => (
        <section key={day.day} className="ps-day" aria-label={dayHeading(day.day, locale)}>
          <h3 className="ps-day-heading">{dayHeading(day.day, locale)}</h3>
          <ul className="ps-games">
            {day.games.map((game) => (
              <GameRow key={game.id} game={game} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
