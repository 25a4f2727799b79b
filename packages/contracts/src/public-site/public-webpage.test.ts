import { describe, expect, it } from 'vitest';
import {
  PublicLeaguePageUpdateSchema,
  PublicWebpageFormSchema,
  PublicWebpageUpdateSchema,
} from './public-webpage.ts';

describe('public site settings', () => {
  it('lower-cases a slug of letters and digits', () => {
    expect(PublicWebpageUpdateSchema.parse({ slug: ' MyLeague2026 ' }).slug).toBe('myleague2026');
  });

  it('refuses a slug with anything but letters and digits', () => {
    for (const slug of ['my-league', 'my league', 'ligue_été', '', 'a'.repeat(41)]) {
      const result = PublicWebpageUpdateSchema.safeParse({ slug });
      expect(result.success, slug).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(['slug']);
    }
  });

  it('reads multipart switches as true/false text and a blank slug as unchanged', () => {
    const form = PublicWebpageFormSchema.parse({
      slug: '',
      show_rosters_page: 'true',
      show_scores_page: 'false',
    });
    expect(form).toEqual({ show_rosters_page: true, show_scores_page: false });
    expect(PublicWebpageFormSchema.safeParse({ show_rosters_page: 'yes' }).error?.issues[0]?.message).toBe(
      'must be true or false',
    );
  });

  it('names roster_names when it is neither choice', () => {
    const result = PublicWebpageUpdateSchema.safeParse({ roster_names: 'initials' });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['roster_names'],
      message: 'must be full or first_initial',
    });
  });

  it('takes a league page season, slug and display flag', () => {
    expect(PublicLeaguePageUpdateSchema.parse({ season_id: null, slug: 'U10', display: false })).toEqual({
      season_id: null,
      slug: 'u10',
      display: false,
    });
  });
});
