import { type ShareKind, type ShareLink, ShareLinkSchema, ShareLinksSchema } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';
import { apiPath, hasId } from '../lib/api-path.ts';
import { queryKeys } from '../lib/query-keys.ts';

/**
 * The share link of one schedule, team or season's standings (docs/share-links.md): null while it has none.
 * Used by the schedule page, the team page and the standings page, through the share-link dialog.
 */
export function useShareLink(targetId: string) {
  return useQuery({
    queryKey: queryKeys.shareLinksOf(targetId),
    queryFn: async (): Promise<ShareLink | null> =>
      (await api.get(`/api/share_links?target_id=${encodeURIComponent(targetId)}`, ShareLinksSchema))
        .share_links[0] ?? null,
    enabled: hasId(targetId),
  });
}

/** Make, rotate and revoke a thing's link; each writes the answer into the thing's query at once. */
export function useShareLinkChanges(kind: ShareKind, targetId: string) {
  const queryClient = useQueryClient();
  const store = (link: ShareLink | null) => {
    queryClient.setQueryData(queryKeys.shareLinksOf(targetId), link);
    void queryClient.invalidateQueries({ queryKey: queryKeys.shareLinks, exact: true });
  };
  return {
    create: useMutation({
      mutationFn: () => api.post('/api/share_links', { kind, target_id: targetId }, ShareLinkSchema),
      onSuccess: store,
    }),
    rotate: useMutation({
      mutationFn: (id: string) =>
        api.post(apiPath`/api/share_links/${id}/rotate`, undefined, ShareLinkSchema),
      onSuccess: store,
    }),
    revoke: useMutation({
      mutationFn: (id: string) => api.delete(apiPath`/api/share_links/${id}`),
      onSuccess: () => store(null),
    }),
  };
}
