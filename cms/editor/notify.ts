// Tells the preview server (Gatsby's refresh endpoint) and the build hook that content changed; failures are only logged.
import type { FastifyBaseLogger } from 'fastify';
import type { CmsConfig } from '../config';
import type { ChangeAction } from '../../src/contract/editor';

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
export async function notifyChange(config: CmsConfig, log: FastifyBaseLogger, changed: string, published: boolean, action?: ChangeAction): Promise<void> {
  const jobs: Promise<void>[] = [];
  // `changed` is "<type>/<id>"; the body also names them apart with the action (src/contract/editor.ts RefreshBody)
  const slash = changed.indexOf('/');
  const body = { changed, type: changed.slice(0, slash), id: changed.slice(slash + 1), ...(action ? { action } : {}) };
  if (config.previewRefreshUrl) {
    const auth: Record<string, string> = config.previewRefreshToken ? { authorization: config.previewRefreshToken } : {};
    jobs.push(post(config.previewRefreshUrl, auth, body, log, 'preview refresh'));
  }
  if (published && config.buildHookUrl) jobs.push(post(config.buildHookUrl, {}, body, log, 'build hook'));
  await Promise.all(jobs);
}
