import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type {} from 'vitest';
import type { TestProject } from 'vitest/node';
import { startSportsengineStandIn } from '../apps/api/test/sportsengine-stand-in.ts';
import { startStripeStandIn } from '../apps/api/test/stripe-stand-in.ts';
import { createPlansAdmin, PLANS_ADMIN } from './support/plans.ts';

const root = join(import.meta.dirname, '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(url: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not become healthy within 60 s');
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    /** The Stripe stand-in the server talks to (docs/billing.md#tests): its checkout and portal pages. */
    stripeUrl: string;
    /** The SportsEngine stand-in the server talks to (docs/sportsengine.md#tests). */
    sportsengineUrl: string;
  }
}

/**
 * Starts the real server (built web app, embedded database in a fresh data dir, mail to the outbox) once for
 * the whole e2e run, as a user would run it.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const stripe = await startStripeStandIn({ webhookUrl: `${baseUrl}/api/stripe/webhook` });
  const sportsengine = await startSportsengineStandIn();
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_URL: baseUrl,
      DATABASE_URL: '',
      // Every spec signs up from the one loopback address, more than ten a minute: the sign-up and sign-in
      // limits are tested by the API suite (rate-limit.test.ts, account-abuse.test.ts), not here.
      RATE_LIMIT_AUTH_MAX: '1000',
      // Site admins (docs/admin.md): the one that puts each spec's new organisation on a paid plan
      // (support/plans.ts) and the one admin.spec.ts signs up.
      ADMIN_EMAILS: `${PLANS_ADMIN.email},e2e-admin@example.com`,
      // Billing against the local Stripe stand-in (e2e/billing.spec.ts).
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_URL: stripe.url,
      // The SportsEngine link against its local stand-in (e2e/sportsengine.spec.ts).
      SPORTSENGINE_CLIENT_ID: sportsengine.settings.clientId,
      SPORTSENGINE_CLIENT_SECRET: sportsengine.settings.clientSecret,
      SPORTSENGINE_AUTH_URL: sportsengine.settings.authUrl,
      SPORTSENGINE_GRAPHQL_URL: sportsengine.settings.graphqlUrl,
      SPORTSENGINE_REST_URL: sportsengine.settings.restUrl,
      ...Object.fromEntries(
        Object.entries(stripe.prices).map(([slug, price]) => [`STRIPE_PRICE_${slug.toUpperCase()}`, price]),
      ),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(baseUrl, server);
  await createPlansAdmin(baseUrl);
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
  project.provide('stripeUrl', stripe.url);
  project.provide('sportsengineUrl', sportsengine.url);
  return async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
    await stripe.close();
    await sportsengine.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
