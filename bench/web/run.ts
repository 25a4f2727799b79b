// Web bundle benchmark: what the sign-in page downloads, gzipped, as Chromium loads it from the real server.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startServer } from '../support/server.ts';

const server = await startServer({ DATABASE_URL: '' });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
try {
  const page = await browser.newPage();
  const assets: { url: string; raw: number; gzip: number }[] = [];
  page.on('response', async (res) => {
    const type = res.headers()['content-type'] ?? '';
    if (!/javascript|css/.test(type)) return;
    const body = await res.body();
    assets.push({ url: new URL(res.url()).pathname, raw: body.length, gzip: gzipSync(body).length });
  });
  const started = performance.now();
  await page.goto(`${server.url}/sign-in`, { waitUntil: 'networkidle' });
  const loadMs = performance.now() - started;
  const total = assets.reduce((sum, a) => sum + a.gzip, 0);
  console.log('# Web bundle: JS and CSS the sign-in page loads (gzip level 6)');
  for (const a of assets.sort((x, y) => y.gzip - x.gzip)) {
    console.log(
      `${a.url.padEnd(60)} ${(a.raw / 1024).toFixed(1).padStart(8)} KB raw ${(a.gzip / 1024).toFixed(1).padStart(7)} KB gzip`,
    );
  }
  console.log(
    `sign-in page total: ${(total / 1024).toFixed(1)} KB gzipped in ${assets.length} files; loaded in ${loadMs.toFixed(0)} ms`,
  );
} finally {
  await browser.close();
  await server.stop();
}
