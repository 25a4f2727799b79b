import type { AccessLevel } from '@app/contracts';
import type { Database } from '@app/db';
import type { UploadStorage } from './domains/uploads/upload-storage.ts';
import type { Env } from './env.ts';
import type { DeclaredRoute, OrganizationSource, RequestAccess } from './http/access.ts';
import type { Background } from './lib/background.ts';
import type { Mailer } from './mail/mailer.ts';

// Decorations set once in buildApp; every route and hook may rely on them being present.
declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    env: Env;
    mailer: Mailer;
    /** Where uploaded images are kept: DATA_DIR/uploads or an S3-compatible bucket (docs/uploads.md). */
    uploads: UploadStorage;
    /** Work started by a request and finished after its answer (lib/background.ts). */
    background: Background;
    /** Set when the process begins to shut down: readiness answers 503 from then on (docs/deploy.md). */
    lifecycle: { draining: boolean };
    /** Every registered route with the access it declares (http/access.ts). */
    routeAccess: readonly DeclaredRoute[];
  }

  /** Route options every /api route declares (docs/roles.md); the hook in http/access.ts enforces them. */
  interface FastifyContextConfig {
    /** Who may call the route: public, token, signedIn, member, manager or owner. */
    access?: AccessLevel;
    /** For member, manager and owner routes: which organisation they act in (default: the current one). */
    organization?: OrganizationSource;
    /**
     * A `signedIn` route whose handler proves the session in its own single statement (GET /api/leagues, asked
     * on every page load); the hook then skips its session query. The access tests cover it like any other.
     */
    sessionInHandler?: true;
    /**
     * A `public` route that anyone may call signed out but that, when the request carries a live session,
     * needs this level in the caller's current organisation (POST /api/wizard: docs/wizard.md#finish).
     */
    signedInAccess?: AccessLevel;
    /**
     * The body field that holds a whole CSV file: the NUL guard (http/nul-guard.ts) leaves it to the CSV
     * reader, which names the row and column of a bad cell.
     */
    csvField?: string;
    /**
     * `'signature'`: the route takes no session and proves its sender by a signature over the raw body (the
     * Stripe webhook, docs/billing.md#webhooks), so the CSRF guard (http/csrf-guard.ts) leaves it alone.
     */
    csrf?: 'signature';
  }

  interface FastifyRequest {
    /** What the access hook resolved (caller, organisation, role); null only on routes outside /api. */
    access: RequestAccess | null;
  }
}
