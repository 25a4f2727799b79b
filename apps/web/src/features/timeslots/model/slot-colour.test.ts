import { describe, expect, it } from 'vitest';
import { buildSlot } from '../../../test/fixtures.ts';
import { brightness, NEUTRAL_COLOUR, RESERVED_COLOUR, slotColour, textColourFor } from './slot-colour.ts';

describe('slot colours', () => {
  it('measures brightness of long and short hex colours', () => {
    expect(brightness('#ffffff')).toBe(255);
    expect(brightness('#000')).toBe(0);
    expect(brightness('#ff0000')).toBeCloseTo(76.245);
    expect(brightness('not a colour')).toBeNull();
  });

  it('puts black text on colours at or above brightness 128 and white text below', () => {
    expect(textColourFor('#808080')).toBe('#000000');
    expect(textColourFor('#7f7f7f')).toBe('#ffffff');
    expect(textColourFor('#ffff00')).toBe('#000000');
    expect(textColourFor('#0000ff')).toBe('#ffffff');
    expect(textColourFor('oops')).toBe('#ffffff');
  });

  it('colours reserved slots black, division slots by their first division and neutral slots grey', () => {
    const colours = new Map([
      ['d1', '#ff0000'],
      ['d2', '#00ff00'],
    ]);
    expect(slotColour(buildSlot({ is_reserved: true, divisions: ['d1'] }), colours)).toBe(RESERVED_COLOUR);
    expect(slotColour(buildSlot({ divisions: ['d2', 'd1'] }), colours)).toBe('#00ff00');
    expect(slotColour(buildSlot({ divisions: [] }), colours)).toBe(NEUTRAL_COLOUR);
    expect(slotColour(buildSlot({ divisions: ['gone'] }), colours)).toBe(NEUTRAL_COLOUR);
  });

  it("paints a slot holding a game in the game's division colour, even a neutral slot", () => {
    const colours = new Map([
      ['d1', '#ff0000'],
      ['d2', '#ffff00'],
    ]);
    expect(slotColour(buildSlot({ divisions: [], has_game: true }), colours, 'd2')).toBe('#ffff00');
    expect(slotColour(buildSlot({ divisions: ['d1'], has_game: true }), colours, 'd2')).toBe('#ffff00');
    expect(slotColour(buildSlot({ is_reserved: true, has_game: true }), colours, 'd2')).toBe(RESERVED_COLOUR);
  });
});
