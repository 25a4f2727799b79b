import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { fillOperation } from './fill-operation.ts';
import { listOperations, type Operation, type SchemaNode } from './openapi-operations.ts';
import { buildTenantLeague, type TenantLeague, UNCONNECTED_SPORTSENGINE } from './tenant-league.ts';

// The fuzz pass (docs/reliability.md): the owner of a league sends every operation malformed bodies and path
// parameters derived from a valid sample. Bad input must answer 4xx naming what is wrong, never 5xx.

/** Mutated bodies per operation: a few on every `npm test`, many on `npm run test:reliability`. */
const ROUNDS = process.env.RELIABILITY === 'full' ? 60 : 6;

let t: TestApp;
let owner: TenantLeague;
let operations: Operation[];
let schemas: Record<string, SchemaNode>;

beforeAll(async () => {
  t = await createTestApp({ env: { sportsengine: UNCONNECTED_SPORTSENGINE } });
  owner = await buildTenantLeague(t, 'Fuzzton');
  ({ operations, schemas } = await listOperations(t));
}, 120_000);
afterAll(async () => {
  await t.close();
});

/** A small seeded generator (mulberry32), so a failure names a seed that reproduces it. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const HOSTILE: unknown[] = [
  null,
  '',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x'.repeat(100_000),
  '=HYPERLINK("http://example.com")',
  '../../etc/passwd',
  "'; DROP TABLE teams; --",
  -1,
  1e308,
  Number.MAX_SAFE_INTEGER,
  0.5,
  true,
  [],
  {},
  [null],
  { __proto__: { polluted: true } },
  '2026-02-30',
  '25:61',
  '00000000-0000-0000-0000-000000000000',
];

/** Every path to a value inside `value`, as keys. */
function paths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== 'object') return [prefix];
  const entries = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value);
  return [prefix, ...entries.flatMap(([k, v]) => paths(v, [...prefix, k]))];
}

/** A copy of `body` with one value replaced, removed, or a key added, chosen by `next`. */
function mutate(body: unknown, next: () => number): unknown {
  const copy: unknown = structuredClone(body ?? {});
  const all = paths(copy);
  const path = all[Math.floor(next() * all.length)] ?? [];
  const hostile = HOSTILE[Math.floor(next() * HOSTILE.length)];
  if (path.length === 0) return next() < 0.5 ? hostile : copy;
  const parent = path
    .slice(0, -1)
    .reduce<unknown>((v, k) => (v as Record<string | number, unknown>)[k], copy) as
    | Record<string | number, unknown>
    | unknown[];
  const key = path[path.length - 1] as string | number;
  const roll = next();
  if (roll < 0.15 && !Array.isArray(parent)) delete parent[key];
  else if (roll < 0.25 && !Array.isArray(parent)) parent[`extra_${key}`] = hostile;
  else (parent as Record<string | number, unknown>)[key] = hostile;
  return copy;
}

const BAD_IDS = [
  'not-a-uuid',
  '%00',
  '..%2F..%2Fetc',
  'x'.repeat(2_000),
  '00000000-0000-0000-0000-000000000000',
];

describe('fuzz pass over every operation', () => {
  it('answers malformed bodies and ids with 4xx, never 5xx', async () => {
    const serverErrors: string[] = [];
    let calls = 0;
    // Destructive calls last, so the others meet the owner's records still there.
    const ordered = [...operations].sort(
      (a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'),
    );
    for (const [index, operation] of ordered.entries()) {
      if (operation.path === '/api/session' && operation.method === 'DELETE') continue;
      const next = random(index + 1);
      const { url, body } = fillOperation(operation, owner.ids, schemas);
      const attempts: { url: string; body: unknown }[] = [];
      if (operation.body) {
        for (let round = 0; round < ROUNDS; round += 1) attempts.push({ url, body: mutate(body, next) });
        // Control characters in every text field of the sample, one field at a time.
        for (const path of paths(body)) {
          const value = path.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)?.[k], body);
          if (typeof value !== 'string' || path.length === 0) continue;
          const copy = structuredClone(body) as Record<string | number, unknown>;
          const parent = path
            .slice(0, -1)
            .reduce<unknown>((v, k) => (v as Record<string | number, unknown>)[k], copy);
          (parent as Record<string | number, unknown>)[path[path.length - 1] as string | number] =
            `${value}\u0000`;
          attempts.push({ url, body: copy });
        }
      }
      for (const bad of BAD_IDS.slice(0, operation.pathParams.length > 0 ? BAD_IDS.length : 0)) {
        attempts.push({ url: url.replace(/[0-9a-f-]{36}/, bad), body });
      }
      for (const attempt of attempts) {
        calls += 1;
        const res = await owner.client.request(operation.method, attempt.url, attempt.body);
        if (res.status >= 500) {
          serverErrors.push(
            `${operation.method} ${attempt.url.slice(0, 120)} ${JSON.stringify(attempt.body)?.slice(0, 200)} → ${res.status} ${res.text.slice(0, 200)}`,
          );
        }
      }
    }
    expect(calls).toBeGreaterThan(300);
    expect(serverErrors).toEqual([]);
    // The server still answers, as the same owner.
    expect((await owner.client.get('/api/users/self')).status).toBe(200);
  }, 600_000);
});
