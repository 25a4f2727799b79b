import { useQueryClient } from '@tanstack/react-query';

/**
 * Every cached answer after the current league or season changed (a switch, a create, a copy, a delete
 * that moved the selection): the shell's league information and whatever page is open reload together.
 */
export function useReloadEverything(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries();
}
