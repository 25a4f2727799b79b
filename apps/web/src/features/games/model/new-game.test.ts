import { describe, expect, it } from 'vitest';
import { newGameBody } from './new-game.ts';

describe('an item made by hand', () => {
  it('is a practice of one team in a practice schedule, whatever visitor was picked before', () => {
    expect(newGameBody(true, { home: 'h', visitor: null, slot: 's' })).toEqual({
      home_id: 'h',
      visitor_id: null,
      timeslot_id: 's',
    });
    expect(newGameBody(true, { home: 'h', visitor: 'v', slot: null })?.visitor_id).toBeNull();
    expect(newGameBody(true, { home: null, visitor: null, slot: null })).toBeNull();
  });

  it('is a game of two different teams in any other schedule', () => {
    expect(newGameBody(false, { home: 'h', visitor: 'v', slot: null })).toEqual({
      home_id: 'h',
      visitor_id: 'v',
      timeslot_id: null,
    });
    expect(newGameBody(false, { home: 'h', visitor: null, slot: null })).toBeNull();
    expect(newGameBody(false, { home: 'h', visitor: 'h', slot: null })).toBeNull();
  });
});
