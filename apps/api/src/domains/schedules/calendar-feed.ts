import { randomBytes } from 'node:crypto';
import { type CalendarFeedRow, calendarFeeds, type Database } from '@app/db';
import { and, eq, isNull } from 'drizzle-orm';
import { notFound, unprocessable } from '../../http/http-error.ts';
import { gameScoreText } from './export-games-csv.ts';
import { findSchedule } from './find-schedule.ts';
import { type GameSet, loadGameSet } from './load-game-set.ts';

/**
 * The schedule's (or one of its teams') feed token, made on first request and the same ever after, so a
 * calendar app's subscription keeps working. 32 random bytes: the URL is the only key.
 */
export async function ensureCalendarFeed(
  db: Database,
  params: { organizationId: string; scheduleId: string; teamId: string | null },
): Promise<string> {
  const schedule = await findSchedule(db, {
    organizationId: params.organizationId,
    scheduleId: params.scheduleId,
  });
  if (params.teamId) {
    const set = await loadGameSet(db, { organizationId: params.organizationId, scheduleId: schedule.id });
    const plays = set.games.some((g) => g.homeId === params.teamId || g.visitorId === params.teamId);
    if (!plays) throw unprocessable('team_id', 'has no games in this schedule');
  }
  const same = and(
    eq(calendarFeeds.scheduleId, schedule.id),
    params.teamId ? eq(calendarFeeds.teamId, params.teamId) : isNull(calendarFeeds.teamId),
  );
  await db
    .insert(calendarFeeds)
    .values({
      organizationId: params.organizationId,
      scheduleId: schedule.id,
      teamId: params.teamId,
      token: randomBytes(32).toString('base64url'),
    })
    .onConflictDoNothing();
  const [feed] = await db.select({ token: calendarFeeds.token }).from(calendarFeeds).where(same);
  if (!feed) throw new Error('calendar feed was not stored');
  return feed.token;
}

/** The feed behind a token, or 404: tokens are the only key, so an unknown one says nothing more. */
export async function findCalendarFeed(db: Database, token: string): Promise<CalendarFeedRow> {
  const [feed] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.token, token));
  if (!feed) throw notFound();
  return feed;
}

/** RFC 5545 §3.3.11: backslash, semicolon, comma and line breaks are escaped in TEXT values. */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/**
 * RFC 5545 §3.1: content lines longer than 75 octets are folded (CRLF then a space), never inside a UTF-8
 * character, so Japanese names come through whole.
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74; // a continuation line starts with the folding space
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const stamp = (date: Date) => `${date.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;

/**
 * The feed's games as an iCalendar document: times in UTC (`Z`), which every calendar app reads the same
 * way, with X-WR-TIMEZONE naming the season's zone for apps that show it. One VEVENT per scheduled game;
 * UIDs are the game ids, so an edited game updates in place rather than duplicating, and SEQUENCE is the
 * game's count of slot changes (docs/replans.md#calendar-feeds).
 */
export function renderCalendar(
  set: GameSet,
  options: { teamId: string | null; host: string; now?: Date },
): string {
  const slots = new Map(set.rows.timeslots.map((s) => [s.id, s]));
  const venues = new Map(set.rows.venues.map((v) => [v.id, v]));
  const surfaces = new Map(set.rows.surfaces.map((s) => [s.id, s]));
  const teams = new Map(set.rows.teams.map((t) => [t.id, t.name]));
  const title = [set.schedule?.name ?? 'Schedule', options.teamId ? teams.get(options.teamId) : null]
    .filter(Boolean)
    .join(' – ');
  const now = stamp(options.now ?? new Date());
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Fixture Scheduler//Schedules//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(title)}`,
    `X-WR-TIMEZONE:${set.season.timezone}`,
  ];
  for (const game of set.games) {
    const slot = game.timeslotId ? slots.get(game.timeslotId) : undefined;
    if (!slot) continue;
    if (options.teamId && game.homeId !== options.teamId && game.visitorId !== options.teamId) continue;
    const home = game.homeId ? (teams.get(game.homeId) ?? 'TBD') : 'TBD';
    const summary = game.isPractice
      ? `${home} practice`
      : `${game.visitorId ? (teams.get(game.visitorId) ?? 'TBD') : 'TBD'} at ${home}`;
    const venue = venues.get(slot.venueId);
    const location = [venue?.name, surfaces.get(slot.surfaceId)?.name].filter(Boolean).join(' – ');
    const score = gameScoreText(game);
    lines.push(
      'BEGIN:VEVENT',
      `UID:${game.id}@${options.host}`,
      // Raised with every change of the game's slot, so a subscribed calendar replaces the event it holds.
      `SEQUENCE:${game.sequence}`,
      `DTSTAMP:${now}`,
      `DTSTART:${stamp(slot.start)}`,
      `DTEND:${stamp(slot.finish)}`,
      `SUMMARY:${escapeText(summary)}`,
      `LOCATION:${escapeText(location)}`,
      ...(score ? [`DESCRIPTION:${escapeText(`Score (visitor-home): ${score}`)}`] : []),
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map((line) => `${foldLine(line)}\r\n`).join('');
}
