import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { fillOperation } from './fill-operation.ts';
import { listOperations, type Operation, type SchemaNode } from './openapi-operations.ts';
import { buildTenantLeague, type TenantLeague, UNCONNECTED_SPORTSENGINE } from './tenant-league.ts';

// The cross-tenant walk (docs/reliability.md): a signed-in manager of another organisation calls every
// operation of the OpenAPI document with the victim's ids in its path and body. Nothing of the victim may
// come back, the victim's league must be exactly as it was, and no call may answer 5xx.

let t: TestApp;
let victim: TenantLeague;
let attacker: TenantLeague;
let operations: Operation[];
let schemas: Record<string, SchemaNode>;

beforeAll(async () => {
  t = await createTestApp({ env: { sportsengine: UNCONNECTED_SPORTSENGINE } });
  victim = await buildTenantLeague(t, 'Victimville');
  attacker = await buildTenantLeague(t, 'Raider');
  ({ operations, schemas } = await listOperations(t));
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('cross-tenant walk over every operation', () => {
  it('leaks nothing, changes nothing and never answers 5xx', async () => {
    const before = await victim.snapshot();
    // Public routes are open by design; token routes are covered by their own tests (unguessable tokens).
    const closed = operations.filter((o) => o.access !== 'public' && o.access !== 'token');
    // Destructive calls last, so every other call meets the victim's records still there.
    const ordered = [...closed].sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
    const leaks: string[] = [];
    const serverErrors: string[] = [];
    let targeted = 0;
    for (const operation of ordered) {
      const { url, body } = fillOperation(operation, victim.ids, schemas);
      const sent = url + JSON.stringify(body ?? '');
      const victimIds = Object.values(victim.ids).filter((id) => sent.includes(id));
      if (victimIds.length === 0) continue;
      targeted += 1;
      const res = await attacker.client.request(operation.method, url, body);
      const call = `${operation.method} ${operation.path} → ${res.status}`;
      if (process.env.WALK_DEBUG) console.log(call, res.status === 400 ? res.text.slice(0, 160) : '');
      if (res.status >= 500) serverErrors.push(`${call} ${res.text.slice(0, 200)}`);
      const shown = victim.secrets.filter((s) => !sent.includes(s) && res.text.includes(s));
      if (shown.length > 0) leaks.push(`${call} shows ${shown.join(', ')}`);
    }
    expect(targeted).toBeGreaterThan(80);
    expect(serverErrors).toEqual([]);
    expect(leaks).toEqual([]);
    expect(await victim.snapshot()).toEqual(before);
  }, 300_000);
});
