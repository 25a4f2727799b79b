import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

// An empty variable means "not set": `DATABASE_URL=` must select PGlite, not fail URL validation.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

const booleanString = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

// proxy-addr's names for the usual private ranges, which Fastify accepts beside addresses and CIDRs.
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const ProxyAddressSchema = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6(), z.enum(PROXY_RANGE_NAMES)]);

/**
 * TRUST_PROXY in the forms Fastify's trustProxy honours: `true`/`false`, or the proxies' addresses, CIDRs or
 * range names, comma-separated. A hop count is refused rather than passed on: Fastify 5 ignores one (it trusts
 * no hop, since a count cannot tell the proxy from a client that connects directly), which would leave every
 * client in the proxy's rate-limit bucket without a word.
 */
const TrustProxySchema = z.string().transform((value, ctx): boolean | string[] => {
  if (value === 'true' || value === 'false') return value === 'true';
  const addresses = value.split(',').map((a) => a.trim());
  if (/^\d+$/.test(value)) {
    ctx.addIssue({
      code: 'custom',
      message: 'hop counts are not supported; list the proxy addresses or CIDRs',
    });
  } else if (!addresses.every((a) => ProxyAddressSchema.safeParse(a).success)) {
    ctx.addIssue({ code: 'custom', message: 'must be true, false or comma-separated addresses or CIDRs' });
  }
  return addresses;
});

const RawEnvSchema = z.object({
  PORT: optional(z.coerce.number().int().min(0).max(65_535)),
  HOST: optional(z.string()),
  DATA_DIR: optional(z.string()),
  DATABASE_URL: optional(z.string().url()),
  SMTP_URL: optional(z.string().url()),
  APP_URL: optional(z.string().url()),
  SESSION_SECRET: optional(z.string().min(16, 'must be at least 16 characters')),
  COOKIE_SECURE: optional(booleanString),
  RATE_LIMIT_AUTH_MAX: optional(z.coerce.number().int().min(1)),
  RATE_LIMIT_PUBLIC_MAX: optional(z.coerce.number().int().min(1)),
  TRUST_PROXY: optional(TrustProxySchema),
  WEB_DIST: optional(z.string()),
  MAP_TILE_URL: optional(z.string().url()),
  MAP_ATTRIBUTION: optional(z.string()),
  GEOCODER_URL: optional(z.string().url()),
  ADMIN_EMAILS: optional(z.string()),
  REDIS_URL: optional(z.string().url()),
  JOBS: optional(z.enum(['on', 'off'])),
  JOB_CONCURRENCY: optional(z.coerce.number().int().min(1).max(64)),
  JOB_LEASE_SECONDS: optional(z.coerce.number().int().min(1).max(3_600)),
  SHUTDOWN_GRACE_SECONDS: optional(z.coerce.number().min(0).max(3_600)),
  UPLOADS_S3_ENDPOINT: optional(z.string().url()),
  UPLOADS_S3_BUCKET: optional(z.string()),
  UPLOADS_S3_REGION: optional(z.string()),
  UPLOADS_S3_ACCESS_KEY_ID: optional(z.string()),
  UPLOADS_S3_SECRET_ACCESS_KEY: optional(z.string()),
  UPLOADS_S3_FORCE_PATH_STYLE: optional(booleanString),
  STRIPE_SECRET_KEY: optional(z.string()),
  STRIPE_WEBHOOK_SECRET: optional(z.string()),
  STRIPE_API_URL: optional(z.string().url()),
  STRIPE_PRICE_PRO_YEARLY: optional(z.string()),
  STRIPE_PRICE_ALL_STAR_YEARLY: optional(z.string()),
  STRIPE_PRICE_ELITE_YEARLY: optional(z.string()),
  STRIPE_PRICE_JP_PRO_YEARLY: optional(z.string()),
  STRIPE_PRICE_JP_ALL_STAR_YEARLY: optional(z.string()),
  LEAGUE_MANAGEMENT_URL: optional(z.string().url()),
  SPORTSENGINE_CLIENT_ID: optional(z.string()),
  SPORTSENGINE_CLIENT_SECRET: optional(z.string()),
  SPORTSENGINE_AUTH_URL: optional(z.string().url()),
  SPORTSENGINE_GRAPHQL_URL: optional(z.string().url()),
  SPORTSENGINE_REST_URL: optional(z.string().url()),
  SPORTSENGINE_TOKEN_KEY: optional(z.string().min(32)),
});

