import {
  type Balances,
  type Conflicts,
  type Feed,
  type GamesChanged,
  type MasterList,
  MasterListSchema,
  type ScheduleDetail,
  ScheduleDetailSchema,
} from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildReader } from '../../../test/league-setup.ts';
import {
  buildScheduleSeason,
  createSchedule,
  type ScheduleSeason,
  scheduleDetail,
  waitForFinish,
} from '../../../test/schedule-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { listSlots } from '../../../test/timeslot-fixtures.ts';

let t: TestApp;
let season: ScheduleSeason;
let stranger: ScheduleSeason;
let scheduleId: string;
let detail: ScheduleDetail;

beforeAll(async () => {
  t = await createTestApp();
  season = await buildScheduleSeason(t);
  stranger = await buildScheduleSeason(t);
  scheduleId = await createSchedule(season, { name: '春 League' });
  await waitForFinish(season.client, scheduleId);
  detail = await scheduleDetail(season.client, scheduleId);
});
afterAll(async () => {
  await t.close();
});

/** A minimal RFC 5545 reader: unfolds lines, then reads each VEVENT's properties. */
function parseIcs(text: string): Record<string, string>[] {
  expect(text.endsWith('\r\n')).toBe(true);
  const lines = text.replace(/\r\n /g, '').split('\r\n').filter(Boolean);
  for (const raw of text.split('\r\n')) expect(new TextEncoder().encode(raw).length).toBeLessThanOrEqual(75);
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  expect(lines.at(-1)).toBe('END:VCALENDAR');
  const events: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT' && current) {
      events.push(current);
      current = null;
    } else if (current) {
      const colon = line.indexOf(':');
      current[line.slice(0, colon)] = line.slice(colon + 1);
    }
  }
  return events;
}

describe('balances and conflicts', () => {
  it('answers the six balance tables counting every placed game', async () => {
    const res = await season.client.get<Balances>(`/api/schedules/${scheduleId}/balances`);
    expect(res.status).toBe(200);
    const placed = detail.games.filter((g) => g.timeslot_id).length;
    const venueTotal = res.body.venues.rows.find((r) => r[0] === 'TOTAL');
    expect(venueTotal?.at(-1)).toBe(placed);
    expect(res.body.matchups?.columns.length).toBe(season.teams.length + 1);
    expect(res.body.rest_weeks.columns).toEqual(['WEEK_START', 'REST_TREAMS']);
    const master = await season.client.get<Balances>(`/api/seasons/${season.seasonId}/balances`);
    expect(master.body.venues).toEqual(res.body.venues);
  });

  it('finds no conflicts in a solved schedule, then the team overlap a forced move makes', async () => {
    const clean = await season.client.get<Conflicts>(`/api/schedules/${scheduleId}/conflicts`);
    expect(clean.body).toEqual({
      surface: [],
      team: [],
      team_week: [],
      team_time: [],
      coach: [],
      bracket: [],
    });
    const [a, b] = detail.games.filter((g) => g.timeslot_id);
    if (!a || !b) throw new Error('expected two placed games');
    // Put a game on the other surface at the very time of a game sharing a team.
    const slotA = detail.timeslots.find((s) => s.id === a.timeslot_id);
    const twin = season.slots.find((s) => s.start === slotA?.start && s.id !== a.timeslot_id);
    const sharing = detail.games.find(
      (g) => g.id !== a.id && g.timeslot_id && (g.home_id === a.home_id || g.visitor_id === a.home_id),
    );
    if (!twin || !sharing) throw new Error('expected a twin slot and a game sharing a team');
    const occupant = detail.games.find((g) => g.timeslot_id === twin.id);
    if (occupant) await season.client.post('/api/games/unschedule', { ids: [occupant.id] });
    const moved = await season.client.patch<GamesChanged>(`/api/games/${sharing.id}`, {
      timeslot_id: twin.id,
      override: true,
    });
    expect(moved.status).toBe(200);
    const found = await season.client.get<Conflicts>(`/api/seasons/${season.seasonId}/conflicts`);
    expect(found.body.team.length).toBeGreaterThan(0);
    expect(found.body.team[0]?.game_ids).toEqual(expect.arrayContaining([a.id, sharing.id]));
    await season.client.patch(`/api/games/${sharing.id}`, {
      timeslot_id: sharing.timeslot_id,
      override: true,
    });
    if (occupant)
      await season.client.patch(`/api/games/${occupant.id}`, { timeslot_id: twin.id, override: true });
  });
});

