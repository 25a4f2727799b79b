// SQLSTATEs of a lost or refused connection: class 08 (connection exception), and the server ending a session
// (57P01 admin shutdown, as pg_terminate_backend sends; 57P02 crash shutdown; 57P03 cannot connect now).
const CONNECTION_STATES = /^(08|57P0[123])/;
// What node-postgres and the socket layer say when the connection went away under a query; a double release
// happens only when the pool's leak guard released a dead connection first (packages/db/src/client.ts).
const CONNECTION_MESSAGES =
  /Connection terminated|connection error and is not queryable|Client was closed and is not queryable|timeout exceeded when trying to connect|Release called on client which has already been released/i;
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND']);

/**
 * True when the error (or one it wraps, as Drizzle wraps the driver's) means the database connection was lost
 * or could not be made: a request that met it answers 503 with Retry-After (docs/deploy.md), and a job that
 * met it is handed out again instead of being marked errored.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth += 1) {
    if (typeof e !== 'object') return false;
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (CONNECTION_STATES.test(code) || SOCKET_CODES.has(code))) return true;
    if (typeof message === 'string' && CONNECTION_MESSAGES.test(message)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Runs a short write again while the database connection is being re-made (a pool replaces a dropped client
 * within milliseconds). The writes that end a job, or hand it back, would otherwise leave it to wait a whole
 * lease for the reconciler (docs/schedules.md).
 */
export async function retryWhileUnavailable<T>(write: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write();
    } catch (error) {
      if (attempt >= attempts || !isDatabaseUnavailable(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }
}
