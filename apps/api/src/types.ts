import type { Database } from '@app/db';
import type { Env } from './env.ts';
import type { Mailer } from './mail/mailer.ts';

// Decorations set once in buildApp; every route and hook may rely on them being present.
declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    env: Env;
    mailer: Mailer;
  }
}
