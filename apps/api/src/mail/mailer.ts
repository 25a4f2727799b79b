import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type nodemailer from 'nodemailer';

/** One plain-text message; `text` holds any link verbatim. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Sends mail. `send` resolves once the message is handed over (SMTP accepted, or file written). */
export interface Mailer {
  send: (message: MailMessage) => Promise<void>;
  close: () => void;
}

/** Where mail goes: an SMTP server when `smtpUrl` is set, otherwise `.eml` files in `outboxDir`. */
export interface MailerOptions {
  smtpUrl?: string | undefined;
  outboxDir: string;
  from?: string;
}

const DEFAULT_FROM = 'Fixture <no-reply@fixture.local>';

type Transport = ReturnType<typeof nodemailer.createTransport>;

/**
 * Real SMTP with `smtpUrl`; otherwise each message is rendered to RFC 822 and written to
 * `outboxDir/{timestamp}-{to}.eml`, so a fresh install can still complete every emailed-link flow.
 * nodemailer loads on the first message, not at start: it is a sizeable part of a cold start otherwise.
 */
export function createMailer(options: MailerOptions): Mailer {
  const from = options.from ?? DEFAULT_FROM;
  let transport: Promise<Transport> | undefined;
  const getTransport = (): Promise<Transport> => {
    transport ??= import('nodemailer').then(({ default: mailer }) =>
      options.smtpUrl
        ? mailer.createTransport(options.smtpUrl)
        : mailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    );
    return transport;
  };
  let lastStamp = 0;
  return {
    send: async (message) => {
      const info = await (await getTransport()).sendMail({ from, ...message });
      if (options.smtpUrl) return;
      mkdirSync(options.outboxDir, { recursive: true });
      // A strictly increasing stamp keeps two messages in the same millisecond from overwriting each other.
      lastStamp = Math.max(Date.now(), lastStamp + 1);
      const name = `${lastStamp}-${message.to.replace(/[^\w.@+-]/g, '_')}.eml`;
      // The stream transport with `buffer: true` answers the whole rendered message as a Buffer.
      writeFileSync(join(options.outboxDir, name), (info as unknown as { message: Buffer }).message);
    },
    close: () => {
      void transport?.then((t) => t.close());
    },
  };
}
