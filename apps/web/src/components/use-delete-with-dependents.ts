import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../lib/notify.ts';
import { confirmDelete } from './confirm-delete.tsx';

/** What the confirmation says once the server has counted what goes with the record. */
export interface DeleteConfirmation {
  title: string;
  message: string;
  details: string[];
  confirmLabel: string;
}

/**
 * Delete of a record whose delete takes others with it (a team's games, a venue's timeslots): asks the
 * server what goes first (the `…/dependents` routes, docs/teams.md), shows that in the confirmation, deletes
 * only on the red button, toasts the outcome, calls `onDeleted` (to leave the record's page) and only then
 * `forget` (to drop and reload the cached data: done while the page was still open, its query would fetch
 * the deleted record again and show a load error). A failed
 * count or delete is a red toast and nothing is deleted. `isPending` covers both the count and the delete,
 * for the button's spinner.
 */
export function useDeleteWithDependents<Dependents>({
  loadDependents,
  describe,
  remove,
  forget,
  deletedMessage,
  failedTitle,
  onDeleted,
}: {
  loadDependents: () => Promise<Dependents>;
  describe: (dependents: Dependents) => DeleteConfirmation;
  remove: () => Promise<unknown>;
  forget: () => void;
  deletedMessage: string;
  failedTitle: string;
  /** Leaves the record's page; when it returns the navigation's promise, `forget` waits for it to finish. */
  onDeleted: () => void | Promise<void>;
}) {
  const { t } = useTranslation();
  const [isCounting, setIsCounting] = useState(false);
  const [isDeleting, setIsDeleting] = useState(false);

  async function request(): Promise<void> {
    setIsCounting(true);
    let dependents: Dependents;
    try {
      dependents = await loadDependents();
    } catch (failure) {
      notifyError((failure as Error).message, { title: failedTitle });
      return;
    } finally {
      setIsCounting(false);
    }
    confirmDelete(t, {
      ...describe(dependents),
      onConfirm: () => {
        setIsDeleting(true);
        remove()
          .then(() => {
            notifySuccess(deletedMessage);
            // The record's page stays mounted until the next page's code has loaded; forgetting its data
            // before that would refetch it, and its 404 would send the user to the dashboard.
            return Promise.resolve(onDeleted()).then(forget);
          })
          .catch((failure: Error) => notifyError(failure.message, { title: failedTitle }))
          .finally(() => setIsDeleting(false));
      },
    });
  }

  return { isPending: isCounting || isDeleting, request: () => void request() };
}
