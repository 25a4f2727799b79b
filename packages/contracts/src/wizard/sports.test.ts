import { describe, expect, it } from 'vitest';
import { DEFAULT_FORFEIT_VALUES, ScoringSystemValuesSchema } from '../standings/scoring-system.ts';
import { OTHER_SPORT_ID, SPORT_IDS, SPORT_PRESETS, SportIdSchema, sportPreset } from './sports.ts';

describe('sport presets', () => {
  it('has one preset per sport id, "other" last', () => {
    expect(SPORT_PRESETS.map((p) => p.id).sort((a, b) => a - b)).toEqual(
      Object.values(SPORT_IDS).sort((a, b) => a - b),
    );
    expect(SPORT_PRESETS.at(-1)?.id).toBe(OTHER_SPORT_ID);
    for (const p of SPORT_PRESETS) expect(SPORT_IDS[p.key]).toBe(p.id);
  });

  it('keeps each preset internally sound: a slot holds the game, times are HH:MM, scoring parses', () => {
    for (const p of SPORT_PRESETS) {
      expect(p.slot_minutes, p.key).toBeGreaterThanOrEqual(p.game_minutes);
      expect(p.days.length, p.key).toBeGreaterThan(0);
      for (const day of p.days) expect(day).toBeGreaterThanOrEqual(0);
      for (const time of p.start_times) expect(time, p.key).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
      // Consecutive start times leave room for a whole slot, so the template never overlaps itself.
      const minutes = p.start_times.map((s) => Number(s.slice(0, 2)) * 60 + Number(s.slice(3)));
      for (let i = 1; i < minutes.length; i += 1) {
        expect((minutes[i] ?? 0) - (minutes[i - 1] ?? 0), p.key).toBeGreaterThanOrEqual(p.slot_minutes);
      }
      // The presets leave the forfeit rules to their defaults.
      expect(ScoringSystemValuesSchema.parse(p.scoring)).toEqual({ ...DEFAULT_FORFEIT_VALUES, ...p.scoring });
    }
  });

  it('sets the scoring the docs state: soccer 3/1/0 by goal difference, hockey overtime points, baseball by win %', () => {
    expect(sportPreset(5).scoring).toMatchObject({ win_points: 3, tie_points: 1, loss_points: 0 });
    expect(sportPreset(5).scoring.tiebreakers).toContain('score_difference');
    expect(sportPreset(1).scoring).toMatchObject({ overtime_win_points: 2, overtime_loss_points: 1 });
    expect(sportPreset(2).scoring.tiebreakers[0]).toBe('win_pct');
    expect(sportPreset(5).surface_term).toBe('pitch');
    expect(sportPreset(1).surface_term).toBe('rink');
  });

  it('maps an unknown, missing or null id to "other" (27)', () => {
    expect(sportPreset(99).id).toBe(27);
    expect(sportPreset(undefined).key).toBe('other');
    expect(sportPreset(null).id).toBe(27);
    expect(sportPreset(1).key).toBe('ice_hockey');
  });
});

describe('SportIdSchema', () => {
  it('keeps a known id and stores an unknown one as 27', () => {
    expect(SportIdSchema.parse(5)).toBe(5);
    expect(SportIdSchema.parse(12)).toBe(27);
    expect(SportIdSchema.parse(-3)).toBe(27);
  });

  it('refuses what is not a whole number', () => {
    expect(SportIdSchema.safeParse(1.5).success).toBe(false);
    expect(SportIdSchema.safeParse('5').success).toBe(false);
  });
});
