// Reads the CMS settings from the environment, with working defaults, in one place.
import path from 'node:path';
import { parseSqliteSync, type SqliteSync } from './db/dialect';
import { parseTrustProxy, type TrustProxy } from './lib/trust-proxy';

export interface CmsConfig {
  port: number;
  host: string;
  dbFile: string;
  /** postgres://… when the data lives in PostgreSQL (CMS_DATABASE_URL); null means the SQLite file */
  databaseUrl: string | null;
  /** PostgreSQL connections per instance */
  dbPoolSize: number;
  /** SQLite's synchronous setting (CMS_SQLITE_SYNC) */
  sqliteSync: SqliteSync;
  /** seconds a public GET answer may be served from memory (0 turns the cache off) */
  publicCacheS: number;
  /** public GET answers kept in memory at most */
  publicCacheEntries: number;
  /** milliseconds between two reads of the database's content version by that cache (0: before every cached answer) */
  publicCacheCheckMs: number;
  uploadDir: string;
  publicUrl: string;
  siteUrl: string;
  /** exact origins allowed; empty means SITE_URL's origin (and any localhost port when that is on localhost) */
  corsOrigins: string[];
  tokenTtlHours: number;
  resetTtlMinutes: number;
  throttleMax: number;
  throttleWindowS: number;
  /** warranty lookups per client per throttle window, and by everyone together */
  warrantyMax: number;
  warrantyMaxAll: number;
  /** proxies whose X-Forwarded-For is believed (CMS_TRUST_PROXY) */
  trustProxy: TrustProxy;
  smtpUrl: string | null;
  mailFrom: string;
  logger: boolean;
  /** which answers get a request log line: every one, or only those with status 400 or above (CMS_LOG_REQUESTS) */
  logRequests: LogRequests;
  /** the machine token (build, preview server): read-only access to the editing API; null disables it */
  editorToken: string | null;
  /** an editor's session ends after this many minutes without a request, and after this many hours in any case */
  editorIdleMinutes: number;
  editorSessionHours: number;
  /** the brand's time zone (CMS_BRAND_TIME_ZONE, an IANA name): the console shows and edits times in it; they are stored in UTC (docs/product/time.md) */
  brandTimeZone: string;
  /** preview server to notify after an edit (Gatsby's /__refresh), with its token */
  previewRefreshUrl: string | null;
  previewRefreshToken: string | null;
  /** the preview server's origin (`npm run preview`), where the editors' console opens an item's page */
  previewUrl: string | null;
  /** POSTed after an edit that changes published content (production rebuild) */
  buildHookUrl: string | null;
  /** at most one build hook call per this many seconds (later changes ride on one trailing call) */
  buildHookWindowS: number;
  /** the release service's token (CMS_RELEASE_TOKEN): it signs the /api/releases/* calls; null refuses them all */
  releaseToken: string | null;
  /** seconds between two looks for due schedules (CMS_SCHEDULE_POLL_S, default 5; 0: this instance runs none) */
  schedulePollS: number;
  /** serve only the calls of docs/product/api-calls.md (CMS_SPEC_ONLY=1), to test builds against a plain API */
  specOnly: boolean;
  /**
   * Demo mode (CMS_DEMO=1), and nothing else makes one: the demo content and its published logins
   * go into a new database, link fields also take http: URLs. NODE_ENV plays no part.
   */
  demo: boolean;
}

/** CMS_DEMO as a setting: 1 is a demo; unset, empty or 0 a real instance; anything else a mistake. */
export function parseDemo(value: string | undefined): boolean {
  const v = (value ?? '').trim();
  if (v === '' || v === '0') return false;
  if (v === '1') return true;
  throw new Error(`CMS_DEMO must be 1 (a demo with the published demo logins) or 0 / unset (a real instance), not "${value}"`);
}

export type LogRequests = 'all' | 'errors';

/** CMS_LOG_REQUESTS as a setting: `errors` by default in production (NODE_ENV=production), else `all`. */
export function parseLogRequests(value: string | undefined, nodeEnv: string | undefined): LogRequests {
  const v = (value ?? '').trim().toLowerCase();
  if (v === '') return nodeEnv === 'production' ? 'errors' : 'all';
  if (v === 'all' || v === 'errors') return v;
  throw new Error(`CMS_LOG_REQUESTS must be all or errors (got "${value}")`);
}

/** CMS_BRAND_TIME_ZONE as a setting: an IANA zone name the platform knows; Europe/Berlin by default. */
export function parseTimeZone(value: string | undefined): string {
  const v = (value ?? '').trim();
  if (v === '') return 'Europe/Berlin';
  try {
    return new Intl.DateTimeFormat('en', { timeZone: v }).resolvedOptions().timeZone;
  } catch {
    throw new Error(`CMS_BRAND_TIME_ZONE must be a time zone name such as Europe/Berlin or UTC (got "${value}")`);
  }
}

