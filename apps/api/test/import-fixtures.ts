import { FINISHED_IMPORT_STATUSES, type ImportJob } from '@app/contracts';
import type { TestClient } from './test-client.ts';

export const PEOPLE_HEADER = 'first,last,email,phone,is_coach,is_player,is_staff,is_umpire,team,role';

/** A people file of `count` players without a team (no season records needed), one row per person. */
export function peopleCsv(count: number, prefix = 'P'): string {
  const lines = [PEOPLE_HEADER];
  for (let i = 0; i < count; i += 1)
    lines.push(`${prefix}${i},Last${i},${prefix.toLowerCase()}${i}@example.com,,no,yes,no,no,,`);
  return lines.join('\n');
}

/** Polls GET /api/imports/{id} until the import has finished; fails after `timeoutMs`. */
export async function waitForImport(client: TestClient, id: string, timeoutMs = 30_000): Promise<ImportJob> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await client.get<ImportJob>(`/api/imports/${id}`);
    if (res.status !== 200) throw new Error(`GET /api/imports/${id}: ${res.status} ${res.text}`);
    if (FINISHED_IMPORT_STATUSES.includes(res.body.status)) return res.body;
    if (Date.now() > deadline) throw new Error(`import ${id} still ${res.body.status} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
