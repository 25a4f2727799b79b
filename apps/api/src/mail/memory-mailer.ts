import type { Mailer, MailMessage } from './mailer.ts';

/** A Mailer that keeps every message in `sent`, oldest first; for tests and tools that read mail directly. */
export interface MemoryMailer extends Mailer {
  sent: MailMessage[];
}

/** Creates an empty {@link MemoryMailer}. */
export function createMemoryMailer(): MemoryMailer {
  const sent: MailMessage[] = [];
  return {
    sent,
    send: async (message) => {
      sent.push(message);
    },
    close: () => undefined,
  };
}
