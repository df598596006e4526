// Tells the preview server (Gatsby's refresh endpoint) that content changed; failures are only logged.
import type { FastifyBaseLogger } from 'fastify';
import type { CmsConfig } from '../config';

export async function notifyPreview(config: CmsConfig, log: FastifyBaseLogger, what: string): Promise<void> {
  if (!config.previewRefreshUrl) return;
  try {
    const res = await fetch(config.previewRefreshUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(config.previewRefreshToken ? { authorization: config.previewRefreshToken } : {}) },
      body: JSON.stringify({ changed: what }),
      signal: AbortSignal.timeout(5000),
    });
    if (!res.ok) log.warn({ status: res.status }, 'preview refresh refused');
  } catch (err) {
    log.warn({ err }, 'preview refresh failed');
  }
}
