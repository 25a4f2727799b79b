import { type LeagueInfo, LeagueInfoSchema, type User, UserSchema } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
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

/** The session as the whole app sees it: `data` is null when signed out, undefined while loading. */
export function useCurrentUser() {
  return useQuery({ queryKey: queryKeys.currentUser, queryFn: fetchCurrentUser, staleTime: 60_000 });
}

/**
 * League information: organisations, the current one (with the caller's role in it), leagues and user.
 * Only fetched while signed in; reloaded (invalidated) after organisation or account changes.
 */
export function useLeagueInfo({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery<LeagueInfo>({
    queryKey: queryKeys.leagueInfo,
    queryFn: () => api.get('/api/leagues', LeagueInfoSchema),
    enabled,
  });
}
