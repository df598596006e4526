/**
 * The plugin's options: a Joi schema for Gatsby to validate gatsby-config against, and ONE
 * function that fills in the defaults, used by every step.
 */
import type { GatsbyNode, PluginOptions as GatsbyPluginOptions } from 'gatsby';

export interface CarfilmOptions {
  /** Base URL of the content API (default GATSBY_API_URL or http://localhost:4000). */
  apiUrl: string;
  /** Per-request timeout. With `retries` it bounds how long an unreachable API can stall a build (< 30 s). */
  timeoutMs: number;
  /** Extra attempts after a connection failure, timeout or HTTP 5xx. */
  retries: number;
  /** Parallel requests (per-item calls, media downloads). */
  concurrency: number;
  /** Preview builds pull drafts too (later issue: `gatsby develop` preview server). */
  preview: boolean;
  /** Editor token sent to the CMS in preview mode (CMS_EDITOR_TOKEN). */
  editorToken: string;
  /** Fail the build when a media file the content refers to cannot be downloaded. */
  failOnMissingMedia: boolean;
}

export const DEFAULT_API_URL = 'http://localhost:4000';
/** 3 attempts × 8 s + backoff stays under the 30 s an unreachable API may cost a build. */
export const DEFAULT_TIMEOUT_MS = 8000;
export const DEFAULT_RETRIES = 2;
export const DEFAULT_CONCURRENCY = 6;

export function withDefaults(options: Partial<CarfilmOptions> | GatsbyPluginOptions = {}): CarfilmOptions {
  const o = options as Partial<CarfilmOptions>;
  const env = typeof process !== 'undefined' ? process.env : {};
  return {
    apiUrl: (o.apiUrl || env.GATSBY_API_URL || DEFAULT_API_URL).replace(/\/+$/, ''),
    timeoutMs: o.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    retries: o.retries ?? DEFAULT_RETRIES,
    concurrency: o.concurrency ?? DEFAULT_CONCURRENCY,
    preview: o.preview ?? env.GATSBY_CMS_PREVIEW === '1',
    editorToken: o.editorToken ?? env.CMS_EDITOR_TOKEN ?? '',
    failOnMissingMedia: o.failOnMissingMedia ?? true,
  };
}

export const pluginOptionsSchema: GatsbyNode['pluginOptionsSchema'] = ({ Joi }) =>
  Joi.object({
    apiUrl: Joi.string()
      .uri({ scheme: ['http', 'https'] })
      .description('Base URL of the content API (default GATSBY_API_URL or http://localhost:4000)'),
    timeoutMs: Joi.number().integer().min(100).max(100000).description('Per-request timeout in ms'),
    retries: Joi.number().integer().min(0).max(5).description('Retries after a connection failure, timeout or 5xx'),
    concurrency: Joi.number().integer().min(1).max(32).description('Parallel requests'),
    preview: Joi.boolean().description('Pull drafts (preview server)'),
    editorToken: Joi.string().allow('').description('Editor token for preview (CMS_EDITOR_TOKEN)'),
    failOnMissingMedia: Joi.boolean().description('Fail the build when a referenced media file cannot be downloaded'),
  });
