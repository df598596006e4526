// Reads the CMS settings from the environment, with working defaults, in one place.
import path from 'node:path';

export interface CmsConfig {
  port: number;
  host: string;
  dbFile: string;
  uploadDir: string;
  publicUrl: string;
  siteUrl: string;
  /** exact origins allowed; empty means any http(s)://localhost or 127.0.0.1 port */
  corsOrigins: string[];
  tokenTtlHours: number;
  resetTtlMinutes: number;
  throttleMax: number;
  throttleWindowS: number;
  smtpUrl: string | null;
  mailFrom: string;
  logger: boolean;
  /** bearer token of the editing API; null disables it */
  editorToken: string | null;
  /** preview server to notify after an edit (Gatsby's /__refresh), with its token */
  previewRefreshUrl: string | null;
  previewRefreshToken: string | null;
  /** POSTed after an edit that changes published content (production rebuild) */
  buildHookUrl: string | null;
}

function int(value: string | undefined, fallback: number): number {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<CmsConfig> = {}): CmsConfig {
  const port = int(env.CMS_PORT, 4000);
  const config: CmsConfig = {
    port,
    host: env.CMS_HOST || '0.0.0.0',
    dbFile: path.resolve(env.CMS_DB_FILE || 'data/cms.sqlite'),
    uploadDir: path.resolve(env.CMS_UPLOAD_DIR || 'data/uploads'),
    publicUrl: (env.CMS_PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    siteUrl: (env.SITE_URL || 'http://localhost:9000').replace(/\/+$/, ''),
    corsOrigins: (env.CMS_CORS_ORIGINS || '').split(',').map((s) => s.trim()).filter(Boolean),
    tokenTtlHours: int(env.CMS_TOKEN_TTL_HOURS, 24),
    resetTtlMinutes: int(env.CMS_RESET_TTL_MINUTES, 60),
    throttleMax: int(env.CMS_THROTTLE_MAX, 20),
    throttleWindowS: int(env.CMS_THROTTLE_WINDOW_S, 600),
    smtpUrl: env.CMS_SMTP_URL || null,
    mailFrom: env.CMS_MAIL_FROM || 'Car Film Master <no-reply@carfilmmaster.local>',
    logger: env.CMS_LOG !== '0',
    editorToken: env.CMS_EDITOR_TOKEN && env.CMS_EDITOR_TOKEN.length >= 16 ? env.CMS_EDITOR_TOKEN : null,
    previewRefreshUrl: env.PREVIEW_REFRESH_URL || null,
    previewRefreshToken: env.GATSBY_REFRESH_TOKEN || null,
    buildHookUrl: env.BUILD_HOOK_URL || null,
  };
  return { ...config, ...overrides };
}
