// Tells the preview server (Gatsby's refresh endpoint) and the build hook that content changed; failures are only logged.
import type { FastifyBaseLogger } from 'fastify';
import type { CmsConfig } from '../config';

async function post(url: string, headers: Record<string, string>, body: unknown, log: FastifyBaseLogger, what: string) {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(5000),
    });
    if (!res.ok) log.warn({ status: res.status, url }, `${what} refused`);
  } catch (err) {
    log.warn({ err, url }, `${what} failed`);
  }
}

/** `published`: the change touches what the public site shows (so production must rebuild). */
export async function notifyChange(config: CmsConfig, log: FastifyBaseLogger, changed: string, published: boolean): Promise<void> {
  const jobs: Promise<void>[] = [];
  if (config.previewRefreshUrl) {
    const auth: Record<string, string> = config.previewRefreshToken ? { authorization: config.previewRefreshToken } : {};
    jobs.push(post(config.previewRefreshUrl, auth, { changed }, log, 'preview refresh'));
  }
  if (published && config.buildHookUrl) jobs.push(post(config.buildHookUrl, {}, { changed }, log, 'build hook'));
  await Promise.all(jobs);
}