/** OpenStreetMap's own tiles: fine for a club's traffic under their usage policy; set MAP_TILE_URL beyond that. */
export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_MAP_ATTRIBUTION = '© OpenStreetMap contributors';

/** An S3-compatible bucket for uploaded files (docs/uploads.md). */
export interface UploadsS3Env {
  /** The service's URL (MinIO, R2, …); undefined: AWS S3 itself, found from the region. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Bucket in the path (`endpoint/bucket/key`) rather than the host name, as most S3-compatible services need. */
  forcePathStyle: boolean;
}

/** Where the external league-management portal signs up new organisations (docs/billing.md#league-management). */
export const DEFAULT_LEAGUE_MANAGEMENT_URL = 'https://www.sportsengine.com/';

/** SportsEngine's documented hosts (docs/sportsengine.md#configuration). */
export const DEFAULT_SPORTSENGINE_AUTH_URL = 'https://user.sportngin.com';
export const DEFAULT_SPORTSENGINE_GRAPHQL_URL = 'https://api.sportsengine.com/graphql';
export const DEFAULT_SPORTSENGINE_REST_URL = 'https://api.sportngin.com';

/** The SportsEngine link, when SPORTSENGINE_CLIENT_ID and SPORTSENGINE_CLIENT_SECRET are set. */
export interface SportsengineEnv {
  clientId: string;
  clientSecret: string;
  /** OAuth 2 server: `/oauth/authorize` and `/oauth/token` below it. */
  authUrl: string;
  /** The GraphQL endpoint (the season-management, "beta", model). */
  graphqlUrl: string;
  /** The Sport Management REST API (sites, leagues, seasons, subseasons, games). */
  restUrl: string;
  /** 32 bytes for AES-256-GCM over the stored tokens: SPORTSENGINE_TOKEN_KEY, else derived from the session secret. */
  tokenKey: Buffer;
}

/** Stripe, when STRIPE_SECRET_KEY is set (docs/billing.md#configuration). */
export interface StripeEnv {
  secretKey: string;
  /** The signing secret of the webhook endpoint (`whsec_...`); undefined: webhooks answer 503. */
  webhookSecret: string | undefined;
  /** The Stripe price id each checkout plan slug buys (STRIPE_PRICE_<SLUG>); a slug without one cannot be bought. */
  prices: Record<string, string>;
  /**
   * STRIPE_API_URL split for the library's host, port and protocol options: only for pointing the library at a
   * local stand-in in tests; undefined: api.stripe.com.
   */
  api: { host: string; port: number; protocol: 'http' | 'https' } | undefined;
}

/** Validated configuration. Paths are absolute; `appUrl` has no trailing slash. */
export interface Env {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  appUrl: string;
  sessionSecret: string;
  cookieSecure: boolean;
  rateLimitAuthMax: number;
  /** Anonymous public-site reads per minute per client address and route (docs/public-site.md). */
  rateLimitPublicMax: number;
  /**
   * Fastify's trustProxy: which peers may set X-Forwarded-For, so the client address (and its rate-limit
   * bucket) is the real client's behind a reverse proxy. False: the peer itself is the client.
   */
  trustProxy: boolean | string[];
  webDist: string;
  /** Leaflet tile URL template for venue maps. */
  mapTileUrl: string;
  /** Attribution the tile provider requires; OpenStreetMap's unless MAP_ATTRIBUTION says otherwise. */
  mapAttribution: string;
  /** A Nominatim-compatible search URL; undefined: no address lookup, addresses are typed by hand. */
  geocoderUrl: string | undefined;
  /** Where rate-limit counts are kept so that every process shares them; undefined: in this process's memory. */
  redisUrl: string | undefined;
  /** Prefix of this app's rate-limit keys in Redis (tests give each app its own). */
  rateLimitNamespace: string;
  /** ADMIN_EMAILS, lower-cased: with the fixed list of site-admins.ts, who may call `admin` routes. */
  adminEmails: string[];
  /** This process takes schedule jobs (JOBS=on, the default) or only sends them (JOBS=off: an API process). */
  jobs: boolean;
  /** Schedule solves run at once in this process, each in a worker thread. */
  jobConcurrency: number;
  /** A running job's lease: a worker silent for this long is presumed gone and its job handed out again. */
  jobLeaseMs: number;
  /** At SIGTERM, how long in-flight requests and running jobs get before jobs are handed back. */
  shutdownGraceMs: number;
  /** Where uploaded images are kept: this bucket, or files under DATA_DIR/uploads when undefined. */
  uploadsS3: UploadsS3Env | undefined;
  /** Stripe checkout, portal and webhooks; undefined: billing is not set up (plans are set on the admin page). */
  stripe: StripeEnv | undefined;
  /** The external league-management portal's sign-up page, linked from /league-management. */
  leagueManagementUrl: string;
  /** The SportsEngine link; undefined without SPORTSENGINE_CLIENT_ID and _SECRET (its menu entries are hidden). */
  sportsengine: SportsengineEnv | undefined;
}

