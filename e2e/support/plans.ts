import type { LeagueInfo, UserCreateResponse } from '@app/contracts';
import { type APIRequestContext, type Page, request } from 'playwright-core';
import { expect, inject } from 'vitest';

/**
 * The site admin the e2e server lists in ADMIN_EMAILS, made once by global-setup.ts. Specs use it to put a
 * new organisation on a paid plan the way a site admin does on the admin page (docs/admin.md), because new
 * organisations start free and the free tier masks games (docs/free-tier.md); the specs of the free tier
 * itself sign up with `plan: 'free'`.
 */
export const PLANS_ADMIN = {
  email: 'e2e-plans-admin@example.com',
  password: 'e2e plans admin 2026',
} as const;

/** The plan specs give a new organisation unless they ask for another. */
export const E2E_PLAN = 'all_star_yearly';

async function send(
  context: APIRequestContext,
  method: 'POST' | 'PATCH',
  path: string,
  data: unknown,
): Promise<unknown> {
  const token = ((await (await context.get('/api/csrf')).json()) as { token: string }).token;
  const res = await context.fetch(path, { method, headers: { 'x-csrf-token': token }, data });
  if (!res.ok()) throw new Error(`${method} ${path}: ${res.status()} ${await res.text()}`);
  return res.json();
}

/** Signs up the plans admin and gives it its password (global-setup.ts, once per run). */
export async function createPlansAdmin(baseURL: string): Promise<void> {
  const context = await request.newContext({ baseURL });
  try {
    (await send(context, 'POST', '/api/users', { email: PLANS_ADMIN.email })) as UserCreateResponse;
    await send(context, 'PATCH', '/api/users/self/password', { password: PLANS_ADMIN.password });
  } finally {
    await context.dispose();
  }
}

/** Puts the organisation `page`'s user is working in on `plan`, as a site admin would. */
export async function setCurrentPlan(page: Page, plan: string = E2E_PLAN): Promise<void> {
  const info = (await (await page.request.get('/api/leagues')).json()) as LeagueInfo;
  const context = await request.newContext({ baseURL: inject('baseUrl') });
  try {
    await send(context, 'POST', '/api/session', PLANS_ADMIN);
    const answer = (await send(context, 'PATCH', `/api/admin/organizations/${info.current_organization.id}`, {
      plan,
    })) as { plan: string };
    expect(answer.plan).toBe(plan);
  } finally {
    await context.dispose();
  }
}
