import type { GamesChanged, PublicLeaguePage, PublicWebpage, Team } from '@app/contracts';
import { games } from '@app/db';
import { eq } from 'drizzle-orm';
import { buildPerson, buildTeams } from './league-builders.ts';
import { saveScores } from './standings-fixtures.ts';
import type { TestApp } from './test-app.ts';
import type { TestClient } from './test-client.ts';
import { buildTimeslotSeason, createSlots, slotRow, type TimeslotSeason } from './timeslot-fixtures.ts';

/**
 * A league with a public page (docs/public-site.md): division Under 10 with Hawks and Owls, Hawks' roster
 * holding a player and a coach with email and phone, three placed games (one scored, one a practice) and an
 * unplaced one, and the league page set to the season. `publish` publishes it too.
 */
export interface PublicLeague extends TimeslotSeason {
  webpage: PublicWebpage;
  page: PublicLeaguePage;
  hawks: Team;
  owls: Team;
  scheduleId: string;
  gameIds: { scored: string; unscored: string; practice: string };
}

function ok<T>(res: { status: number; body: T; text: string }, status: number, what: string): T {
  if (res.status !== status) throw new Error(`${what}: ${res.status} ${res.text}`);
  return res.body;
}

export async function buildPublicLeague(
  t: TestApp,
  options: { publish?: boolean } = {},
): Promise<PublicLeague> {
  const season = await buildTimeslotSeason(t);
  const { client, seasonId } = season;
  const [hawks, owls] = (await buildTeams(client, season.divisions[0].id, ['Hawks', 'Owls'])) as [Team, Team];
  const player = await buildPerson(client, {
    season_id: seasonId,
    first: 'Ada',
    last: 'Lovelace',
    is_player: true,
    email_primary: 'ada.parent@example.com',
    phone_primary: '555-010-2030',
  });
  const coach = await buildPerson(client, {
    season_id: seasonId,
    first: 'Grace',
    last: 'Hopper',
    is_coach: true,
    email_secondary: 'coach@example.org',
    phone_secondary: '+1 (555) 777-1234',
  });
  ok(
    await client.post(`/api/teams/${hawks.id}/people`, { person_id: player.id, role: 'player' }),
    200,
    'player',
  );
  ok(
    await client.post(`/api/teams/${hawks.id}/people`, { person_id: coach.id, role: 'coach' }),
    200,
    'coach',
  );
  const slots = await createSlots(season, [
    slotRow(season, '2026-04-04'),
    slotRow(season, '2026-04-11'),
    slotRow(season, '2026-04-18'),
  ]);
  const scheduleId = ok(
    await client.post<{ id: string }>('/api/schedules/blank', {
      season_id: seasonId,
      division_id: season.divisions[0].id,
      name: 'By hand',
    }),
    201,
    'blank schedule',
  ).id;
  const game = async (home: Team, visitor: Team | null, timeslotId: string | null) =>
    (
      ok(
        await client.post<GamesChanged>('/api/games', {
          schedule_id: scheduleId,
          home_id: home.id,
          visitor_id: visitor?.id ?? null,
          timeslot_id: timeslotId,
        }),
        201,
        'game',
      ).games[0] as { id: string }
    ).id;
  const scored = await game(hawks, owls, slots[0]?.id ?? null);
  const unscored = await game(owls, hawks, slots[1]?.id ?? null);
  await game(hawks, owls, null);
  await saveScores(client, [{ id: scored, home_score: 3, visitor_score: 1 }]);
  const practice = await practiceGame(t, client, { scheduleId, team: hawks, slot: slots[2]?.id });
  const webpage = ok(await client.get<PublicWebpage>('/api/public_webpage'), 200, 'public webpage');
  const slug = webpage.public_league_page?.slug as string;
  let page = ok(
    await client.patch<PublicLeaguePage>(`/api/public_league_pages/${slug}`, { season_id: seasonId }),
    200,
    'league page',
  );
  if (options.publish) {
    page = ok(
      await client.post<PublicLeaguePage>(`/api/public_league_pages/${slug}/toggle_published`),
      200,
      'publish',
    );
  }
  return { ...season, webpage, page, hawks, owls, scheduleId, gameIds: { scored, unscored, practice } };
}

/**
 * A practice of one team, placed in `slot`. Made as a game of the blank schedule and turned into a practice
 * in the database: a practice schedule is only made by a run, which this fixture does not need.
 */
async function practiceGame(
  t: TestApp,
  client: TestClient,
  params: { scheduleId: string; team: Team; slot: string | undefined },
): Promise<string> {
  const changed = ok(
    await client.post<GamesChanged>('/api/games', {
      schedule_id: params.scheduleId,
      home_id: params.team.id,
      timeslot_id: params.slot ?? null,
    }),
    201,
    'practice',
  );
  const id = (changed.games[0] as { id: string }).id;
  await t.db.update(games).set({ isPractice: true, visitorId: null }).where(eq(games.id, id));
  return id;
}
