import type { Locale, PublicGame } from '@app/contracts';
import { type MouseEvent, memo, startTransition, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { GameDay } from '../model/game-days.ts';
import { clockTime, dayHeading } from '../model/public-dates.ts';
import { sitePath } from '../model/site-nav.ts';
import { useSite } from './site-context.ts';

type ListedGame = PublicGame & { division?: string };

/** A team as a row shows it: its name ("TBD" while a bracket has none) and its page, when the site has them. */
interface RowTeam {
  name: string;
  href: string | null;
}

/** One game with every text worked out, so drawing a row is elements only (no hooks, no formatting). */
interface GameRowModel {
  id: string;
  time: string;
  practice: boolean;
  home: RowTeam;
  visitor: RowTeam;
  score: { home: number; visitor: number; overtime: boolean } | null;
  division: string | undefined;
  place: string;
}

/**
 * How many games are drawn at once; the rest follow in a transition right after the first paint, which React
 * renders in slices between frames. A phone shows the first screen of a 2,000-game season at once and stays
 * responsive while the rest is added (docs/public-site.md#speed).
 */
export const FIRST_GAMES = 150;

/** The sections holding the first `count` games (whole days; at least one day). */
export function firstDays<D extends { games: readonly unknown[] }>(days: readonly D[], count: number): D[] {
  const out: D[] = [];
  let games = 0;
  for (const day of days) {
    if (out.length > 0 && games >= count) break;
    out.push(day);
    games += day.games.length;
  }
  return out;
}

interface Labels {
  at: string;
  practice: string;
  ot: string;
}

function TeamName({ team }: { team: RowTeam }) {
  return team.href ? <a href={team.href}>{team.name}</a> : team.name;
}

/** One game: start, "Visitor at Home" (a practice: the team and PRACTICE), score when entered, place. */
function GameRow({ row, labels }: { row: GameRowModel; labels: Labels }) {
  return (
    <li className="ps-game" data-game-id={row.id}>
      <span className="ps-game-time">{row.time}</span>
      <span className="ps-game-teams">
        {row.practice ? (
          <>
            <TeamName team={row.home} /> <span className="ps-practice">{labels.practice}</span>
          </>
        ) : (
          <>
            <TeamName team={row.visitor} />
            {row.score ? <span className="ps-score"> {row.score.visitor}</span> : null}
            <span className="ps-game-at"> {labels.at} </span>
            <TeamName team={row.home} />
            {row.score ? <span className="ps-score"> {row.score.home}</span> : null}
            {row.score?.overtime ? <span className="ps-game-at"> {labels.ot}</span> : null}
          </>
        )}
      </span>
      <span className="ps-game-meta">
        {row.division ? <span className="ps-division">{row.division}</span> : null}
        {row.place}
      </span>
    </li>
  );
}

/** What turning a game into a row needs: the clock, the language, "TBD" and the team pages' paths. */
interface RowContext {
  timeZone: string;
  locale: Locale;
  tbd: string;
  teamHref: ((id: string) => string) | null;
}

/**
 * One day's heading and games; memoised, so changing a filter redraws only the days that changed, and its
 * rows are worked out only when the day is drawn.
 */
const DaySection = memo(function DaySection({
  day,
  games,
  context,
  labels,
}: {
  day: string;
  games: readonly ListedGame[];
  context: RowContext;
  labels: Labels;
}) {
  const heading = dayHeading(day, context.locale);
  return (
    <section className="ps-day" aria-label={heading}>
      <h3 className="ps-day-heading">{heading}</h3>
      <ul className="ps-games">
        {games.map((game) => (
          <GameRow key={game.id} row={rowModel(game, context)} labels={labels} />
        ))}
      </ul>
    </section>
  );
});

function rowModel(game: ListedGame, context: RowContext): GameRowModel {
  const team = (id: string | null, name: string | null): RowTeam => ({
    name: name ?? context.tbd,
    href: id && context.teamHref ? context.teamHref(id) : null,
  });
  const scored = game.home_score !== null && game.visitor_score !== null;
  return {
    id: game.id,
    time: clockTime(game.start, context.timeZone, context.locale),
    practice: game.is_practice,
    home: team(game.home_id, game.home),
    visitor: team(game.visitor_id, game.visitor),
    score: scored
      ? { home: game.home_score ?? 0, visitor: game.visitor_score ?? 0, overtime: game.overtime }
      : null,
    division: game.division,
    place: `${game.venue} · ${game.surface}`,
  };
}

/**
 * Games under a heading per day (the long weekday form), in the days' order as given. A season's page lists
 * thousands of games and must draw within a second on a phone (docs/public-site.md#speed), so every text is
 * worked out once here, the rows are plain elements, the first screenful is drawn before the rest; team links are plain anchors whose clicks the list
 * hands to the router, instead of a router link (and its hooks) per team name.
 */
export function GameDayList({ days }: { days: readonly GameDay<ListedGame>[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { site, locale, orgSlug, leagueSlug } = useSite();
  const labels = useMemo(
    () => ({
      at: t('publicSite.game.at'),
      practice: t('publicSite.game.practice'),
      ot: t('publicSite.game.ot'),
    }),
    [t],
  );
  const context = useMemo<RowContext>(
    () => ({
      timeZone: site.season.timezone,
      locale,
      tbd: t('publicSite.game.tbd'),
      teamHref: site.sections.teams ? (id: string) => sitePath(orgSlug, leagueSlug, { team: id }) : null,
    }),
    [site, locale, orgSlug, leagueSlug, t],
  );

  // The days drawn in full; a new list (another filter) starts again from its first screenful.
  const [completed, setCompleted] = useState<readonly GameDay<ListedGame>[] | null>(null);
  useEffect(() => {
    const frame = requestAnimationFrame(() => startTransition(() => setCompleted(days)));
    return () => cancelAnimationFrame(frame);
  }, [days]);
  const drawn = completed === days ? days : firstDays(days, FIRST_GAMES);

  // A plain click on a team link stays in the app; a modified click (new tab) is left to the browser.
  const followLink = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as HTMLElement).closest('a');
    if (!anchor || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    navigate(anchor.getAttribute('href') ?? '');
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the clicks are the links', which stay keyboard links
    // biome-ignore lint/a11y/useKeyWithClickEvents: Enter on a link fires this click too
    <div onClick={followLink}>
      {drawn.map((day) => (
        <DaySection key={day.day} day={day.day} games={day.games} context={context} labels={labels} />
      ))}
    </div>
  );
}
