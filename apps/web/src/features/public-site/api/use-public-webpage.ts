import {
  PublicLeaguePageSchema,
  type PublicLeaguePageUpdateInput,
  PublicWebpageSchema,
  type PublicWebpageUpdateInput,
} from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { apiPath } from '../../../lib/api-path.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * The organisation's public site settings with the current league's page; only owners and admins may read
 * them, so the page asks only for them.
 */
export function usePublicWebpage({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: queryKeys.publicWebpage,
    queryFn: () => api.get('/api/public_webpage', PublicWebpageSchema),
    enabled,
  });
}

/** Every change below answers or alters what the settings page shows: it reloads the settings. */
function useReloadWebpage() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: queryKeys.publicWebpage });
}

/**
 * Saves the site's settings: JSON, or a form with the `logo` file when a new logo was chosen (the same fields
 * as text, docs/public-site.md).
 */
export function useSaveWebpage(webpageId: string) {
  const reload = useReloadWebpage();
  return useMutation({
    mutationFn: ({ settings, logo }: { settings: PublicWebpageUpdateInput; logo?: File | null }) => {
      const path = apiPath`/api/public_webpages/${webpageId}`;
      if (!logo) return api.patch(path, settings, PublicWebpageSchema);
      const form = new FormData();
      for (const [field, value] of Object.entries(settings)) {
        if (value !== undefined) form.set(field, String(value));
      }
      form.set('logo', logo);
      return api.patch(path, form, PublicWebpageSchema);
    },
    onSuccess: reload,
  });
}

/** Changes the league page's season, slug or display flag; `slug` is the page's slug before the change. */
export function useUpdateLeaguePage() {
  const reload = useReloadWebpage();
  return useMutation({
    mutationFn: ({ slug, changes }: { slug: string; changes: PublicLeaguePageUpdateInput }) =>
      api.patch(apiPath`/api/public_league_pages/${slug}`, changes, PublicLeaguePageSchema),
    onSuccess: reload,
  });
}

/** Publishes an unpublished league page and unpublishes a published one. */
export function useTogglePublished() {
  const reload = useReloadWebpage();
  return useMutation({
    mutationFn: (slug: string) =>
      api.post(apiPath`/api/public_league_pages/${slug}/toggle_published`, undefined, PublicLeaguePageSchema),
    onSuccess: reload,
  });
}
