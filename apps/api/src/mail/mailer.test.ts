import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailer } from './mailer.ts';
import { renderMail } from './messages.ts';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('createMailer', () => {
  it('writes each message as an .eml file named by timestamp and recipient when no SMTP_URL is set', async () => {
    const outbox = mkdtempSync(join(tmpdir(), 'outbox-'));
    dirs.push(outbox);
    const mailer = createMailer({ outboxDir: join(outbox, 'outbox') });
    const link = 'http://app.test/password/reset?token=abc&x=1';
    await mailer.send(renderMail('resetPassword', { to: 'a@example.com', locale: 'en', link }));
    await mailer.send(renderMail('resetPassword', { to: 'a@example.com', locale: 'en', link }));
    const files = readdirSync(join(outbox, 'outbox')).sort();
    expect(files).toHaveLength(2);
    for (const file of files) expect(file).toMatch(/^\d+-a@example\.com\.eml$/);
    const raw = readFileSync(join(outbox, 'outbox', files[0] ?? ''), 'utf8');
    expect(raw).toContain('To: a@example.com');
    expect(raw).toContain('Subject: Reset your password');
    expect(raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=')).toContain(link);
    mailer.close();
  });

  it('delivers through a real SMTP server when SMTP_URL is set', async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push(Buffer.concat(chunks).toString('utf8'));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, outboxDir: '/nonexistent' });
    try {
      await mailer.send(
        renderMail('invitation', {
          to: 'b@example.com',
          locale: 'ja',
          link: 'http://x.test/i',
          extra: 'Club',
        }),
      );
    } finally {
      mailer.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    expect(received).toHaveLength(1);
    expect(received[0]).toContain('To: b@example.com');
    expect(received[0]).toMatch(/Subject: =\?UTF-8\?/);
  });
});

describe('renderMail', () => {
  it('puts the link on a line of its own in both languages', () => {
    for (const locale of ['en', 'ja']) {
      const mail = renderMail('confirmAccount', {
        to: 'c@example.com',
        locale,
        link: 'http://app.test/confirm?t=1',
      });
      expect(mail.text.split('\n')).toContain('http://app.test/confirm?t=1');
    }
  });

  it('falls back to English for an unknown locale', () => {
    expect(renderMail('resetPassword', { to: 'd@example.com', locale: 'fr', link: 'l' }).subject).toBe(
      'Reset your password',
    );
  });
});
