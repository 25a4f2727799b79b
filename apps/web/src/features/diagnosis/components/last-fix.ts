import type { FixApplication } from '@app/contracts';
import { useSyncExternalStore } from 'react';

/**
 * The fix last applied to each schedule from this browser, so the schedule page can offer "Last fix: …
 * Undo" while it is the latest change (docs/diagnosis.md). It must outlive the panel, which unmounts while
 * the run restarts, and a reload: kept in memory and in the session's storage. The server answers 409 to an
 * undo when something changed since, and the page shows its message.
 */
const STORAGE_PREFIX = 'fixture.last-fix.';
const listeners = new Set<() => void>();
const memory = new Map<string, FixApplication | null>();

function read(scheduleId: string): FixApplication | null {
  if (memory.has(scheduleId)) return memory.get(scheduleId) ?? null;
  let stored: FixApplication | null = null;
  try {
    const text = sessionStorage.getItem(STORAGE_PREFIX + scheduleId);
    stored = text ? (JSON.parse(text) as FixApplication) : null;
  } catch {
    // No storage (private mode) or a damaged entry: nothing to offer.
  }
  memory.set(scheduleId, stored);
  return stored;
}

export function setLastFix(scheduleId: string, application: FixApplication | null): void {
  memory.set(scheduleId, application);
  try {
    if (application) sessionStorage.setItem(STORAGE_PREFIX + scheduleId, JSON.stringify(application));
    else sessionStorage.removeItem(STORAGE_PREFIX + scheduleId);
  } catch {
    // Storage full or unavailable: the memory copy still serves this page.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The schedule's last applied fix (status applied), or null. */
export function useLastFix(scheduleId: string): FixApplication | null {
  return useSyncExternalStore(subscribe, () => read(scheduleId));
}
