import { Agent, request } from 'node:http';

export interface LoadResult {
  requests: number;
  errors: number;
  seconds: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
}

export interface LoadOptions {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  durationMs: number;
  /** Stops the load early when it settles (a benchmark loads for as long as something else runs). */
  until?: Promise<unknown>;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}

function once(agent: Agent, options: LoadOptions): Promise<boolean> {
  const url = new URL(options.url);
  return new Promise((resolve) => {
    const req = request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: options.method ?? 'GET',
        headers: options.headers,
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve((res.statusCode ?? 500) < 400));
      },
    );
    req.on('error', () => resolve(false));
    if (options.body) req.write(options.body);
    req.end();
  });
}

/**
 * Closed-loop load: `connections` keep-alive connections each send the next request as soon as the last one
 * answers, for `durationMs`. Every latency is recorded, so the percentiles are exact rather than bucketed.
 */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + options.durationMs;
  let stopped = false;
  void options.until?.finally(() => {
    stopped = true;
  });
  async function worker(): Promise<void> {
    while (!stopped && performance.now() < deadline) {
      const t0 = performance.now();
      const ok = await once(agent, options);
      latencies.push(performance.now() - t0);
      if (!ok) errors += 1;
    }
  }
  await Promise.all(Array.from({ length: options.connections }, worker));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    seconds,
    rps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}
