// "Open preview" against a real preview server (docs/product/editing.md#the-console): the harness's
// CMS has no preview server, so this spec starts its own pair as `npm run preview` does (a CMS on a
// temp database with PREVIEW_URL set, and `gatsby develop` in preview mode, in a private copy of
// the project on free ports). An editor signs in, writes a blog draft, opens the preview: the draft
// shows there while the public API does not list it; with the preview server stopped the console
// says so plainly. Before that, on the same server (one `gatsby develop` per test run,
// docs/development.md#test-run-time), the editing API's changes reach it: a renamed blog's
// page-data shows the new title within seconds (printed), a new draft appears, a deleted blog
// leaves. (The production side, drafts never built and the change-feed rebuild, is checked on the
// hostile-content spec's private build.) Those checks come first: they call the editing API
// directly. Not @exclusive: the spec changes only its own pair of servers, so its `gatsby develop`
// boot overlaps the other workers' specs (docs/development.md#test-run-time).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, expect, request as pwRequest, type Page } from '@playwright/test';
import { editorCall, editorSignIn, readBlogItem, saveBlogDraft, startPreviewInCopy, waitForPageData, type Preview } from '../../scripts/preview';
import { ensureAdminBuilt } from '../../scripts/build-admin';
import { stopChild, stopPid, tail } from '../../scripts/lib/proc';
import { DEMO_EDITOR } from '../../cms/demo/accounts';

// the first `gatsby develop` bundle on two shared cores can take many minutes
const BOOT_MS = 15 * 60_000;
// an editor's save reaches the preview in seconds; a loaded machine gets a wide margin
const VISIBLE_MS = 150_000;
const say = (s: string) => process.stdout.write(`[admin-preview] ${s}\n`);

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
 * runs with no stop() in our hands. Not stopAllChildren(): in a Playwright worker
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

type BlogList = { data: { blogs: { data: { id: number }[] } } };

test('an editor renames a blog: the preview shows the new title within seconds', async () => {
  test.setTimeout(VISIBLE_MS + 60_000);
  const p = preview!;
  const cookie = await editorSignIn(p.cmsUrl);
  const list = (await (await fetch(`${p.cmsUrl}/api/Blog/list?page=1`)).json()) as BlogList;
  const page = `/blogInfo/${list.data.blogs.data[0].id}/`;
  await waitForPageData(p.previewUrl, page, () => true, VISIBLE_MS);
  const title = `Renamed in the CMS ${Date.now().toString(36)}`;
  const t0 = Date.now();
  // a draft: the preview shows it (production builds do not: hostile-content.spec.ts)
  await saveBlogDraft(p.cmsUrl, cookie, list.data.blogs.data[0].id, (item) => ({ ...item, title }));
  await waitForPageData(p.previewUrl, page, (t) => t.includes(title), VISIBLE_MS, 50);
  say(`edit-to-visible: ${((Date.now() - t0) / 1000).toFixed(2)} s (page-data of ${page})`);
});

test('a new draft shows in the preview, and a deleted blog leaves it', async () => {
  test.setTimeout(2 * VISIBLE_MS + 60_000);
  const p = preview!;
  const cookie = await editorSignIn(p.cmsUrl);
  const list = (await (await fetch(`${p.cmsUrl}/api/Blog/list?page=1`)).json()) as BlogList;
  const [modelId, deletedId] = list.data.blogs.data.map((b) => b.id);
  const { item: model } = await readBlogItem(p.cmsUrl, cookie, modelId);
  const draftTitle = `Draft only editors see ${Date.now().toString(36)}`;
  // the CMS assigns the id of a new item (a draft until published)
  const created = await editorCall<{ id: number }>(p.cmsUrl, cookie, 'POST', '/api/editor/items/blogs', { data: { ...model, title: draftTitle, related: [] } });
  const shown = await waitForPageData(p.previewUrl, `/blogInfo/${created.id}/`, (t) => t.includes(draftTitle), VISIBLE_MS);
  say(`draft visible in the preview after ${(shown / 1000).toFixed(2)} s`);
  // the public API does not show it
  expect(((await (await fetch(`${p.cmsUrl}/api/Blog/detail?id=${created.id}`)).json()) as { code: number }).code).toBe(0);

  await waitForPageData(p.previewUrl, `/blogInfo/${deletedId}/`, () => true, VISIBLE_MS);
  const { etag } = await readBlogItem(p.cmsUrl, cookie, deletedId);
  await editorCall(p.cmsUrl, cookie, 'DELETE', `/api/editor/items/blogs/${deletedId}`, undefined, etag);
  const url = `${p.previewUrl}/page-data/blogInfo/${deletedId}/page-data.json`;
  const t0 = Date.now();
  await expect.poll(async () => (await fetch(url, { headers: { 'cache-control': 'no-cache' } })).status, { timeout: VISIBLE_MS, intervals: [200] }).toBe(404);
  say(`deleted blog gone from the preview after ${((Date.now() - t0) / 1000).toFixed(2)} s`);
});

/** The console, signed in as the demo editor. */
async function signIn(page: Page, cmsUrl: string) {
  await page.goto(`${cmsUrl}/admin/`);
  await page.getByLabel('User name').fill(DEMO_EDITOR.username);
  await page.getByLabel('Password').fill(DEMO_EDITOR.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Home' })).toBeVisible();
}

/** The draft the console wrote (the last test opens it again with the server stopped). */
let consoleDraftId = 0;

test('"Open preview" shows a new blog draft on the preview server, not in the public API', async ({ page, context }) => {
  test.setTimeout(VISIBLE_MS + 180_000);
  const p = preview!;
  await signIn(page, p.cmsUrl);

  await page.getByRole('link', { name: 'Write a blog post' }).click();
  const title = `E2E preview draft ${Date.now().toString(36)}`;
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(/\/admin\/items\/blogs\/\d+$/);
  const id = Number(/(\d+)$/.exec(page.url())![1]);
  consoleDraftId = id;

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
  // The tab opens at the click, when `gatsby develop` may not have the new page yet (on a busy
  // machine it showed its development 404, which never looks again): "Preview ready" says a
  // reload shows the draft, as an editor would reload.
  await shown.reload();
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
});

test('with the preview server stopped, "Open preview" says it is down and how to start it', async ({ page, context }) => {
  test.setTimeout(120_000);
  const p = preview!;
  expect(consoleDraftId, 'the draft of the first test').toBeGreaterThan(0);
  await stopChild(p.develop);
  await signIn(page, p.cmsUrl);
  await page.goto(`${p.cmsUrl}/admin/items/blogs/${consoleDraftId}`);
  const gone = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Open preview' }).click();
  await (await gone).close();
  const status = page.locator('.preview-status');
  await expect(status).toHaveText(`The preview server at ${p.previewUrl} does not answer: start it with npm run preview.`, { timeout: 30_000 });
  await expect(status).toHaveClass(/is-down/);
});
