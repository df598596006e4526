// One template opened as the page-wide checks (axe, reflow) see it: signed in for dealer pages, the
// home loader already seen, dialogs accepted, and settled (its ready selector, no network activity).
import type { BrowserContext, Page } from '@playwright/test';
import { gotoReady, setSessionCookies, type UserInfo } from '../live-support';
import { HOME_SEEN_KEY } from '../../../src/features/home/home-constants';
import { urlOf, type Template } from './templates';

/** Opens `t` and answers its URL once the page has settled. */
export async function openTemplate(page: Page, context: BrowserContext, t: Template, session: UserInfo): Promise<string> {
  if (t.dealer) await setSessionCookies(context, session.token, session);
  await page.addInitScript((key) => window.sessionStorage.setItem(key, '1'), HOME_SEEN_KEY);
  page.on('dialog', (d) => void d.accept());
  const url = urlOf(t);
  await loadSettled(page, t, url);
  return url;
}

/**
 * Loads `url` (template `t`) again in the page `openTemplate` prepared, as a fresh load at the
 * page's current viewport: the session, the home-loader flag and the dialog handler stay, and
 * scripts, styles and pictures come from the browser's cache, so it costs a fraction of a new
 * context and page (docs/development.md#test-run-time).
 */
export async function reloadTemplate(page: Page, t: Template, url: string): Promise<void> {
  await loadSettled(page, t, url);
}

async function loadSettled(page: Page, t: Template, url: string): Promise<void> {
  await gotoReady(page, url);
  if (t.ready) await page.waitForSelector(t.ready);
  await page.waitForLoadState('networkidle');
}
