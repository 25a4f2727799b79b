import { afterEach, describe, expect, it, vi } from 'vitest';
import { newDraft } from './defaults.ts';
import { clearDraft, createDraftSaver, DRAFT_STORAGE_KEY, loadDraft, saveDraftNow } from './draft-storage.ts';

function memoryStore() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

afterEach(() => vi.useRealTimers());

describe('draft storage', () => {
  it('saves under "wizard" and loads the same draft back', () => {
    const store = memoryStore();
    const draft = { ...newDraft(5), step: 7 as const, league_name: 'Riverside' };
    saveDraftNow(draft, store);
    expect([...store.data.keys()]).toEqual([DRAFT_STORAGE_KEY]);
    expect(loadDraft(store)).toEqual(draft);
  });

  it('never stores a password', () => {
    const store = memoryStore();
    const draft = newDraft(5);
    const withPassword = { ...draft, account: { ...draft.account, password: 'secret123' } };
    saveDraftNow(withPassword, store);
    expect(store.data.get(DRAFT_STORAGE_KEY)).not.toContain('secret123');
  });

  it('drops a draft of another version, or one that is not JSON', () => {
    const store = memoryStore();
    store.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ ...newDraft(5), version: 2 }));
    expect(loadDraft(store)).toBeNull();
    store.setItem(DRAFT_STORAGE_KEY, '{not json');
    expect(loadDraft(store)).toBeNull();
    expect(loadDraft(memoryStore())).toBeNull();
  });

  it('debounces saves to one write after 300 ms, flushes, and clears', () => {
    vi.useFakeTimers();
    const store = memoryStore();
    const setItem = vi.spyOn(store, 'setItem');
    const saver = createDraftSaver(store);
    saver.save({ ...newDraft(5), league_name: 'A' });
    vi.advanceTimersByTime(200);
    saver.save({ ...newDraft(5), league_name: 'AB' });
    vi.advanceTimersByTime(299);
    expect(setItem).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(setItem).toHaveBeenCalledTimes(1);
    expect(loadDraft(store)?.league_name).toBe('AB');
    saver.save({ ...newDraft(5), league_name: 'ABC' });
    saver.flush();
    expect(loadDraft(store)?.league_name).toBe('ABC');
    saver.save({ ...newDraft(5), league_name: 'gone' });
    saver.cancel();
    clearDraft(store);
    vi.advanceTimersByTime(1000);
    expect(loadDraft(store)).toBeNull();
  });
});
