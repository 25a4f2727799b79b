import { beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_PREFERENCES,
  loadPreferences,
  minutesToDuration,
  preferencesKey,
  savePreferences,
} from './preferences.ts';

describe('calendar preferences', () => {
  beforeEach(() => window.localStorage.clear());

  it('starts from the defaults when nothing is stored', () => {
    expect(loadPreferences(window.localStorage, 'u1')).toEqual(DEFAULT_PREFERENCES);
    expect(DEFAULT_PREFERENCES).toMatchObject({
      slotMinTime: '00:00',
      slotMaxTime: '24:00',
      showFilters: true,
    });
  });

  it('keeps what one user saves apart from another user', () => {
    const prefs = { ...DEFAULT_PREFERENCES, slotMinTime: '07:00', slotDuration: 30, hiddenDays: [0, 6] };
    savePreferences(window.localStorage, 'u1', prefs);
    expect(loadPreferences(window.localStorage, 'u1')).toEqual(prefs);
    expect(loadPreferences(window.localStorage, 'u2')).toEqual(DEFAULT_PREFERENCES);
  });

  it('replaces only the broken fields of a stored entry', () => {
    window.localStorage.setItem(
      preferencesKey('u1'),
      JSON.stringify({ slotMinTime: '25:99', showFilters: false, hiddenDays: [6, 6, 0] }),
    );
    expect(loadPreferences(window.localStorage, 'u1')).toEqual({
      ...DEFAULT_PREFERENCES,
      showFilters: false,
      hiddenDays: [0, 6],
    });
  });

  it('falls back to the defaults on unreadable JSON or missing storage', () => {
    window.localStorage.setItem(preferencesKey('u1'), '{not json');
    expect(loadPreferences(window.localStorage, 'u1')).toEqual(DEFAULT_PREFERENCES);
    expect(loadPreferences(undefined, 'u1')).toEqual(DEFAULT_PREFERENCES);
  });

  it('writes minutes as FullCalendar durations', () => {
    expect(minutesToDuration(15)).toBe('00:15:00');
    expect(minutesToDuration(90)).toBe('01:30:00');
  });
});
