import type { WizardDraft } from './draft.ts';

/** The localStorage key of the draft (docs/wizard.md#the-draft). */
export const DRAFT_STORAGE_KEY = 'wizard';
export const DRAFT_VERSION = 1;
/** Saving waits for typing to pause: one write per burst of keystrokes. */
export const DRAFT_SAVE_DELAY_MS = 300;

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function defaultStore(): Store | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // A browser that refuses storage (private mode, blocked cookies) still runs the wizard, unsaved.
    return null;
  }
}

function isDraft(value: unknown): value is WizardDraft {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<WizardDraft>;
  return (
    v.version === DRAFT_VERSION &&
    typeof v.step === 'number' &&
    Array.isArray(v.divisions) &&
    Array.isArray(v.venues) &&
    Array.isArray(v.timeslots) &&
    Array.isArray(v.template) &&
    typeof v.account === 'object' &&
    v.account !== null
  );
}

/** The stored draft, or null when there is none, it is not JSON, or it is of another version. */
export function loadDraft(store: Store | null = defaultStore()): WizardDraft | null {
  const text = store?.getItem(DRAFT_STORAGE_KEY);
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isDraft(value) ? value : null;
  } catch {
    return null;
  }
}

/** The draft as stored: never a password, whatever a caller put on the account. */
export function serializeDraft(draft: WizardDraft): string {
  const { first, last, email, organization_name } = draft.account;
  return JSON.stringify({ ...draft, account: { first, last, email, organization_name } });
}

export function saveDraftNow(draft: WizardDraft, store: Store | null = defaultStore()): void {
  try {
    store?.setItem(DRAFT_STORAGE_KEY, serializeDraft(draft));
  } catch {
    // Storage full or refused: the wizard goes on; only the resume after a reload is lost.
  }
}

export function clearDraft(store: Store | null = defaultStore()): void {
  store?.removeItem(DRAFT_STORAGE_KEY);
}

export interface DraftSaver {
  /** Saves after DRAFT_SAVE_DELAY_MS without a newer call. */
  save: (draft: WizardDraft) => void;
  /** Writes a pending save now (before the page is left). */
  flush: () => void;
  /** Drops a pending save (the draft was cleared). */
  cancel: () => void;
}

export function createDraftSaver(
  store: Store | null = defaultStore(),
  delay: number = DRAFT_SAVE_DELAY_MS,
): DraftSaver {
  let pending: WizardDraft | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    if (pending) saveDraftNow(pending, store);
    pending = null;
  };
  return {
    save: (draft) => {
      pending = draft;
      if (timer !== null) clearTimeout(timer);
      timer = setTimeout(flush, delay);
    },
    flush,
    cancel: () => {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      pending = null;
    },
  };
}
