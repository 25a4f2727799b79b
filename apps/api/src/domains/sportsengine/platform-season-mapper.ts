import { defaultDivisionColor } from '@app/contracts';
import type { divisions, games, people, teams, timeslots, venues } from '@app/db';
import { divisionFieldColumns } from '../divisions/division-mapper.ts';
import { personColumns } from '../people/person-mapper.ts';
import { teamColumns } from '../teams/team-mapper.ts';
import type { PlatformDivision, PlatformEvent, PlatformPerson, PlatformTeam } from './platform-types.ts';

/**
 * The one place a SportsEngine record becomes our columns (docs/sportsengine.md#importing), through each
 * entity's own mapper where it has one. Each pair is "the columns of a new row" and "the columns the platform
 * owns", which an import writes again over an existing row, so what the organiser added (colours, short
 * codes, constraints) survives a second import.
 */

/** The platform owns a division's name and mapping code. */
export function platformDivisionUpdate(
  division: Pick<PlatformDivision, 'name' | 'mappingCode'>,
): Pick<typeof divisions.$inferInsert, 'name' | 'seMappingCode'> {
  return { name: division.name, seMappingCode: division.mappingCode };
}

export function platformDivisionColumns(
  division: Pick<PlatformDivision, 'id' | 'name' | 'mappingCode'>,
  existingCount: number,
) {
  return divisionFieldColumns({
    name: division.name,
    shortcode: null,
    longcode: null,
    se_id: division.id,
    se_mapping_code: division.mappingCode,
    color: defaultDivisionColor(existingCount),
  });
}

/** The platform owns a team's name and mapping code; the team keeps the division it was imported into. */
export function platformTeamUpdate(
  team: PlatformTeam,
): Pick<typeof teams.$inferInsert, 'name' | 'seMappingCode'> {
  return { name: team.name, seMappingCode: team.mappingCode };
}

export function platformTeamColumns(team: PlatformTeam, divisionId: string) {
  return teamColumns({
    division_id: divisionId,
    name: team.name,
    shortcode: null,
    longcode: null,
    se_id: team.id,
    se_mapping_code: team.mappingCode,
  });
}

/** The platform owns a coach's name, first email and first phone, and makes the person a coach. */
export function platformPersonUpdate(
  person: PlatformPerson,
): Pick<typeof people.$inferInsert, 'first' | 'last' | 'emailPrimary' | 'phonePrimary' | 'isCoach'> {
  return {
    first: person.first,
    last: person.last,
    emailPrimary: person.email,
    phonePrimary: person.phone,
    isCoach: true,
  };
}

export function platformPersonColumns(person: PlatformPerson) {
  return personColumns({
    first: person.first,
    last: person.last,
    is_coach: true,
    is_player: false,
    is_staff: false,
    is_umpire: false,
    phone_primary: person.phone,
    phone_secondary: null,
    email_primary: person.email,
    email_secondary: null,
  });
}

/** A venue from an event's location: its name is the venue's name and its `se_id`, its address the first line. */
export function platformVenueUpdate(location: {
  name: string;
  address: string | null;
}): Pick<typeof venues.$inferInsert, 'name' | 'seId' | 'line1'> {
  return { name: location.name, seId: location.name, line1: location.address };
}

/** The timeslot an event sits in: game or practice, on its surface, at its times. */
export function platformTimeslotUpdate(
  event: PlatformEvent,
  place: { venueId: string; surfaceId: string },
): Pick<
  typeof timeslots.$inferInsert,
  'venueId' | 'surfaceId' | 'start' | 'finish' | 'isGame' | 'isPractice'
> {
  const practice = event.type === 'practice';
  return {
    ...place,
    start: new Date(event.start),
    finish: new Date(event.end),
    isGame: !practice,
    isPractice: practice,
  };
}

/** Why an imported event has no timeslot (docs/sportsengine.md#importing). */
export const NO_LOCATION_REASON = 'SportsEngine gives no location for this event';

/** The platform owns a game's teams, place, scores and its event id. */
export function platformGameUpdate(
  event: PlatformEvent,
  values: { homeId: string; visitorId: string | null; timeslotId: string | null },
): Pick<
  typeof games.$inferInsert,
  | 'homeId'
  | 'visitorId'
  | 'timeslotId'
  | 'homeScore'
  | 'visitorScore'
  | 'seId'
  | 'unscheduledReason'
  | 'unscheduledReasonDetail'
> {
  return {
    ...values,
    homeScore: event.homeScore,
    visitorScore: event.awayScore,
    seId: event.id,
    unscheduledReason: values.timeslotId === null ? NO_LOCATION_REASON : null,
    unscheduledReasonDetail: null,
  };
}
