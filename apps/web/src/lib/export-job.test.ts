import type { ExportJob } from '@app/contracts';
import { notifications } from '@mantine/notifications';
import type { TFunction } from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../test/fetch-mock.ts';
import { api, resetCsrfToken } from './api-client.ts';
import { runExportJob } from './export-job.ts';

const ID = '11111111-1111-4111-8111-111111111111';
const job = (over: Partial<ExportJob>): ExportJob => ({
  id: ID,
  kind: 'league',
  league_id: '22222222-2222-4222-8222-222222222222',
  season_id: null,
  schedule_id: null,
  status: 'queued',
  progress: 0,
  file_name: null,
  byte_size: null,
  message: null,
  created_at: '2026-11-26T00:00:00.000Z',
  finished_at: null,
  ...over,
});
// The keys are enough to tell which message was shown.
const t = ((key: string) => key) as unknown as TFunction;
const queue = () => api.post<ExportJob>('/api/leagues/x/exports');

afterEach(() => {
  resetCsrfToken();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('runExportJob', () => {
  it('polls the export until it is built, showing its progress, and answers it', async () => {
    const answers = [job({ status: 'running', progress: 70 }), job({ status: 'succeeded', progress: 100 })];
    const updates = vi.spyOn(notifications, 'update');
    const hide = vi.spyOn(notifications, 'hide');
    const { requests } = mockFetch({
      'GET /api/csrf': json(200, { token: 'tok' }),
      'POST /api/leagues/x/exports': json(202, job({})),
      [`GET /api/exports/${ID}`]: () => ({ status: 200, body: answers.shift() }),
    });
    const done = await runExportJob(t, queue);
    expect(done.status).toBe('succeeded');
    expect(requests.filter((r) => r.path === `/api/exports/${ID}`)).toHaveLength(2);
    expect(updates).toHaveBeenCalledWith(expect.objectContaining({ id: `export-${ID}` }));
    expect(hide).toHaveBeenCalledWith(`export-${ID}`);
  });

  it("throws the server's reason when the export failed", async () => {
    mockFetch({
      'GET /api/csrf': json(200, { token: 'tok' }),
      'POST /api/leagues/x/exports': json(202, job({})),
      [`GET /api/exports/${ID}`]: json(200, job({ status: 'failed', message: 'The league has no seasons' })),
    });
    await expect(runExportJob(t, queue)).rejects.toThrow('The league has no seasons');
  });

  it('cancels the export on the server when the user closes the progress toast', async () => {
    let onClose: (() => void) | undefined;
    vi.spyOn(notifications, 'show').mockImplementation((options) => {
      onClose = () => options.onClose?.(options);
      return 'toast';
    });
    const { requests } = mockFetch({
      'GET /api/csrf': json(200, { token: 'tok' }),
      'POST /api/leagues/x/exports': json(202, job({})),
      [`POST /api/exports/${ID}/cancel`]: json(200, job({ status: 'cancelled' })),
      [`GET /api/exports/${ID}`]: json(200, job({ status: 'running', progress: 10 })),
    });
    const running = runExportJob(t, queue);
    await vi.waitFor(() => expect(onClose).toBeDefined());
    onClose?.();
    await expect(running).rejects.toThrow('exportJob.cancelled');
    expect(requests.some((r) => r.method === 'POST' && r.path === `/api/exports/${ID}/cancel`)).toBe(true);
  });
});
