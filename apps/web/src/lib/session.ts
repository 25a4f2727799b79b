import { type LeagueInfo, LeagueInfoSchema, type User, UserSchema } from '@app/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { isApiError } from './api-error.ts';
import { queryKeys } from './query-keys.ts';

/** The signed-in user, or null when signed out (the server answers 401). Other failures reject. */
export async function fetchCurrentUser(): Promise<User | null> {
  try {
    return await api.get('/api/users/self', UserSchema);
  } catch (error) {
    if (isApiError(error, 401)) return null;
    throw error;
  }
}

/** League information as one query, shared by the hook and the prefetch at sign-in. */
export const leagueInfoQuery = {
  queryKey: queryKeys.leagueInfo,
  queryFn: () => api.get('/api/leagues', LeagueInfoSchema),
};

/** The session as the whole app sees it: `data` is null when signed out, undefined while loading. */
export function useCurrentUser() {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: queryKeys.currentUser,
    queryFn: async () => {
      const user = await fetchCurrentUser();
      // Every signed-in page needs the league information next: ask for it now rather than after the
      // layout's code has loaded and rendered, which on a first visit is a few hundred milliseconds later.
      if (user) void queryClient.prefetchQuery(leagueInfoQuery);
      return user;
    },
    staleTime: 60_000,
  });
}

/**
 * League information: organisations, the current one (with the caller's role in it), leagues and user.
 * Only fetched while signed in; reloaded (invalidated) after organisation or account changes.
 */
export function useLeagueInfo({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery<LeagueInfo>({ ...leagueInfoQuery, enabled });
}
