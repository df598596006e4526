// The editors' console (docs/product/editing.md#the-console), in the real browser against the
// harness's CMS: sign in, create a draft the public API does not show, edit a published post that
// changes publicly only on Publish, a conflict between two browsers, media with alt text, the
// refusal of admin screens to an editor, a keyboard-only pass, and axe on every screen at both widths.
// The harness runs no preview server (PREVIEW_URL points at a closed port): "Open preview" must
// say so clearly; the ready/building states are covered against a stub in
// __tests__/integration/editor/console.test.ts.
import { request as pwRequest, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { test, expect, forBothWidths } from './support/fixtures';
import { axeViolations } from './support/axe';
import { apiUrl, screenshot } from './support/env';
import { DEMO_EDITOR } from '../../cms/editor/demo';
import { makePng } from './live-support';

const admin = (p = '') => `${apiUrl()}/admin/${p}`;
const EDITOR_ONLY = { username: 'e2e.writer', password: 'Writer-Only-2026!x' };

/** Signs the browser context in through the API (its cookie jar is the context's). */
async function signIn(context: BrowserContext, who: { username: string; password: string } = DEMO_EDITOR) {
  const res = await context.request.post(`${apiUrl()}/api/editor/session`, { data: who, headers: { origin: apiUrl() } });
  expect(res.status(), await res.text()).toBe(200);
}

async function publicBlog(api: APIRequestContext, id: number): Promise<{ code: number; data: { title?: string } | null }> {
  return (await api.get(`${apiUrl()}/api/Blog/detail?id=${id}`)).json();
}

async function openForm(page: Page, url: string) {
  await page.goto(admin(url));
  await expect(page.getByRole('button', { name: 'Save draft' })).toBeVisible();
}

/** Presses Tab until the focused element has this accessible name (keyboard only, like a person would). */
async function tabTo(page: Page, name: RegExp, max = 120) {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    const label = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el) return '';
      const byId = el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : '';
      return `${el.getAttribute('aria-label') ?? ''} ${byId ?? ''} ${el.tagName === 'BUTTON' || el.tagName === 'A' ? el.textContent : ''}`.trim();
    });
    if (name.test(label)) return;
  }
  throw new Error(`Tab never reached ${name}`);
}

let api: APIRequestContext;
test.beforeAll(async () => {
  api = await pwRequest.newContext();
  // an editor (not admin) for the refusal test, made by the demo admin
  const s = await api.post(`${apiUrl()}/api/editor/session`, { data: DEMO_EDITOR });
  expect(s.status()).toBe(200);
  const made = await api.post(`${apiUrl()}/api/editor/users`, { data: { ...EDITOR_ONLY, role: 'editor' } });
  expect([200, 409]).toContain(made.status());
});
test.afterAll(async () => api.dispose());

test('signs in with the form, creates a blog draft the public API does not list, and says the preview server is down', async ({ page }) => {
  await page.goto(admin());
  await page.getByLabel('User name').fill(DEMO_EDITOR.username);
  await page.getByLabel('Password').fill(DEMO_EDITOR.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Home' })).toBeVisible();
  await page.getByRole('link', { name: 'Write a blog post' }).click();
  const title = `E2E draft ${Date.now()}`;
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByRole('textbox', { name: 'Content' }).click();
  await page.keyboard.type('Written in the console.');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(/\/admin\/items\/blogs\/\d+$/);
  await expect(page.getByText('Draft', { exact: true }).first()).toBeVisible();
  const id = Number(/(\d+)$/.exec(page.url())![1]);
  expect((await publicBlog(api, id)).code).toBe(0);
  const list = await (await api.get(`${apiUrl()}/api/Blog/list?page=1`)).text();
  expect(list).not.toContain(title);
  await page.getByRole('button', { name: 'Open preview' }).click();
  await expect(page.locator('.preview-status').filter({ hasText: /does not answer/ })).toBeVisible({ timeout: 20_000 });
});

// @exclusive (here and below where they publish or change a public post): other specs read the public API.
test('edits a published post: the public API keeps the old text until Publish, then answers the new one', { tag: '@exclusive' }, async ({ page, context }) => {
  await signIn(context);
  const before = await publicBlog(api, 1);
  expect(before.code).toBe(1);
  await openForm(page, 'items/blogs/1');
  const newTitle = `Edited in the console ${Date.now()}`;
  await page.getByLabel('Title', { exact: true }).fill(newTitle);
  await page.keyboard.press('Control+s');
  await expect(page.locator('#main .note').getByText(/Draft saved/)).toBeVisible();
  await expect(page.getByText('Published, with changes').first()).toBeVisible();
  expect((await publicBlog(api, 1)).data?.title).toBe(before.data?.title);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.locator('#main .note').getByText('Published.', { exact: true })).toBeVisible();
  await expect.poll(async () => (await publicBlog(api, 1)).data?.title).toBe(newTitle);
});

