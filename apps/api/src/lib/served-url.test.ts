import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { spawnServer } from '../../test/server-process.ts';
import { loadEnv } from '../env.ts';
import { openLine, servedUrl } from './served-url.ts';

const listening = (port: number) => ({ address: '0.0.0.0', family: 'IPv4', port });
/** The configuration as the server reads it (a session secret given, so nothing is written to DATA_DIR). */
const env = (vars: Record<string, string>) =>
  loadEnv({ SESSION_SECRET: 'served-url-test-secret-0123456789abcdef', ...vars });

describe('servedUrl and the start line', () => {
  it('says "Open http://localhost:PORT" with the default configuration', () => {
    const { appUrl, port } = env({ PORT: '3917' });
    expect(openLine(servedUrl(appUrl, port, listening(3917)))).toBe('Open http://localhost:3917');
  });

  it('names the port the listener really got when PORT=0', () => {
    const { appUrl, port } = env({ PORT: '0' });
    expect(servedUrl(appUrl, port, listening(41234))).toBe('http://localhost:41234');
  });

  it('names APP_URL when it is set (a proxy in front)', () => {
    const { appUrl, port } = env({ APP_URL: 'https://league.example.org/' });
    expect(openLine(servedUrl(appUrl, port, listening(3000)))).toBe('Open https://league.example.org');
  });

  it('is the last line the server prints once it listens', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'served-url-'));
    // As `npm start` runs it: no APP_URL, the embedded database.
    const server = await spawnServer({ APP_URL: '', DATABASE_URL: '', DATA_DIR: dataDir });
    const { port } = new URL(server.url);
    try {
      const lastLine = () => server.output().trimEnd().split('\n').at(-1);
      const deadline = Date.now() + 5_000;
      while (!lastLine()?.startsWith('Open ') && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(lastLine()).toBe(`Open http://localhost:${port}`);
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
