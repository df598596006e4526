// The preview server end to end (slow: `gatsby develop` and two `gatsby build`s on shared cores).
// In private copies of the project (never the project dir's .cache/ and public/), on free ports:
//  - the CMS (editing API on, notifying the preview) and `gatsby develop` (refresh endpoint, plugin
//    in preview mode), as `npm run preview` starts them;
//  - an editor renames a blog: the preview's page-data shows the new title within seconds (printed);
//  - a new draft shows in the preview; a deleted blog leaves it;
//  - a production `gatsby build` has neither the draft nor the deleted blog; after one more edit a
//    second build with the cache in place reads only the change feed and has the new title.
// SKIP_PREVIEW_TEST=1 skips it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, run, stopChild, tail } from '../../scripts/lib/proc';
import { editorCall, editorSignIn, makePrivateCopy, readBlogItem, saveBlogDraft, startPreview, waitForPageData, type Preview } from '../../scripts/preview';

const skip = process.env.SKIP_PREVIEW_TEST === '1';
const maybe = skip ? describe.skip : describe;
const say = (s: string) => process.stdout.write(`[preview test] ${s}\n`);

maybe('preview server', () => {
  let base = '';
  let devDir = '';
  let buildDir = '';
  let p: Preview;
  let blogId = 0;
  let deletedId = 0;
  let draftId = 0;
  let cookie = '';
  const draftTitle = `Draft only editors see ${Date.now().toString(36)}`;

  beforeAll(async () => {
    base = fs.mkdtempSync(path.join(os.tmpdir(), 'cfm-preview-test-'));
    devDir = path.join(base, 'develop');
    buildDir = path.join(base, 'build');
    makePrivateCopy(devDir);
    const [cmsPort, previewPort] = [await freePort(), await freePort()];
    const t0 = Date.now();
    p = await startPreview({
      root: devDir,
      cmsPort,
      previewPort,
      dbFile: path.join(base, 'cms.sqlite'),
      uploadDir: path.join(base, 'uploads'),
      cmsLog: path.join(base, 'cms.log'),
      developLog: path.join(base, 'develop.log'),
      developTimeoutMs: 600_000,
      env: { CMS_LOG_LEVEL: 'warn' },
    });
    say(`CMS ${p.cmsUrl}, preview ${p.previewUrl} up in ${((Date.now() - t0) / 1000).toFixed(1)} s (logs in ${base})`);
    const list = (await (await fetch(`${p.cmsUrl}/api/Blog/list?page=1`)).json()) as { data: { blogs: { data: { id: number }[] } } };
    [blogId, deletedId] = list.data.blogs.data.map((b) => b.id);
    cookie = await editorSignIn(p.cmsUrl);
  }, 660_000);

  afterAll(async () => {
    await p?.stop();
    if (base && process.env.KEEP_PREVIEW_TEST_DIR !== '1') fs.rmSync(base, { recursive: true, force: true });
  }, 60_000);

  it('shows a changed blog title within seconds', async () => {
    const page = `/blogInfo/${blogId}/`;
    await waitForPageData(p.previewUrl, page, () => true, 180_000);
    const title = `Renamed in the CMS ${Date.now().toString(36)}`;
    const t0 = Date.now();
    // a draft: the preview shows it, production does not (checked in the build test below)
    await saveBlogDraft(p.cmsUrl, cookie, blogId, (item) => ({ ...item, title }));
    const ms = await waitForPageData(p.previewUrl, page, (t) => t.includes(title), 60_000, 50);
    say(`edit-to-visible: ${((Date.now() - t0) / 1000).toFixed(2)} s (page-data of ${page})`);
    expect(ms).toBeLessThan(60_000);
  }, 300_000);

  it('shows a new draft, and drops a deleted blog', async () => {
    const { item: model } = await readBlogItem(p.cmsUrl, cookie, blogId);
    // the CMS assigns the id of a new item (a draft until published)
    const created = await editorCall<{ id: number }>(p.cmsUrl, cookie, 'POST', '/api/editor/items/blogs', {
      data: { ...model, title: draftTitle, related: [] },
    });
    draftId = created.id;
    const shown = await waitForPageData(p.previewUrl, `/blogInfo/${draftId}/`, (t) => t.includes(draftTitle), 90_000);
    say(`draft visible in the preview after ${(shown / 1000).toFixed(2)} s`);
    // the public API does not show it
    expect(((await (await fetch(`${p.cmsUrl}/api/Blog/detail?id=${draftId}`)).json()) as { code: number }).code).toBe(0);

    await waitForPageData(p.previewUrl, `/blogInfo/${deletedId}/`, () => true, 90_000);
    const { etag } = await readBlogItem(p.cmsUrl, cookie, deletedId);
    await editorCall(p.cmsUrl, cookie, 'DELETE', `/api/editor/items/blogs/${deletedId}`, undefined, etag);
    const url = `${p.previewUrl}/page-data/blogInfo/${deletedId}/page-data.json`;
    const t0 = Date.now();
    let status = 200;
    while (Date.now() - t0 < 90_000) {
      status = (await fetch(url)).status;
      if (status === 404) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    say(`deleted blog gone from the preview after ${((Date.now() - t0) / 1000).toFixed(2)} s`);
    expect(status).toBe(404);
  }, 300_000);

  it('keeps drafts out of production builds, and a second build reads only the changes', async () => {
    await stopChild(p.develop); // free the cores for the builds
    makePrivateCopy(buildDir);
    const env = {
      NODE_ENV: 'production',
      GATSBY_TELEMETRY_DISABLED: '1',
      GATSBY_API_URL: p.cmsUrl,
      CMS_EDITOR_TOKEN: p.editorToken,
      GATSBY_CMS_PREVIEW: '0',
      CMS_PREVIEW: '0',
      GATSBY_LOGGER: 'yurnalist',
    };
    const build = async (log: string) => {
      const code = await run('build', path.join(buildDir, 'node_modules', '.bin', 'gatsby'), ['build'], { cwd: buildDir, env, logFile: log });
      if (code !== 0) throw new Error(`gatsby build failed:\n${tail(log, 40)}`);
      return fs.readFileSync(log, 'utf8');
    };
    const pageData = (id: number) => path.join(buildDir, 'public', 'page-data', 'blogInfo', String(id), 'page-data.json');

    const first = await build(path.join(base, 'build-1.log'));
    expect(first).toContain('created');
    expect(fs.existsSync(pageData(blogId))).toBe(true);
    expect(fs.existsSync(pageData(draftId))).toBe(false);
    expect(fs.existsSync(pageData(deletedId))).toBe(false);

    // the draft renamed in the first test never reached production
    expect(fs.readFileSync(pageData(blogId), 'utf8')).not.toContain('Renamed in the CMS');
    const title = `Published rename ${Date.now().toString(36)}`;
    await saveBlogDraft(p.cmsUrl, cookie, blogId, (item) => ({ ...item, title }));
    await editorCall(p.cmsUrl, cookie, 'POST', `/api/editor/items/blogs/${blogId}/publish`);
    const t0 = Date.now();
    const second = await build(path.join(base, 'build-2.log'));
    say(
      `second build (cache in place) took ${((Date.now() - t0) / 1000).toFixed(1)} s: ${second
        .split('\n')
        .find((l) => l.includes('delta ('))
        ?.trim()}`,
    );
    expect(second).toMatch(/delta \(1 change\(s\), 0 deletion\(s\)/);
    expect(fs.readFileSync(pageData(blogId), 'utf8')).toContain(title);
    expect(fs.existsSync(pageData(draftId))).toBe(false);
    // every other blog page is still there (unchanged nodes were touched, not swept)
    const blogs = ((await (await fetch(`${p.cmsUrl}/api/Blog/list?page=1`)).json()) as { data: { blogs: { data: { id: number }[] } } }).data.blogs.data;
    for (const b of blogs) expect(fs.existsSync(pageData(b.id))).toBe(true);
  }, 1_200_000);
});
