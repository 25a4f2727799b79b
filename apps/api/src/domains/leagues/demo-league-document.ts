import {
  LEAGUE_DOCUMENT_FORMAT,
  LEAGUE_DOCUMENT_VERSION,
  type LeagueDocument,
  type LeagueDocumentInput,
  LeagueDocumentSchema,
  SPORT_IDS,
  sportPreset,
} from '@app/contracts';
import { addDaysToDate, zonedInstant } from '../../lib/time-zone.ts';

type SeasonInput = LeagueDocumentInput['seasons'][number];
type TeamInput = SeasonInput['teams'][number];
type PersonInput = SeasonInput['people'][number];
type TimeslotInput = NonNullable<SeasonInput['timeslots']>[number];

/** The parks are in Chicago; the season keeps their time zone whoever creates the demo. */
export const DEMO_TIMEZONE = 'America/Chicago';
/** Weeks of timeslots: Saturdays and Sundays from the first Saturday after today. */
export const DEMO_WEEKS = 10;
/** 90-minute games: four on Saturday, two on Sunday afternoon, on every field of every park. */
const SATURDAY_STARTS = ['09:00', '10:45', '12:30', '14:15'] as const;
const SUNDAY_STARTS = ['13:00', '14:45'] as const;
const GAME_MINUTES = 90;

const DIVISIONS = [
  { key: 'd1', name: 'U10 Boys', shortcode: 'U10B', color: '#1E88E5' },
  { key: 'd2', name: 'U12 Girls', shortcode: 'U12G', color: '#E53935' },
  { key: 'd3', name: 'U14 Coed', shortcode: 'U14', color: '#43A047' },
] as const;

const TEAM_NAMES = [
  ['Comets', 'Rockets', 'Falcons', 'Hornets', 'Lions', 'Mustangs', 'Otters', 'Sharks'],
  ['Blaze', 'Cyclones', 'Dragons', 'Fireflies', 'Panthers', 'Ravens', 'Storm', 'Wildcats'],
  ['Arrows', 'Bulldogs', 'Eagles', 'Gators', 'Huskies', 'Knights', 'Titans', 'Wolves'],
] as const;

// Parks on Chicago's North Side with their street addresses and coordinates.
const VENUES = [
  {
    name: 'Horner Park',
    line_1: '2741 W Montrose Ave',
    zip: '60618',
    latitude: 41.9617,
    longitude: -87.6968,
  },
  {
    name: 'Welles Park',
    line_1: '2333 W Sunnyside Ave',
    zip: '60625',
    latitude: 41.9633,
    longitude: -87.6866,
  },
  {
    name: 'Winnemac Park',
    line_1: '5100 N Leavitt St',
    zip: '60625',
    latitude: 41.9742,
    longitude: -87.6837,
  },
  {
    name: 'River Park',
    line_1: '5100 N Francisco Ave',
    zip: '60625',
    latitude: 41.9741,
    longitude: -87.7006,
  },
] as const;

const FIRST_NAMES = [
  'Olivia',
  'Liam',
  'Emma',
  'Noah',
  'Ava',
  'Mateo',
  'Sophia',
  'Lucas',
  'Mia',
  'Ethan',
  'Amara',
  'Kenji',
  'Isabella',
  'Diego',
  'Harper',
  'Elijah',
  'Yuna',
  'Caleb',
  'Zoe',
  'Omar',
  'Chloe',
  'Andre',
  'Nora',
  'Felix',
] as const;
const LAST_NAMES = [
  'Garcia',
  'Nguyen',
  'Kowalski',
  'Johnson',
  'Okafor',
  'Patel',
  'Murphy',
  'Tanaka',
  'Rivera',
  'Schmidt',
  'Brooks',
  'Kim',
  'Novak',
  'Hughes',
  'Alvarez',
  'Chen',
  'Sullivan',
  'Haddad',
  'Larsen',
  'Morales',
  'Reyes',
] as const;

/** Players per team in the demo: enough for a small-sided roster. */
const PLAYERS_PER_TEAM = 9;

const pick = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;

