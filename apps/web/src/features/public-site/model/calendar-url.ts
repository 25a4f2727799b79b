/** The iCalendar of a published season's schedule, or of one team's games with `teamId`. */
export function publicCalendarUrl(origin: string, seasonId: string, teamId?: string): string {
  const path = `${origin}/api/public_calendars/${encodeURIComponent(seasonId)}`;
  return teamId ? `${path}?team_id=${encodeURIComponent(teamId)}` : path;
}
