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
  await gotoReady(page, url);
  if (t.ready) await page.waitForSelector(t.ready);
  await page.waitForLoadState('networkidle');
  return url;
}
