// Tells the outside world that content changed: the preview server's refresh endpoint on every
// change (body {type, id, action}, authorization = GATSBY_REFRESH_TOKEN), and on a publish the
// production build hook (BUILD_HOOK_URL) when one is set. Fire-and-forget: a short timeout, failures
// are logged and never reach the edit that caused them.
import type { FastifyBaseLogger } from 'fastify';
import type { ChangeAction, RefreshBody } from '../../src/contract/editor';

export interface NotifyTargets {
  previewRefreshUrl: string | null;
  previewRefreshToken: string | null;
  buildHookUrl: string | null;
  timeoutMs: number;
}

export function notifyTargets(config: { previewRefreshUrl?: string | null; previewRefreshToken?: string | null }, env: NodeJS.ProcessEnv = process.env): NotifyTargets {
  const timeout = Number.parseInt(env.NOTIFY_TIMEOUT_MS ?? '', 10);
  return {
    previewRefreshUrl: config.previewRefreshUrl ?? (env.PREVIEW_REFRESH_URL || null),
    previewRefreshToken: config.previewRefreshToken ?? (env.GATSBY_REFRESH_TOKEN || null),
    buildHookUrl: env.BUILD_HOOK_URL || null,
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : 3000,
  };
}

async function post(url: string, body: unknown, headers: Record<string, string>, timeoutMs: number, log: FastifyBaseLogger, what: string): Promise<boolean> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    // drain the body so the socket is released
    await res.arrayBuffer().catch(() => undefined);
    if (!res.ok) {
      log.warn({ status: res.status, url }, `${what} refused`);
      return false;
    }
    return true;
  } catch (err) {
    log.warn({ err: (err as Error).message, url }, `${what} failed`);
    return false;
  }
}

/**
 * Notify about one change. Returns a promise for tests; callers do not await it
 * (`void notifyChange(...)`), and it never rejects.
 */
export async function notifyChange(targets: NotifyTargets, log: FastifyBaseLogger, type: string, id: string | number, action: ChangeAction): Promise<void> {
  const body: RefreshBody = { type, id: String(id), action, at: new Date().toISOString() };
  const jobs: Promise<boolean>[] = [];
  if (targets.previewRefreshUrl) {
    const headers: Record<string, string> = targets.previewRefreshToken ? { authorization: targets.previewRefreshToken } : {};
    jobs.push(post(targets.previewRefreshUrl, body, headers, targets.timeoutMs, log, 'preview refresh'));
  }
  if (action === 'publish' && targets.buildHookUrl) jobs.push(post(targets.buildHookUrl, body, {}, targets.timeoutMs, log, 'build hook'));
  await Promise.all(jobs);
}