const fromRoot = (path: string): string => (isAbsolute(path) ? path : resolve(REPO_ROOT, path));

/** Reads DATA_DIR/session-secret, creating it (mode 600) on first start so restarts keep sessions valid. */
function storedSessionSecret(dataDir: string): string {
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= 16) return secret;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/**
 * The bucket of UPLOADS_S3_*, or undefined when none is set. The keys are required with the bucket: the SDK's own
 * credential chain would read the environment (and more) behind this module's back.
 */
function uploadsS3From(raw: z.infer<typeof RawEnvSchema>): UploadsS3Env | undefined {
  const { UPLOADS_S3_BUCKET: bucket, UPLOADS_S3_ACCESS_KEY_ID: accessKeyId } = raw;
  const secretAccessKey = raw.UPLOADS_S3_SECRET_ACCESS_KEY;
  const anySet = [bucket, accessKeyId, secretAccessKey, raw.UPLOADS_S3_ENDPOINT, raw.UPLOADS_S3_REGION].some(
    (v) => v !== undefined,
  );
  if (!anySet) return undefined;
  if (!bucket || !accessKeyId || !secretAccessKey) {
    const missing = Object.entries({
      UPLOADS_S3_BUCKET: bucket,
      UPLOADS_S3_ACCESS_KEY_ID: accessKeyId,
      UPLOADS_S3_SECRET_ACCESS_KEY: secretAccessKey,
    }).filter(([, value]) => value === undefined);
    const lines = missing.map(([name]) => `${name}: is required when any UPLOADS_S3_ variable is set`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return {
    endpoint: raw.UPLOADS_S3_ENDPOINT,
    bucket,
    region: raw.UPLOADS_S3_REGION ?? 'us-east-1',
    accessKeyId,
    secretAccessKey,
    forcePathStyle: raw.UPLOADS_S3_FORCE_PATH_STYLE ?? raw.UPLOADS_S3_ENDPOINT !== undefined,
  };
}

// The checkout plan slugs and the variable naming each one's Stripe price.
const STRIPE_PRICE_VARIABLES = {
  pro_yearly: 'STRIPE_PRICE_PRO_YEARLY',
  all_star_yearly: 'STRIPE_PRICE_ALL_STAR_YEARLY',
  elite_yearly: 'STRIPE_PRICE_ELITE_YEARLY',
  jp_pro_yearly: 'STRIPE_PRICE_JP_PRO_YEARLY',
  jp_all_star_yearly: 'STRIPE_PRICE_JP_ALL_STAR_YEARLY',
} as const;

/** Stripe's settings, or undefined without STRIPE_SECRET_KEY (billing then runs without a payment provider). */
function stripeFrom(raw: z.infer<typeof RawEnvSchema>): StripeEnv | undefined {
  if (!raw.STRIPE_SECRET_KEY) return undefined;
  const prices: Record<string, string> = {};
  for (const [slug, variable] of Object.entries(STRIPE_PRICE_VARIABLES)) {
    const price = raw[variable];
    if (price) prices[slug] = price;
  }
  let api: StripeEnv['api'];
  if (raw.STRIPE_API_URL) {
    const url = new URL(raw.STRIPE_API_URL);
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    api = { host: url.hostname, port: Number(url.port || (protocol === 'http' ? 80 : 443)), protocol };
  }
  return { secretKey: raw.STRIPE_SECRET_KEY, webhookSecret: raw.STRIPE_WEBHOOK_SECRET, prices, api };
}

/** The SportsEngine link's settings, or undefined unless both the client id and secret are set. */
function sportsengineFrom(
  raw: z.infer<typeof RawEnvSchema>,
  sessionSecret: string,
): SportsengineEnv | undefined {
  const { SPORTSENGINE_CLIENT_ID: clientId, SPORTSENGINE_CLIENT_SECRET: clientSecret } = raw;
  if (!clientId || !clientSecret) return undefined;
  const trim = (url: string) => url.replace(/\/+$/, '');
  // A key of its own is better (rotating the session secret then leaves the stored tokens readable); without one
  // the key is derived from the session secret, which is itself kept across restarts.
  const tokenKey = createHash('sha256')
    .update(raw.SPORTSENGINE_TOKEN_KEY ?? `sportsengine-tokens:${sessionSecret}`)
    .digest();
  return {
    clientId,
    clientSecret,
    authUrl: trim(raw.SPORTSENGINE_AUTH_URL ?? DEFAULT_SPORTSENGINE_AUTH_URL),
    graphqlUrl: raw.SPORTSENGINE_GRAPHQL_URL ?? DEFAULT_SPORTSENGINE_GRAPHQL_URL,
    restUrl: trim(raw.SPORTSENGINE_REST_URL ?? DEFAULT_SPORTSENGINE_REST_URL),
    tokenKey,
  };
}

/**
 * The only reader of process.env. Throws with every invalid variable named; relative paths resolve against the
 * repository root so `npm start` from any workspace uses the same data.
 */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = RawEnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const raw = parsed.data;
  if (raw.JOBS === 'off' && !raw.DATABASE_URL) {
    // The embedded database belongs to one process, so no separate worker could take the jobs.
    throw new Error(
      'Invalid environment:\nJOBS: off needs DATABASE_URL; with the embedded database the server runs the jobs',
    );
  }
  const uploadsS3 = uploadsS3From(raw);
  const port = raw.PORT ?? 3000;
  const dataDir = fromRoot(raw.DATA_DIR ?? './data');
  const appUrl = (raw.APP_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  const sessionSecret = raw.SESSION_SECRET ?? storedSessionSecret(dataDir);
  return {
    port,
    host: raw.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: raw.DATABASE_URL,
    smtpUrl: raw.SMTP_URL,
    appUrl,
    sessionSecret,
    cookieSecure: raw.COOKIE_SECURE ?? appUrl.startsWith('https:'),
    rateLimitAuthMax: raw.RATE_LIMIT_AUTH_MAX ?? 10,
    rateLimitPublicMax: raw.RATE_LIMIT_PUBLIC_MAX ?? 300,
    trustProxy: raw.TRUST_PROXY ?? false,
    webDist: fromRoot(raw.WEB_DIST ?? 'apps/web/dist'),
    mapTileUrl: raw.MAP_TILE_URL ?? DEFAULT_MAP_TILE_URL,
    mapAttribution: raw.MAP_ATTRIBUTION ?? DEFAULT_MAP_ATTRIBUTION,
    geocoderUrl: raw.GEOCODER_URL,
    redisUrl: raw.REDIS_URL,
    rateLimitNamespace: 'fixture-rate-limit:',
    adminEmails: (raw.ADMIN_EMAILS ?? '')
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
    jobs: (raw.JOBS ?? 'on') === 'on',
    jobConcurrency: raw.JOB_CONCURRENCY ?? 2,
    jobLeaseMs: (raw.JOB_LEASE_SECONDS ?? 30) * 1000,
    shutdownGraceMs: (raw.SHUTDOWN_GRACE_SECONDS ?? 10) * 1000,
    uploadsS3,
    stripe: stripeFrom(raw),
    leagueManagementUrl: raw.LEAGUE_MANAGEMENT_URL ?? DEFAULT_LEAGUE_MANAGEMENT_URL,
    sportsengine: sportsengineFrom(raw, sessionSecret),
  };
}
