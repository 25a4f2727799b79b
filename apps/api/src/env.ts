import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

// An empty variable means "not set": `DATABASE_URL=` must select PGlite, not fail URL validation.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

const booleanString = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

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
  WEB_DIST: optional(z.string()),
  MAP_TILE_URL: optional(z.string().url()),
  MAP_ATTRIBUTION: optional(z.string()),
  GEOCODER_URL: optional(z.string().url()),
});

/** OpenStreetMap's own tiles: fine for a club's traffic under their usage policy; set MAP_TILE_URL beyond that. */
export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_MAP_ATTRIBUTION = '© OpenStreetMap contributors';

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
  webDist: string;
  /** Leaflet tile URL template for venue maps. */
  mapTileUrl: string;
  /** Attribution the tile provider requires; OpenStreetMap's unless MAP_ATTRIBUTION says otherwise. */
  mapAttribution: string;
  /** A Nominatim-compatible search URL; undefined: no address lookup, addresses are typed by hand. */
  geocoderUrl: string | undefined;
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
  const port = raw.PORT ?? 3000;
  const dataDir = fromRoot(raw.DATA_DIR ?? './data');
  const appUrl = (raw.APP_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  return {
    port,
    host: raw.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: raw.DATABASE_URL,
    smtpUrl: raw.SMTP_URL,
    appUrl,
    sessionSecret: raw.SESSION_SECRET ?? storedSessionSecret(dataDir),
    cookieSecure: raw.COOKIE_SECURE ?? appUrl.startsWith('https:'),
    rateLimitAuthMax: raw.RATE_LIMIT_AUTH_MAX ?? 10,
    webDist: fromRoot(raw.WEB_DIST ?? 'apps/web/dist'),
    mapTileUrl: raw.MAP_TILE_URL ?? DEFAULT_MAP_TILE_URL,
    mapAttribution: raw.MAP_ATTRIBUTION ?? DEFAULT_MAP_ATTRIBUTION,
    geocoderUrl: raw.GEOCODER_URL,
  };
}
