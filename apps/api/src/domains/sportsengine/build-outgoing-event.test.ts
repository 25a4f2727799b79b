import { describe, expect, it } from 'vitest';
import { buildOutgoingEvent, type PlacedGame } from './build-outgoing-event.ts';

const base: PlacedGame = {
  id: 'g1',
  seId: null,
  isPractice: false,
  start: new Date('2026-04-11T14:00:00Z'),
  finish: new Date('2026-04-11T15:30:00Z'),
  homeScore: null,
  visitorScore: null,
  venue: {
    name: 'Riverside Park',
    line1: '12 River Rd',
    line2: null,
    city: 'Springfield',
    state: 'IL',
    zip: '62701',
  },
  home: { name: 'Hawks', seId: 'T1' },
  visitor: { name: 'Owls', seId: 'T2' },
};

describe('buildOutgoingEvent', () => {
  it('creates a game with teams, times and location', () => {
    expect(buildOutgoingEvent(base)).toEqual({
      id: null,
      type: 'game',
      name: 'Owls at Hawks',
      start: '2026-04-11T14:00:00.000Z',
      end: '2026-04-11T15:30:00.000Z',
      location: { name: 'Riverside Park', address: '12 River Rd, Springfield, IL 62701' },
      homeTeamId: 'T1',
      awayTeamId: 'T2',
      homeScore: null,
      awayScore: null,
    });
  });

  it('updates the event already sent and carries the scores', () => {
    const event = buildOutgoingEvent({ ...base, seId: 'E9', homeScore: 3, visitorScore: 1 });
    expect(event).toMatchObject({ id: 'E9', homeScore: 3, awayScore: 1 });
  });

  it('sends a practice with the home team only and no scores', () => {
    const event = buildOutgoingEvent({ ...base, isPractice: true, visitor: null, homeScore: 2 });
    expect(event).toMatchObject({
      type: 'practice',
      name: 'Hawks Practice',
      awayTeamId: null,
      homeScore: null,
    });
  });

  it('leaves the address null when the venue has none', () => {
    const venue = { name: 'Gym', line1: null, line2: null, city: null, state: null, zip: null };
    expect(buildOutgoingEvent({ ...base, venue })?.location).toEqual({ name: 'Gym', address: null });
  });

  it('cannot send a bracket game with a team still to be decided, nor a team missing on the platform', () => {
    expect(buildOutgoingEvent({ ...base, visitor: null })).toBeNull();
    expect(buildOutgoingEvent({ ...base, home: { name: 'Hawks', seId: null } })).toBeNull();
  });
});
