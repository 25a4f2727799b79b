/**
 * The cancel requests under way in this process, by job (queue and row id), from the moment a cancel request
 * has passed the CSRF guard until it is answered (docs/imports.md#cancelling-a-save).
 *
 * Why it exists: on PGlite the database is one connection, so while a run's save transaction is open every
 * other query waits for it, the cancel's own access check and write included; without a word from the cancel
 * request the save would commit first and the cancel would find the import finished. A save therefore asks,
 * between its insert batches, whether a cancel request for its row is under way; if so it rolls back, waits for
 * that request's answer, and either ends (the row was cancelled) or saves again (the request was refused: not
 * signed in, another organisation's import, a user who may not manage). The registry decides nothing itself:
 * the request's own access check and fenced write do, as for a cancel through any other process.
 */
const requests = new Map<string, { count: number; answered: (() => void)[] }>();

const keyOf = (queue: string, id: string) => `${queue}\u0000${id}`;

/** Notes a cancel request for the job `id` of `queue`; the answer must call the returned function (idempotent). */
export function beginCancelRequest(queue: string, id: string): () => void {
  const key = keyOf(queue, id);
  const entry = requests.get(key) ?? { count: 0, answered: [] };
  entry.count += 1;
  requests.set(key, entry);
  let isEnded = false;
  return () => {
    if (isEnded) return;
    isEnded = true;
    entry.count -= 1;
    if (entry.count > 0) return;
    requests.delete(key);
    for (const wake of entry.answered.splice(0)) wake();
  };
}

/** Whether a cancel request for this job is under way in this process. */
export function isCancelRequested(queue: string, id: string): boolean {
  return requests.has(keyOf(queue, id));
}

/** Resolves once no cancel request for this job is under way in this process (at once when none is). */
export function cancelRequestsAnswered(queue: string, id: string): Promise<void> {
  const entry = requests.get(keyOf(queue, id));
  if (!entry) return Promise.resolve();
  return new Promise((resolve) => entry.answered.push(resolve));
}
