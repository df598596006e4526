// "Open preview" against a real preview server (docs/product/editing.md#the-console): the harness's
// CMS has no preview server, so this spec starts its own pair as `npm run preview` does (a CMS on a
// temp database with PREVIEW_URL set, and `gatsby develop` in preview mode, in a private copy of
// the project on free ports). An editor signs in, writes a blog draft, opens the preview: the draft
// shows there while the public API does not list it; with the preview server stopped the console
// says so plainly. @exclusive: `gatsby develop` is heavy, so it runs alone after the shared specs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, expect, request as pwRequest } from '@playwright/test';
import { startPreviewInCopy, type Preview } from '../../scripts/preview';
import { ensureAdminBuilt } from '../../scripts/build-admin';
import { stopChild, stopPid, tail } from '../../scripts/lib/proc';
import { DEMO_EDITOR } from '../../cms/editor/demo';

// the first `gatsby develop` bundle on two shared cores can take many minutes
const BOOT_MS = 15 * 60_000;
// an editor's save reaches the preview in seconds; a loaded machine gets a wide margin
const VISIBLE_MS = 150_000;

let dir = '';
let preview: Preview | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // past startPreviewInCopy's own limits (develop 15 min, the CMS 90 s), so a slow boot fails
  // there, with gatsby develop's log, and stops its pair
  test.setTimeout(BOOT_MS + 180_000);
  // the private copy takes the console's build with it
  await ensureAdminBuilt((s) => process.stdout.write(`[admin-preview] ${s}\n`));
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cfm-e2e-preview-'));
  preview = await startPreviewInCopy(dir, (cmsPort, previewPort) =>
    process.stdout.write(`[admin-preview] CMS :${cmsPort}, gatsby develop :${previewPort} in ${dir}; booting…\n`),
  );
});

/**
 * Stops every process running in the private copy `dir` (the CMS and `gatsby develop` with its
 * workers). Needed when the boot was cut short before startPreviewInCopy answered: the pair then
 * runs with no stop() in our hands. Not stopAllChildren(): in the exclusive project's one worker
 * that would also stop the shared CMS another spec restarted.
 */
async function stopProcessesIn(dir: string) {
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    let cwd = '';
    try {
      cwd = fs.readlinkSync(`/proc/${entry}/cwd`);
    } catch {
      continue; // gone meanwhile, or not ours to look at
    }
    if (cwd === dir || cwd.startsWith(`${dir}/`)) await stopPid(Number(entry), 2000);
  }
}

test.afterAll(async () => {
  test.setTimeout(60_000);
  try {
    await preview?.stop();
  } finally {
    if (dir) {
      await stopProcessesIn(dir);
      if (process.env.KEEP_PREVIEW_TEST_DIR !== '1') fs.rmSync(dir, { recursive: true, force: true });
    }
  }
});

test(
  '"Open preview" shows a new blog draft on the preview server, not in the public API; then says the stopped server is down',
  { tag: '@exclusive' },
  async ({ page, context }) => {
    test.setTimeout(VISIBLE_MS + 180_000);
    const p = preview!;
    const admin = `${p.cmsUrl}/admin/`;

    await page.goto(admin);
    await page.getByLabel('User name').fill(DEMO_EDITOR.username);
    await page.getByLabel('Password').fill(DEMO_EDITOR.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Home' })).toBeVisible();

    await page.getByRole('link', { name: 'Write a blog post' }).click();
    const title = `E2E preview draft ${Date.now().toString(36)}`;
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page).toHaveURL(/\/admin\/items\/blogs\/\d+$/);
    const id = Number(/(\d+)$/.exec(page.url())![1]);

    const popup = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Open preview' }).click();
    const status = page.locator('.preview-status');
    try {
      await expect(status).toHaveText('Preview ready', { timeout: VISIBLE_MS });
    } catch (err) {
      throw new Error(`${(err as Error).message}\n--- gatsby develop's log ---\n${tail(path.join(dir, 'develop.log'), 40)}`);
    }

    // the button opened the item's page on the preview server, which shows the draft
    const shown = await popup;
    await shown.waitForLoadState('domcontentloaded');
    expect(shown.url()).toBe(`${p.previewUrl}/blogInfo/${id}/`);
    await expect(shown.getByText(title).first()).toBeVisible({ timeout: 60_000 });
    await shown.close();

    // the public API neither lists nor answers it
    const api = await pwRequest.newContext();
    try {
      const list = await api.get(`${p.cmsUrl}/api/Blog/list?page=1`);
      expect(list.ok()).toBe(true);
      expect(await list.text()).not.toContain(title);
      expect(((await (await api.get(`${p.cmsUrl}/api/Blog/detail?id=${id}`)).json()) as { code: number }).code).toBe(0);
    } finally {
      await api.dispose();
    }

    // the preview server goes away: the console says so and how to bring it back
    await stopChild(p.develop);
    const gone = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Open preview' }).click();
    await (await gone).close();
    await expect(status).toHaveText(`The preview server at ${p.previewUrl} does not answer: start it with npm run preview.`, { timeout: 30_000 });
    await expect(status).toHaveClass(/is-down/);
  },
);
