// What e2e tests need from the harness: the URLs, a way to take the API down and bring it back,
// and screenshots named by width.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { isAlive, portIsFree, sleep, stopPid } from '../../../scripts/lib/proc';
import { startCms as startCmsProcess } from '../../../scripts/lib/site';
import { ARTIFACTS, readEnv, writeEnv } from './harness';

/** Origin of the built site, e.g. http://localhost:41234 (no trailing slash). */
export const siteUrl = (): string => readEnv().siteUrl;

/** Origin of the CMS the site was built against, e.g. http://localhost:41233. */
export const apiUrl = (): string => readEnv().apiUrl;

/** Stop the CMS (for "API down" cases); resolves once its port is closed. Pair with startCms(). */
export async function stopCms(): Promise<void> {
  const env = readEnv();
  await stopPid(env.cmsPid);
  const deadline = Date.now() + 10_000;
  while (!(await portIsFree(env.cms.port))) {
    if (Date.now() > deadline) throw new Error(`CMS port ${env.cms.port} still busy after stopCms()`);
    await sleep(100);
  }
}

/** Start the CMS again on the same port and database (no-op if it is running). */
export async function startCms(): Promise<void> {
  const env = readEnv();
  if (isAlive(env.cmsPid)) return;
  const child = await startCmsProcess(env.cms);
  child.proc.unref();
  writeEnv({ ...env, cmsPid: child.proc.pid! });
}

export const SCREENSHOT_DIR = path.join(ARTIFACTS, 'screenshots');

/** Full-page screenshot to artifacts/screenshots/<name>-<viewport width>.png; returns the path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  const width = page.viewportSize()?.width ?? 0;
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}-${width}.png`);
  // On the site, what lies below the viewport skips rendering until a visitor scrolls to it
  // (docs/product/page-weight.md#main-thread-work): a whole-page picture draws it all at once. The
  // CMS's console skips nothing, and its policy refuses the inline style Playwright would add.
  const onSite = new URL(page.url()).origin === new URL(siteUrl()).origin;
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled', ...(onSite ? { style: '* { content-visibility: visible !important; }' } : {}) });
  return file;
}