function person(key: string, i: number, role: 'coach' | 'player'): PersonInput {
  const first = pick(FIRST_NAMES, i * 7 + (role === 'coach' ? 3 : 0));
  const last = pick(LAST_NAMES, i * 5 + Math.floor(i / LAST_NAMES.length));
  const digits = String(1000 + i).slice(-4);
  return {
    key,
    first,
    last,
    is_coach: role === 'coach',
    is_player: role === 'player',
    phone_primary: role === 'coach' ? `312-555-${digits}` : null,
    email_primary: role === 'coach' ? `${first}.${last}.${i}@example.com`.toLowerCase() : null,
  };
}

const NO_TIMES = {
  weekdays: [],
  start_date: null,
  end_date: null,
  not_between_start: null,
  not_between_end: null,
  not_before: null,
  not_after: null,
  max_games: null,
  max_travel_home: null,
  max_travel_last: null,
  no_play_team: null,
};

/**
 * The season's Saturdays, local dates in DEMO_TIMEZONE: DEMO_WEEKS of them from the first Saturday after
 * `today` (never today itself), so the demo's calendar is always ahead of the visitor.
 */
export function demoSaturdays(today: string): string[] {
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  const first = addDaysToDate(today, 6 - weekday || 7);
  return Array.from({ length: DEMO_WEEKS }, (_, week) => addDaysToDate(first, week * 7));
}

/** "Spring 2027" for a season starting in March to May, and so on (the parks are in the north). */
export function demoSeasonName(firstDate: string): string {
  const month = Number(firstDate.slice(5, 7));
  const year = firstDate.slice(0, 4);
  const name = month <= 2 || month === 12 ? 'Winter' : month <= 5 ? 'Spring' : month <= 8 ? 'Summer' : 'Fall';
  return `${name} ${year}`;
}

/** Every field of every park on the season's Saturdays and Sundays, open to every division. */
function demoTimeslots(saturdays: readonly string[]): TimeslotInput[] {
  const slots: TimeslotInput[] = [];
  for (const saturday of saturdays) {
    const days = [
      { date: saturday, starts: SATURDAY_STARTS },
      { date: addDaysToDate(saturday, 1), starts: SUNDAY_STARTS },
    ];
    for (const { date, starts } of days) {
      for (let v = 0; v < VENUES.length; v += 1) {
        for (const field of [1, 2]) {
          for (const clock of starts) {
            const start = zonedInstant(date, clock, DEMO_TIMEZONE);
            slots.push({
              key: `ts${slots.length + 1}`,
              venue: `v${v + 1}`,
              surface: `s${v * 2 + field}`,
              start: start.toISOString(),
              finish: new Date(start.getTime() + GAME_MINUTES * 60_000).toISOString(),
              is_game: true,
              is_practice: false,
              is_reserved: false,
              divisions: [],
            });
          }
        }
      }
    }
  }
  return slots;
}

/**
 * The sample season's standings rules (docs/standings.md): soccer's points and tiebreakers with football's
 * usual 3–0 forfeit score (so the editor shows a value of its own), two conferences of the U14 teams by park
 * side (the tab has something to rank) and one deduction to list under the table.
 */
function demoStandings(): Pick<SeasonInput, 'scoring_system' | 'conferences' | 'adjustments'> {
  const u14 = (n: number) => `t${2 * TEAM_NAMES[0].length + n + 1}`;
  const { scoring } = sportPreset(SPORT_IDS.soccer);
  return {
    scoring_system: {
      ...scoring,
      tiebreakers: [...scoring.tiebreakers],
      forfeit_winner_score: 3,
      forfeit_loser_score: 0,
      forfeit_counts_in_head_to_head: true,
    },
    conferences: [
      { name: 'U14 East', teams: [0, 2, 4, 6].map(u14) },
      { name: 'U14 West', teams: [1, 3, 5, 7].map(u14) },
    ],
    adjustments: [{ team: u14(5), points: -1, reason: 'Late registration' }],
  };
}

