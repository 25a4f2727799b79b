import type { OutgoingEvent, PlatformLocation } from './platform-types.ts';

/** A placed game as the export reads it: the game, its timeslot, venue and teams. */
export interface PlacedGame {
  id: string;
  seId: string | null;
  isPractice: boolean;
  start: Date;
  finish: Date;
  homeScore: number | null;
  visitorScore: number | null;
  venue: {
    name: string;
    line1: string | null;
    line2: string | null;
    city: string | null;
    state: string | null;
    zip: string | null;
  };
  home: { name: string; seId: string | null } | null;
  visitor: { name: string; seId: string | null } | null;
}

/** The venue's address on one line, as the platform's location takes it; null when none is stored. */
function addressOf(venue: PlacedGame['venue']): string | null {
  const cityLine = [venue.city, [venue.state, venue.zip].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const parts = [venue.line1, venue.line2, cityLine].filter((part): part is string => Boolean(part?.trim()));
  return parts.length > 0 ? parts.join(', ') : null;
}

function locationOf(venue: PlacedGame['venue']): PlatformLocation {
  return { name: venue.name, address: addressOf(venue) };
}

/**
 * The one mapper from a placed game to the event the client sends (docs/sportsengine.md, "Exporting"): the
 * event id when the game was sent or imported before (an update), the teams by their SportsEngine ids, the
 * timeslot's instants, the venue as the location, and the scores once entered. A practice has no away team and
 * no scores. Answers null for a game that cannot be sent: a bracket game whose teams are not known yet, or a
 * team without a SportsEngine id (the list of exportable schedules names those teams first).
 */
export function buildOutgoingEvent(game: PlacedGame): OutgoingEvent | null {
  const homeTeamId = game.home?.seId ?? null;
  if (!game.home || !homeTeamId) return null;
  if (game.isPractice) {
    return {
      id: game.seId,
      type: 'practice',
      name: `${game.home.name} Practice`,
      start: game.start.toISOString(),
      end: game.finish.toISOString(),
      location: locationOf(game.venue),
      homeTeamId,
      awayTeamId: null,
      homeScore: null,
      awayScore: null,
    };
  }
  const awayTeamId = game.visitor?.seId ?? null;
  if (!game.visitor || !awayTeamId) return null;
  return {
    id: game.seId,
    type: 'game',
    name: `${game.visitor.name} at ${game.home.name}`,
    start: game.start.toISOString(),
    end: game.finish.toISOString(),
    location: locationOf(game.venue),
    homeTeamId,
    awayTeamId,
    homeScore: game.homeScore,
    awayScore: game.visitorScore,
  };
}
