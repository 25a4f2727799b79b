import { type ExportJob, FINISHED_JOB_STATUSES } from '@app/contracts';
import type { TestClient } from './test-client.ts';

/** Polls GET /api/exports/{id} until the export has finished; fails after `timeoutMs`. */
export async function waitForExport(client: TestClient, id: string, timeoutMs = 30_000): Promise<ExportJob> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await client.get<ExportJob>(`/api/exports/${id}`);
    if (res.status !== 200) throw new Error(`GET /api/exports/${id}: ${res.status} ${res.text}`);
    if (FINISHED_JOB_STATUSES.includes(res.body.status)) return res.body;
    if (Date.now() > deadline) throw new Error(`export ${id} still ${res.body.status} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
