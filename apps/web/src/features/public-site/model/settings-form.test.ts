import { describe, expect, it } from 'vitest';
import { changedSettings, isLogoImage, type SiteSettingsValues } from './settings-form.ts';

const saved: SiteSettingsValues = {
  home_text: '<p>Hi</p>',
  show_standings_page: true,
  show_schedules_page: true,
  show_scores_page: true,
  show_teams_page: true,
  show_rosters_page: false,
  roster_names: 'first_initial',
};

describe('the settings form', () => {
  it('sends only what changed', () => {
    expect(changedSettings(saved, saved)).toEqual({});
    expect(changedSettings(saved, { ...saved, show_rosters_page: true, roster_names: 'full' })).toEqual({
      show_rosters_page: true,
      roster_names: 'full',
    });
    expect(changedSettings(saved, { ...saved, home_text: '' })).toEqual({ home_text: '' });
  });

  it('takes images only as a logo', () => {
    expect(isLogoImage({ type: 'image/png' })).toBe(true);
    expect(isLogoImage({ type: 'image/webp' })).toBe(true);
    expect(isLogoImage({ type: 'image/svg+xml' })).toBe(false);
    expect(isLogoImage({ type: 'application/pdf' })).toBe(false);
    expect(isLogoImage({ type: '' })).toBe(false);
  });
});
