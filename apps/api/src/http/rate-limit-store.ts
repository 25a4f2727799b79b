import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Env } from '../env.ts';

/**
 * Where @fastify/rate-limit counts: Redis when REDIS_URL is set (shared by every API process), else memory.
 * The connection fails fast and the limits let requests through while Redis is away (`skipOnError`): a
 * missing rate-limit store must not take the whole API down with it (docs/deploy.md).
 */
export async function rateLimitStore(
  app: FastifyInstance,
  env: Pick<Env, 'redisUrl' | 'rateLimitNamespace'>,
): Promise<{ redis?: Redis; nameSpace?: string; skipOnError?: boolean }> {
  if (!env.redisUrl) return {};
  // Loaded only when configured: most single-process installs never need it.
  const { Redis } = await import('ioredis');
  const redis = new Redis(env.redisUrl, {
    lazyConnect: true,
    connectTimeout: 500,
    maxRetriesPerRequest: 1,
    // While disconnected a command fails at once instead of waiting in a queue, so requests never wait on it.
    enableOfflineQueue: false,
  });
  redis.on('error', (error) => app.log.warn(`Rate-limit store (Redis): ${error.message}`));
  // Connected before the first request, so the first requests are counted too; a failure only logs (above).
  await redis.connect().catch(() => undefined);
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return { redis, nameSpace: env.rateLimitNamespace, skipOnError: true };
}