describe('master list and exports', () => {
  it('lists every game of the season with its schedule', async () => {
    const res = await season.client.get<MasterList>(`/api/seasons/${season.seasonId}/games`);
    expect(res.status).toBe(200);
    expect(res.body.games.map((g) => g.id).sort()).toEqual(detail.games.map((g) => g.id).sort());
    expect(res.body.schedules).toEqual([
      {
        id: scheduleId,
        name: '春 League',
        kind: 'round',
        is_tournament: false,
        is_practice: false,
        division_id: detail.division_id,
        schedule_start: detail.config.schedule_start,
        schedule_end: detail.config.schedule_end,
      },
    ]);
  });

  // Both answers skip the schema's parse on the way out (http/presenter-serializer.ts), so this is their check.
  it('answers exactly the schemas, with only the slots the games use, by start', async () => {
    const master = (await season.client.get<MasterList>(`/api/seasons/${season.seasonId}/games`)).body;
    expect(MasterListSchema.parse(master)).toEqual(master);
    expect(ScheduleDetailSchema.parse(detail)).toEqual(detail);
    const used = new Set(master.games.map((g) => g.timeslot_id).filter((id) => id !== null));
    expect(used.size).toBeGreaterThan(0);
    expect(new Set(master.timeslots.map((s) => s.id))).toEqual(used);
    const starts = master.timeslots.map((s) => s.start);
    expect(starts).toEqual([...starts].sort());
    expect(master.timeslots[0]?.venue_name).not.toBe('');
    expect(master.teams.length).toBeGreaterThan(0);
  });

  // The lists read games and slots as rows under the answer's keys (load-schedule-detail.ts); a change's
  // answer goes through presentGame, so the two must agree on every field of the same game.
  it("writes each game as presentGame does, and each slot's instants as toISOString does", async () => {
    const [game] = detail.games.filter((g) => g.timeslot_id);
    if (!game) throw new Error('expected a placed game');
    const scored = await season.client.post<GamesChanged>('/api/games/scores', {
      games: [{ id: game.id, home_score: 3, visitor_score: 2, overtime: true }],
    });
    expect(scored.status).toBe(200);
    const presented = scored.body.games.find((g) => g.id === game.id);
    expect(presented).toMatchObject({ home_score: 3, visitor_score: 2, overtime: true });
    const master = (await season.client.get<MasterList>(`/api/seasons/${season.seasonId}/games`)).body;
    const again = await scheduleDetail(season.client, scheduleId);
    expect(master.games.find((g) => g.id === game.id)).toStrictEqual(presented);
    expect(again.games.find((g) => g.id === game.id)).toStrictEqual(presented);
    expect(Object.keys(again.games[0] ?? {})).toEqual(Object.keys(presented ?? {}));
    const slot = master.timeslots.find((s) => s.id === game.timeslot_id);
    const made = season.slots.find((s) => s.id === game.timeslot_id);
    expect(slot?.start).toBe(new Date(made?.start ?? '').toISOString());
    expect(slot?.finish).toBe(new Date(made?.finish ?? '').toISOString());
    expect(again.timeslots).toEqual(
      master.timeslots.filter((s) => again.timeslots.some((d) => d.id === s.id)),
    );
  });

  it('counts, finds and links the schedule from the dashboard, search and division page', async () => {
    const dashboard = await season.client.get<{ counts: { schedules: number; tournaments: number } }>(
      `/api/seasons/${season.seasonId}/dashboard`,
    );
    expect(dashboard.body.counts).toMatchObject({ schedules: 1, tournaments: 0 });
    const search = await season.client.get<{ schedules: unknown[] }>(
      `/api/seasons/${season.seasonId}/search?q=${encodeURIComponent('春')}`,
    );
    expect(search.body.schedules).toEqual([{ id: scheduleId, name: '春 League', is_tournament: false }]);
    const division = await season.client.get<{ schedules: unknown[]; tournaments: unknown[] }>(
      `/api/divisions/${season.divisions[0].id}`,
    );
    expect(division.body.schedules).toEqual([{ id: scheduleId, name: '春 League', is_tournament: false }]);
    expect(division.body.tournaments).toEqual([]);
  });

  it('marks the slots that hold a game, so the calendar can tell open slots', async () => {
    const slots = await listSlots(season.client, season.seasonId);
    const booked = new Set(detail.games.map((g) => g.timeslot_id).filter(Boolean));
    expect(
      slots
        .filter((s) => s.has_game)
        .map((s) => s.id)
        .sort(),
    ).toEqual([...booked].sort());
  });

  it('exports the main CSV with the documented header, local times and a UTF-8 file name', async () => {
    const res = await season.client.get(`/api/schedules/${scheduleId}/export`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const disposition = String(res.headers['content-disposition']);
    expect(disposition).toMatch(/filename="_ League-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent('春 League')}-`);
    expect(res.text.startsWith('\uFEFF')).toBe(true);
    const [header, first] = res.text.replace(/^\uFEFF/, '').split('\r\n');
    expect(header?.split(',').slice(0, 10)).toEqual([
      'DATE',
      'DAY',
      'START_TIME',
      'END_TIME',
      'VISITOR_TEAM',
      'HOME_TEAM',
      'VENUE',
      'SURFACE',
      'GAME_SCORE',
      'EVENT_TYPE',
    ]);
    expect(header).toContain('SEASON_ID');
    expect(header?.endsWith('UNIX_TIMESTAMP')).toBe(true);
    // Slots are at 09:00 New York time on Saturdays.
    expect(first?.split(',').slice(1, 3)).toEqual(['Sat', '09:00']);
    const rows = res.text.trim().split('\r\n').length - 1;
    expect(rows).toBe(detail.games.filter((g) => g.timeslot_id).length);
  });

  it("exports one team's games and names the missing team_id", async () => {
    const team = season.teams[0];
    const res = await season.client.get(
      `/api/schedules/${scheduleId}/export?format=team&team_id=${team?.id}`,
    );
    expect(res.status).toBe(200);
    const rows = String(res.text).trim().split('\r\n').slice(1);
    expect(rows.length).toBe(season.teams.length - 1);
    for (const row of rows) expect(row).toContain(String(team?.name));
    const missing = await season.client.get<{ errors: Record<string, string[]> }>(
      `/api/schedules/${scheduleId}/export?format=team`,
    );
    expect(missing.status).toBe(400);
    expect(missing.body.errors.team_id).toEqual(['is required for a team export']);
  });
});

describe('platform exports', () => {
  it('downloads TeamSnap and SportsEngine files named after the platform', async () => {
    for (const [format, first] of [
      ['teamsnap', 'Date,Start Time,End Time,Arrival Time,Home Team,Away Team'],
      ['sportsengine', 'Start_Date,Start_Time,End_Date,End_Time,Title'],
    ] as const) {
      const res = await season.client.get(`/api/schedules/${scheduleId}/export?format=${format}`);
      expect(res.status).toBe(200);
      expect(String(res.headers['content-disposition'])).toContain(`-${format}-`);
      const lines = res.text
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(lines[0]?.startsWith(first)).toBe(true);
      expect(lines).toHaveLength(detail.games.filter((g) => g.timeslot_id).length + 1);
    }
    const bad = await season.client.get<{ errors: Record<string, string[]> }>(
      `/api/schedules/${scheduleId}/export?format=excel`,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors.format).toBeDefined();
  });
});

describe('iCalendar feeds', () => {
  it("gives a team's stable subscribe URL whose feed calendar apps can read", async () => {
    const team = season.teams[0];
    const first = await season.client.post<Feed>(`/api/schedules/${scheduleId}/feeds`, { team_id: team?.id });
    expect(first.status).toBe(200);
    const again = await season.client.post<Feed>(`/api/schedules/${scheduleId}/feeds`, { team_id: team?.id });
    expect(again.body.url).toBe(first.body.url);
    const path = new URL(first.body.url).pathname;
    expect(path).toMatch(/^\/api\/feeds\/[A-Za-z0-9_-]{43}\.ics$/);
    const res = await t.app.inject({ method: 'GET', url: path });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/calendar');
    const events = parseIcs(res.body);
    expect(events.length).toBe(season.teams.length - 1);
    for (const event of events) {
      expect(event.SUMMARY).toContain(String(team?.name));
      expect(event.DTSTART).toMatch(/^\d{8}T\d{6}Z$/);
      // 09:00 in New York in spring is 13:00 UTC.
      expect(event.DTSTART?.slice(9, 13)).toBe('1300');
      expect(event.UID).toMatch(/@/);
    }
    expect(res.body).toContain('X-WR-TIMEZONE:America/New_York');
    expect(res.body).toContain('X-WR-CALNAME:春 League');
  });

  it('answers 404 for an unknown token', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/feeds/${'x'.repeat(43)}.ics` });
    expect(res.statusCode).toBe(404);
  });
});

describe('access', () => {
  it("answers 404 for another organisation's schedules and seasons", async () => {
    for (const url of [
      `/api/schedules/${scheduleId}/balances`,
      `/api/schedules/${scheduleId}/conflicts`,
      `/api/schedules/${scheduleId}/export`,
      `/api/seasons/${season.seasonId}/balances`,
      `/api/seasons/${season.seasonId}/conflicts`,
      `/api/seasons/${season.seasonId}/export`,
      `/api/seasons/${season.seasonId}/games`,
    ]) {
      expect([url, (await stranger.client.get(url)).status]).toEqual([url, 404]);
    }
    const feed = await stranger.client.post(`/api/schedules/${scheduleId}/feeds`, {});
    expect(feed.status).toBe(404);
  });

  it('lets a user read balances and subscribe', async () => {
    const reader = await buildReader(t, season);
    expect((await reader.get(`/api/schedules/${scheduleId}/balances`)).status).toBe(200);
    expect((await reader.post(`/api/schedules/${scheduleId}/feeds`, {})).status).toBe(200);
  });
});