/**
 * The sample league of `npm run demo` and POST /api/demo: three divisions of eight teams, each team with a
 * coach (one coach runs two teams) and nine players, four parks in one city with two fields each and real
 * addresses and coordinates, a home park per team, a few time constraints and one travel limit; its season
 * is named and dated from `today` (a local date in DEMO_TIMEZONE): with `timeslots`, DEMO_WEEKS weekends of
 * slots from the first Saturday after it (demoSaturdays). The same document for the same day, checked against
 * LeagueDocumentSchema, so later issues can rely on its shape. Its schedules are solved after the import
 * (create-demo-league.ts).
 */
export function demoLeagueDocument(options: { today: string; timeslots: boolean }): LeagueDocument {
  const saturdays = demoSaturdays(options.today);
  const firstSaturday = saturdays[0] ?? options.today;
  const people: PersonInput[] = [];
  const teams: TeamInput[] = [];
  let coachCount = 0;
  TEAM_NAMES.forEach((names, d) => {
    names.forEach((name, n) => {
      const i = d * names.length + n;
      const key = `t${i + 1}`;
      // The U10 Comets' coach also coaches the U12 Blaze: one person on two teams.
      const sharesCoach = i === names.length;
      const coachKey = sharesCoach ? 'c1' : `c${coachCount + 1}`;
      if (!sharesCoach) {
        coachCount += 1;
        people.push(person(coachKey, coachCount, 'coach'));
      }
      const players = Array.from({ length: PLAYERS_PER_TEAM }, (_, p) => {
        const playerKey = `p${i * PLAYERS_PER_TEAM + p + 1}`;
        people.push(person(playerKey, 100 + i * PLAYERS_PER_TEAM + p, 'player'));
        return { person: playerKey, role: 'player' as const };
      });
      teams.push({
        key,
        division: pick(DIVISIONS, d).key,
        name: `${pick(DIVISIONS, d).shortcode} ${name}`,
        home_venues: [`v${(i % VENUES.length) + 1}`],
        people: [{ person: coachKey, role: 'coach' }, ...players],
        time_constraints: [],
        travel_constraint: null,
      });
    });
  });
  const constrain = (index: number, change: Partial<TeamInput>) => {
    const team = teams[index];
    if (team) Object.assign(team, change);
  };
  constrain(0, { time_constraints: [{ ...NO_TIMES, style: 'weekly', type: 0, weekdays: [0] }] });
  constrain(1, {
    time_constraints: [
      {
        ...NO_TIMES,
        style: 'weekly',
        type: 1,
        weekdays: [1, 2, 3, 4, 5],
        not_between_start: '17:00',
        not_between_end: '19:00',
      },
    ],
  });
  // A family wedding: no games on the season's third Saturday.
  constrain(9, {
    time_constraints: [{ ...NO_TIMES, style: 'date', type: 0, start_date: saturdays[2] ?? firstSaturday }],
  });
  constrain(17, {
    time_constraints: [{ ...NO_TIMES, style: 'weekly', type: 2, weekdays: [6], max_games: 1 }],
  });
  constrain(2, { travel_constraint: { max_distance_weekday_home: 10 } });

  const document: LeagueDocumentInput = {
    format: LEAGUE_DOCUMENT_FORMAT,
    version: LEAGUE_DOCUMENT_VERSION,
    league: { name: 'Northside Youth Soccer (demo)' },
    seasons: [
      {
        name: demoSeasonName(firstSaturday),
        timezone: DEMO_TIMEZONE,
        divisions: DIVISIONS.map((d) => ({ ...d, is_across: false, across_divisions: [] })),
        teams,
        people,
        venues: VENUES.map((v, i) => ({
          key: `v${i + 1}`,
          name: v.name,
          color: null,
          address: {
            line_1: v.line_1,
            city: 'Chicago',
            state: 'IL',
            zip: v.zip,
            country: 'US',
            latitude: v.latitude,
            longitude: v.longitude,
          },
          surfaces: [
            { key: `s${i * 2 + 1}`, name: 'Field 1' },
            { key: `s${i * 2 + 2}`, name: 'Field 2' },
          ],
        })),
        timeslots: options.timeslots ? demoTimeslots(saturdays) : [],
        ...demoStandings(),
      },
    ],
  };
  return LeagueDocumentSchema.parse(document);
}
