// The console's part of issue 36's end-to-end test ("the console publishes, the live site shows
// the change and the console shows Live"), for a spec that runs with a release service: on the item
// editor after Publish, the line "On the live site" (cms/admin/src/live/ItemLiveView.tsx) says
// "Going live…" and then "Live" with a link to the page on the live site, which is returned.
import { expect, type Page } from '@playwright/test';

export interface WaitForLiveOptions {
  /** how long the release may take, from Publish to "Live" (a Gatsby build: tens of seconds) */
  timeout?: number;
  /** how long "Going live…" may take to show after Publish (the console asks at once) */
  goingLiveTimeout?: number;
}

/**
 * Given a page on the item editor where Publish was just pressed: waits for "Going live…", then for
 * "Live", and returns the href of "View on the live site". Fails with the line's text if it says
 * "Held back by a rollback" instead, or if "Live" never comes.
 */
export async function waitForLive(page: Page, { timeout = 120_000, goingLiveTimeout = 15_000 }: WaitForLiveOptions = {}): Promise<string> {
  const line = page.getByRole('group', { name: 'On the live site' });
  const state = line.getByRole('status');
  await expect(state, 'after Publish the editor says the item is going live').toHaveText('Going live…', { timeout: goingLiveTimeout });
  await expect(state, 'the release went live (see the Live site screen for a failure)').toHaveText(/^(Live|Held back by a rollback)$/, { timeout });
  const said = (await state.textContent())?.trim();
  if (said !== 'Live') throw new Error(`The editor says "${said}", not "Live": ${await line.innerText()}`);
  const link = line.getByRole('link', { name: /View on the live site/ });
  await expect(link).toBeVisible();
  const href = await link.getAttribute('href');
  if (!href) throw new Error('"View on the live site" has no address');
  return href;
}