/** Shorter release tokens are refused: the token lets its holder decide what goes live. */
export const RELEASE_TOKEN_MIN = 16;

/** CMS_RELEASE_TOKEN as a setting: unset or empty turns the release calls off; a short one is a mistake. */
export function parseReleaseToken(value: string | undefined): string | null {
  const v = (value ?? '').trim();
  if (v === '') return null;
  if (v.length < RELEASE_TOKEN_MIN) throw new Error(`CMS_RELEASE_TOKEN must be at least ${RELEASE_TOKEN_MIN} characters (got ${v.length})`);
  return v;
}

function int(value: string | undefined, fallback: number): number {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<CmsConfig> = {}): CmsConfig {
  const port = int(env.CMS_PORT, 4000);
  const throttleMax = int(env.CMS_THROTTLE_MAX, 20);
  const config: CmsConfig = {
    port,
    // loopback unless told otherwise: in production a proxy or load balancer sits in front
    host: env.CMS_HOST || '127.0.0.1',
    dbFile: path.resolve(env.CMS_DB_FILE || 'data/cms.sqlite'),
    databaseUrl: env.CMS_DATABASE_URL || null,
    dbPoolSize: int(env.CMS_DB_POOL_SIZE, 10),
    sqliteSync: parseSqliteSync(env.CMS_SQLITE_SYNC),
    publicCacheS: env.CMS_PUBLIC_CACHE_S === '0' ? 0 : int(env.CMS_PUBLIC_CACHE_S, 60),
    publicCacheEntries: int(env.CMS_PUBLIC_CACHE_ENTRIES, 1000),
    publicCacheCheckMs: env.CMS_PUBLIC_CACHE_CHECK_MS === '0' ? 0 : int(env.CMS_PUBLIC_CACHE_CHECK_MS, 100),
    uploadDir: path.resolve(env.CMS_UPLOAD_DIR || 'data/uploads'),
    publicUrl: (env.CMS_PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    siteUrl: (env.SITE_URL || 'http://localhost:9000').replace(/\/+$/, ''),
    corsOrigins: (env.CMS_CORS_ORIGINS || '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    tokenTtlHours: int(env.CMS_TOKEN_TTL_HOURS, 24),
    resetTtlMinutes: int(env.CMS_RESET_TTL_MINUTES, 60),
    throttleMax,
    throttleWindowS: int(env.CMS_THROTTLE_WINDOW_S, 600),
    // a car owner looks up a few times; scaled from the login limit so one setting loosens both (tests, e2e)
    warrantyMax: int(env.CMS_WARRANTY_MAX, throttleMax * 3),
    warrantyMaxAll: int(env.CMS_WARRANTY_MAX_ALL, throttleMax * 50),
    trustProxy: parseTrustProxy(env.CMS_TRUST_PROXY),
    smtpUrl: env.CMS_SMTP_URL || null,
    mailFrom: env.CMS_MAIL_FROM || 'Car Film Master <no-reply@carfilmmaster.local>',
    logger: env.CMS_LOG !== '0',
    logRequests: parseLogRequests(env.CMS_LOG_REQUESTS, env.NODE_ENV),
    editorToken: env.CMS_EDITOR_TOKEN && env.CMS_EDITOR_TOKEN.length >= 16 ? env.CMS_EDITOR_TOKEN : null,
    editorIdleMinutes: int(env.CMS_EDITOR_IDLE_MINUTES, 30),
    editorSessionHours: int(env.CMS_EDITOR_SESSION_HOURS, 12),
    brandTimeZone: parseTimeZone(env.CMS_BRAND_TIME_ZONE),
    previewRefreshUrl: env.PREVIEW_REFRESH_URL || null,
    previewRefreshToken: env.GATSBY_REFRESH_TOKEN || null,
    previewUrl: env.PREVIEW_URL ? env.PREVIEW_URL.replace(/\/+$/, '') : null,
    buildHookUrl: env.BUILD_HOOK_URL || null,
    buildHookWindowS: int(env.BUILD_HOOK_WINDOW_S, 5),
    releaseToken: parseReleaseToken(env.CMS_RELEASE_TOKEN),
    schedulePollS: env.CMS_SCHEDULE_POLL_S?.trim() === '0' ? 0 : int(env.CMS_SCHEDULE_POLL_S, 5),
    specOnly: env.CMS_SPEC_ONLY === '1',
    demo: parseDemo(env.CMS_DEMO),
  };
  const merged = { ...config, ...overrides };
  // derived limits follow an overridden throttleMax unless given themselves
  if (overrides.throttleMax !== undefined && overrides.warrantyMax === undefined && env.CMS_WARRANTY_MAX === undefined)
    merged.warrantyMax = overrides.throttleMax * 3;
  if (overrides.throttleMax !== undefined && overrides.warrantyMaxAll === undefined && env.CMS_WARRANTY_MAX_ALL === undefined)
    merged.warrantyMaxAll = overrides.throttleMax * 50;
  return merged;
}
