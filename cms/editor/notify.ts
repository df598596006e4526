// Tells the preview server (Gatsby's refresh endpoint) and the build hook that content changed; failures are only logged.
import type { FastifyBaseLogger } from 'fastify';
import type { CmsConfig } from '../config';
import type { ChangeAction } from '../../contract/editor';

/** Hook URLs often carry their secret in the path or query: logs name the origin only. */
const origin = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return '(invalid URL)';
  }
};

async function post(url: string, headers: Record<string, string>, body: unknown, log: FastifyBaseLogger, what: string) {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(5000),
    });
    if (!res.ok) log.warn({ status: res.status, to: origin(url) }, `${what} refused`);
  } catch (err) {
    log.warn({ err: { message: (err as Error).message }, to: origin(url) }, `${what} failed`);
  }
}

/** Build hook calls of one app (keyed by its config): when the last one left, and the trailing call waiting. */
interface HookWindow {
  lastAt: number;
  timer: NodeJS.Timeout | null;
  body: unknown;
}
const windows = new WeakMap<CmsConfig, HookWindow>();

/**
 * The build hook wakes the release service (contract/releases.ts), which also polls the publish log, so
 * a lost call loses nothing and the window can be short. Called at most once per BUILD_HOOK_WINDOW_S:
 * the first change calls it at once, later changes in the window are merged into one trailing call
 * at the window's end (always made, so the last change is never left unbuilt).
 */
function callBuildHook(config: CmsConfig, log: FastifyBaseLogger, body: unknown): Promise<void> {
  const url = config.buildHookUrl!;
  const windowMs = config.buildHookWindowS * 1000;
  let w = windows.get(config);
  if (!w) windows.set(config, (w = { lastAt: -Infinity, timer: null, body: null }));
  const now = Date.now();
  if (!w.timer && now - w.lastAt >= windowMs) {
    w.lastAt = now;
    return post(url, {}, body, log, 'build hook');
  }
  w.body = body;
  if (!w.timer) {
    const win = w;
    win.timer = setTimeout(
      () => {
        win.timer = null;
        win.lastAt = Date.now();
        void post(url, {}, win.body, log, 'build hook');
      },
      w.lastAt + windowMs - now,
    );
    // a pending rebuild must not keep a stopping process (or a test run) alive
    win.timer.unref();
  }
  return Promise.resolve();
}

/** `published`: the change touches what the public site shows (so production must rebuild). */
export async function notifyChange(config: CmsConfig, log: FastifyBaseLogger, changed: string, published: boolean, action?: ChangeAction): Promise<void> {
  const jobs: Promise<void>[] = [];
  // `changed` is "<type>/<id>"; the body also names them apart with the action (contract/editor.ts RefreshBody)
  const slash = changed.indexOf('/');
  const body = { changed, type: changed.slice(0, slash), id: changed.slice(slash + 1), ...(action ? { action } : {}) };
  if (config.previewRefreshUrl) {
    const auth: Record<string, string> = config.previewRefreshToken ? { authorization: config.previewRefreshToken } : {};
    jobs.push(post(config.previewRefreshUrl, auth, body, log, 'preview refresh'));
  }
  if (published && config.buildHookUrl) jobs.push(callBuildHook(config, log, body));
  await Promise.all(jobs);
}

/** Wakes the release service for what is not a content change: an editor's "build now", an admin's rollback. */
export async function wakeReleaseService(config: CmsConfig, log: FastifyBaseLogger, reason: 'rebuild' | 'rollback'): Promise<void> {
  if (config.buildHookUrl) await callBuildHook(config, log, { changed: `releases/${reason}`, type: 'releases', id: reason });
}
