import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Decodes the quoted-printable soft line breaks and escapes that mail bodies carry. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/**
 * Waits for a message to `to` in DATA_DIR/outbox that contains a link matching `pattern` and returns the link.
 * Only messages newer than `since` (ms) are read, so earlier mail to the same address is ignored.
 */
export async function waitForLink(dataDir: string, to: string, pattern: RegExp, since = 0): Promise<string> {
  const dir = join(dataDir, 'outbox');
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    let files: string[] = [];
    try {
      files = readdirSync(dir).filter((f) => f.endsWith('.eml'));
    } catch {
      files = [];
    }
    const fresh = files
      .map((f) => ({ path: join(dir, f), mtime: statSync(join(dir, f)).mtimeMs }))
      .filter((f) => f.mtime >= since)
      .sort((a, b) => b.mtime - a.mtime);
    for (const file of fresh) {
      const raw = decodeQuotedPrintable(readFileSync(file.path, 'utf8'));
      if (!raw.toLowerCase().includes(to.toLowerCase())) continue;
      const match = raw.match(pattern);
      if (match) return match[0].replace(/&amp;/g, '&');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${to} with a link matching ${pattern}`);
}