test('two browsers save the same item: the second gets the conflict dialog and loses nothing', { tag: '@exclusive' }, async ({ browser }) => {
  const [a, b] = [await browser.newContext(), await browser.newContext()];
  await signIn(a);
  await signIn(b);
  const [pa, pb] = [await a.newPage(), await b.newPage()];
  await openForm(pa, 'items/blogs/2');
  await openForm(pb, 'items/blogs/2');
  await pa.getByLabel('Sub title').fill('Theirs: saved first');
  await pa.getByRole('button', { name: 'Save draft' }).click();
  await expect(pa.locator('#main .note').getByText(/Draft saved/)).toBeVisible();
  await pb.getByLabel('Sub title').fill('Mine: saved second');
  await pb.getByRole('button', { name: 'Save draft' }).click();
  const dialog = pb.getByRole('dialog', { name: 'Someone else saved this meanwhile' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('cell', { name: 'Theirs: saved first' })).toBeVisible();
  await expect(dialog.getByRole('cell', { name: 'Mine: saved second' })).toBeVisible();
  expect(await axeViolations(pb)).toEqual([]);
  await dialog.getByRole('button', { name: 'Overwrite with mine' }).click();
  await expect(pb.locator('#main .note').getByText(/Draft saved/)).toBeVisible();
  const doc = await (await b.request.get(`${apiUrl()}/api/editor/items/blogs/2`)).json();
  expect(doc.data.data.sub_title).toBe('Mine: saved second');
  await a.close();
  await b.close();
});

test('uploads an image with alt text and uses it in a post', { tag: '@exclusive' }, async ({ page, context }) => {
  await signIn(context);
  await page.goto(admin('media'));
  await page.getByLabel('File (image, PDF or video)').setInputFiles({ name: 'console-upload.png', mimeType: 'image/png', buffer: makePng(32, 24) });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText(/Describe the image/)).toBeVisible();
  await page.getByRole('group', { name: 'Upload' }).getByLabel('Alt text', { exact: true }).fill('A test card uploaded from the console');
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('console-upload.png').first()).toBeVisible();
  await openForm(page, 'items/blogs/3');
  await page.getByRole('button', { name: 'Choose from library for Image' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose media' });
  await picker
    .getByRole('button', { name: /console-upload\.png/ })
    .first()
    .click();
  await expect(page.getByText('Alt text: A test card uploaded from the console')).toBeVisible();
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.locator('#main .note').getByText(/Draft saved/)).toBeVisible();
  const doc = await (await context.request.get(`${apiUrl()}/api/editor/items/blogs/3`)).json();
  expect(doc.data.data.image).toMatch(/^media\/editor\/[0-9a-f]+\.png$/);
});

test('an editor is refused the users screen (and the admin menu is not offered)', async ({ page, context }) => {
  await signIn(context, EDITOR_ONLY);
  await page.goto(admin('users'));
  await expect(page.getByRole('alert')).toContainText('Only an admin may open users');
  await expect(page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Users' })).toHaveCount(0);
  expect((await context.request.get(`${apiUrl()}/api/editor/users`)).status()).toBe(403);
});

test('keyboard only: create a post, save it with Ctrl+S, publish it', { tag: '@exclusive' }, async ({ page, context }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(context);
  await page.goto(admin());
  await tabTo(page, /Write a blog post/);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Save draft' })).toBeVisible();
  await tabTo(page, /^Title$/);
  const title = `Keyboard post ${Date.now()}`;
  await page.keyboard.type(title);
  await page.keyboard.press('Control+s');
  await expect(page).toHaveURL(/\/admin\/items\/blogs\/\d+$/);
  const id = Number(/(\d+)$/.exec(page.url())![1]);
  await tabTo(page, /^Publish$/);
  await page.keyboard.press('Enter');
  await expect(page.locator('#main .note').getByText('Published.', { exact: true })).toBeVisible();
  await expect.poll(async () => (await publicBlog(api, id)).data?.title).toBe(title);
});

const SCREENS = [
  { name: 'home', path: '', ready: 'Home' },
  { name: 'list', path: 'items/blogs', ready: 'Blog posts' },
  { name: 'list-empty', path: 'items/blogs?search=nothing-matches-this', ready: 'Blog posts' },
  { name: 'pages', path: 'pages', ready: 'Pages' },
  { name: 'edit', path: 'items/blogs/4', ready: null },
  { name: 'new', path: 'items/blogs/new', ready: 'New blog post' },
  { name: 'page-edit', path: 'pages/software', ready: null },
  { name: 'media', path: 'media', ready: 'Media library' },
  { name: 'users', path: 'users', ready: 'Users' },
  { name: 'audit', path: 'audit', ready: 'Audit log' },
  { name: 'submissions', path: 'submissions', ready: 'Form submissions' },
  { name: 'not-found', path: 'items/no-such-type', ready: 'Not found' },
];

forBothWidths((width) => {
  test(`axe: the sign-in screen, empty and refused (${width})`, async ({ page }) => {
    await page.goto(admin());
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Enter your user name.')).toBeVisible();
    await page.getByLabel('User name').fill('nobody');
    await page.getByLabel('Password').fill('wrong');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toContainText('Wrong user name or password');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'admin-signin');
  });

  for (const s of SCREENS)
    test(`axe: console screen ${s.name} (${width})`, async ({ page, context }) => {
      await signIn(context);
      await page.goto(admin(s.path));
      if (s.ready) await expect(page.getByRole('heading', { level: 1, name: s.ready })).toBeVisible();
      else await expect(page.getByRole('button', { name: 'Save draft' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page)).toEqual([]);
      if (s.name === 'edit') {
        // a refused save: the field's message is shown, linked and checked too
        await page.getByLabel('Createtime').fill('yesterday');
        await page.getByRole('button', { name: 'Save draft' }).click();
        await expect(page.getByText('Use the form 2026-11-24 09:30:00.')).toBeVisible();
        await expect(page.getByLabel('Createtime')).toHaveAttribute('aria-describedby', 'f-createtime-error');
        expect(await axeViolations(page)).toEqual([]);
      }
      await screenshot(page, `admin-${s.name}`);
    });
});
