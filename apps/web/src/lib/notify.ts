import { notifications } from '@mantine/notifications';

/** Toasts stay 5 s (docs/timeslots.md); position and duration are set once on the Notifications host. */
export const TOAST_DURATION_MS = 5_000;

/** The toasts after duplicating and deleting stay 1 s (docs/timeslots.md), as they follow quick repeated work. */
export const QUICK_TOAST_MS = 1_000;

/**
 * `id` makes a toast idempotent: showing the same id twice (an effect run twice by React) shows it once.
 */
export interface ToastOptions {
  title?: string;
  id?: string;
  /** Milliseconds on screen, when not the usual 5 s. */
  autoClose?: number;
}

/** A green toast for a completed action. */
export function notifySuccess(message: string, options: ToastOptions = {}): void {
  notifications.show({ message, color: 'green', ...options });
}

/** A red toast for a failed action. */
export function notifyError(message: string, options: ToastOptions = {}): void {
  notifications.show({ message, color: 'red', ...options });
}

/** A neutral toast for information. */
export function notifyInfo(message: string, options: ToastOptions = {}): void {
  notifications.show({ message, color: 'blue', ...options });
}
