import {
  OAuthCallbackAnswerSchema,
  type OAuthCallbackBody,
  SportsengineConnectSchema,
  SportsengineStatusSchema,
} from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Starts connecting: answers SportsEngine's authorize page, where the browser goes next. */
export function useConnectSportsengine() {
  return useMutation({
    mutationFn: () => api.post('/api/sportsengine/connect', undefined, SportsengineConnectSchema),
  });
}

/** Removes the organisation's connection; the answer is the new (disconnected) status. */
export function useDisconnectSportsengine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete('/api/sportsengine', undefined, SportsengineStatusSchema),
    onSuccess: (status) => queryClient.setQueryData(queryKeys.sportsengineStatus, status),
  });
}

/**
 * Hands SportsEngine's code and state to the server, which knows from its cookie whether this finishes a
 * connect or a sign-in. A connect answers the new status; a sign-in changed the session, so everything
 * about the user is asked again.
 */
export function useFinishSportsengineOAuth() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OAuthCallbackBody) =>
      api.post('/api/oauth/sportsengine', body, OAuthCallbackAnswerSchema),
    onSuccess: async (answer) => {
      if (answer.status) queryClient.setQueryData(queryKeys.sportsengineStatus, answer.status);
      if (answer.purpose === 'sign_in') {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: queryKeys.currentUser }),
          queryClient.invalidateQueries({ queryKey: queryKeys.leagueInfo }),
        ]);
      }
    },
  });
}
