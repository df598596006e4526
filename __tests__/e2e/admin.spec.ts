// The editors' console (docs/product/editing.md#the-console), in the real browser against the
// harness's CMS: sign in, create a draft the public API does not show, edit a published post that
// changes publicly only on Publish, a conflict between two browsers, media with alt text, the
// refusal of admin screens to an editor, a keyboard-only pass, and axe on every screen at both widths.
// The harness runs no preview server (PREVIEW_URL points at a closed port): "Open preview" must
// say so clearly; the ready/building states are covered against a stub in
// __tests__/integration/editor/console.test.ts, and against a real preview server (its own CMS and
// `gatsby develop`) in admin-preview.spec.ts.
import { request as pwRequest, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { test, expect, forBothWidths } from './support/fixtures';
import { axeViolations } from './support/axe';
import { chooserFromKeyboard } from './support/file-chooser';
import { apiUrl, screenshot } from './support/env';
import { DEMO_EDITOR } from '../../cms/demo/accounts';
import { makePng } from './live-support';
import { escapeRegExp } from './support/api';

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
  await page.getByRole('textbox', { name: 'Text' }).click();
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
  await pa.getByLabel('Page title in search results').fill('Theirs: saved first');
  await pa.getByRole('button', { name: 'Save draft' }).click();
  await expect(pa.locator('#main .note').getByText(/Draft saved/)).toBeVisible();
  await pb.getByLabel('Page title in search results').fill('Mine: saved second');
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

test('the forms are built from the schema: labels, a chip list, a date-time in the brand zone, names for references', async ({ page, context }) => {
  await signIn(context);
  await openForm(page, 'items/blogs/1');
  // a person's labels, not the database's names
  await expect(page.getByLabel('Description', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Desc', { exact: true })).toHaveCount(0);
  // the post's date: the platform's date-time control, in the brand's zone, named beside it
  const when = page.getByLabel('Published at');
  await expect(when).toHaveAttribute('type', 'datetime-local');
  await expect(page.locator('#f-createtime-zone')).toContainText('Europe/Berlin');
  await expect(page.locator('#f-createtime-stored')).toContainText(/Stored as \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC/);
  // labels are chips, added and removed with the keyboard
  const labels = page.getByRole('group', { name: 'Labels' });
  const before = await labels.getByRole('listitem').count();
  await labels.getByLabel('Add to Labels').selectOption('Events');
  await labels.getByLabel('Add to Labels').press('Enter');
  await expect(labels.getByRole('listitem')).toHaveCount(before + 1);
  await labels.getByRole('button', { name: 'Remove Events' }).press('Enter');
  await expect(labels.getByRole('listitem')).toHaveCount(before);
  // related posts by their titles
  await expect(page.getByRole('group', { name: 'Related posts' }).getByRole('listitem').first()).not.toHaveText(/#\d/);
  // pages by their names
  await page.goto(admin('pages'));
  await expect(page.getByRole('link', { name: 'PPF page' })).toBeVisible();
  await expect(page.getByText('ppf_page')).toHaveCount(0);
});

test('structures have controls of their own, and the audit log names what was changed', async ({ page, context }) => {
  await signIn(context);
  await openForm(page, 'pages/site');
  // no field is JSON to type: the footer is a fieldset, its apps entries of labelled fields
  await expect(page.locator('textarea.mono')).toHaveCount(0);
  const footer = page.getByRole('group', { name: 'Footer' });
  await expect(footer.getByLabel('Email')).toHaveValue(/@/);
  await expect(footer.getByRole('group', { name: 'Apps' }).locator('.entry')).toHaveCount(2);
  await page.getByRole('group', { name: 'Contact details' }).getByLabel('Service hotline').fill('+1 800 555 0100');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.locator('#main .note').getByText(/Draft saved/)).toBeVisible();
  // the audit log: the page by its name, linked, with the CMS's name for it beside it
  await page.goto(admin('audit'));
  const row = page.getByRole('row').filter({ hasText: 'page/site' }).first();
  await expect(row.getByRole('link', { name: 'Site (header, footer, contact)' })).toBeVisible();
  // put the page back: the draft goes, the published version stays
  await openForm(page, 'pages/site');
  await page.getByRole('button', { name: 'Discard draft' }).click();
  await expect(page.locator('#main .note').getByText(/Draft discarded/)).toBeVisible();
  // a product's specification rows: a named choice and labelled fields, not JSON
  await openForm(page, 'items/products/1');
  const spec = page.getByRole('group', { name: 'Specifications' });
  await expect(spec.getByLabel('Shown as').first()).toHaveValue(/^[12]$/);
  await expect(spec.getByLabel('Shown as').first().locator('option')).toHaveText(['Text', 'Text and points']);
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
  await page.getByRole('button', { name: 'Choose from library for Picture' }).click();
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

/** Uploads an image to the media library through the API (as the console's upload does). */
async function uploadImage(context: BrowserContext, name: string, alt: string) {
  const res = await context.request.post(`${apiUrl()}/api/editor/media`, {
    headers: { origin: apiUrl() },
    multipart: { file: { name, mimeType: 'image/png', buffer: makePng(40, 30, [0, 90, 200]) }, alt },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** Creates a draft through the API; answers its id. */
async function createDraft(context: BrowserContext, type: string, data: Record<string, unknown>): Promise<number> {
  const res = await context.request.post(`${apiUrl()}/api/editor/items/${type}`, { headers: { origin: apiUrl() }, data: { data } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

test('keyboard only: "Insert image" puts a library image with its alt text into the rich text', async ({ page, context }) => {
  await signIn(context);
  const alt = 'A blue test card inserted into the text';
  await uploadImage(context, 'inline-pick.png', alt);
  const id = await createDraft(context, 'blogs', { title: `Inline image ${Date.now()}`, content: '<p>Before the picture.</p>' });
  await openForm(page, `items/blogs/${id}`);
  // into the text (the caret at its start), then back to the toolbar's last button. (The caret is
  // not moved first: ProseMirror puts back its own selection 20 ms after the editor gets focus, so a
  // key pressed sooner than a person would press one can be undone.)
  await tabTo(page, /^Text$/);
  await page.keyboard.press('Shift+Tab');
  await expect(page.locator(':focus')).toHaveText('Insert image into Text');
  await page.keyboard.press('Enter');
  const picker = page.getByRole('dialog', { name: 'Choose media' });
  await expect(picker).toBeVisible();
  await tabTo(page, /Search the library/);
  await page.keyboard.type('inline-pick');
  await expect(picker.getByRole('button', { name: /inline-pick\.png/ }).first()).toBeVisible();
  await tabTo(page, /inline-pick\.png/);
  await page.keyboard.press('Enter');
  await expect(picker).toBeHidden();
  const editor = page.getByRole('textbox', { name: 'Text' });
  await expect(editor.locator(`img[alt="${alt}"]`)).toBeVisible();
  await expect(editor).toBeFocused();
  await page.keyboard.press('Control+s');
  await expect(page.locator('#main .note').getByText(/Draft saved/)).toBeVisible();
  const doc = await (await context.request.get(`${apiUrl()}/api/editor/items/blogs/${id}`)).json();
  expect(doc.data.data.content).toMatch(new RegExp(`^<img src="media/editor/[0-9a-f]+\\.png" alt="${alt}"><p>Before the picture\\.</p>$`));
});

test('changes one\'s own password on "Your account": refusals beside the fields, other sessions end', async ({ page, context, browser }) => {
  const who = { username: `e2e.pw${Date.now() % 100000}`, password: 'First-Console-Pass-26' };
  expect((await api.post(`${apiUrl()}/api/editor/users`, { data: { ...who, role: 'editor' } })).status()).toBe(200);
  const other = await browser.newContext();
  await signIn(other, who);
  await signIn(context, who);
  await page.goto(admin());
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Your account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await page.getByLabel('Current password').fill('not-my-password');
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Use at least 8 characters.')).toBeVisible();
  await expect(page.getByLabel('New password', { exact: true })).toHaveAttribute('aria-describedby', /pw-new-error/);
  await page.getByLabel('New password', { exact: true }).fill('Second-Console-Pass-26');
  await page.getByLabel('New password again').fill('Second-Console-Pass-26');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The current password is wrong.')).toBeVisible();
  await expect(page.getByLabel('Current password')).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel('Current password').fill(who.password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText(/Password changed/).first()).toBeVisible();
  // this browser stays signed in; the other one is signed out; only the new password works
  expect((await context.request.get(`${apiUrl()}/api/editor/session`)).status()).toBe(200);
  expect((await other.request.get(`${apiUrl()}/api/editor/session`)).status()).toBe(401);
  await other.close();
  const again = await pwRequest.newContext();
  expect((await again.post(`${apiUrl()}/api/editor/session`, { data: who })).status()).toBe(401);
  expect((await again.post(`${apiUrl()}/api/editor/session`, { data: { ...who, password: 'Second-Console-Pass-26' } })).status()).toBe(200);
  await again.dispose();
});

test('keyboard only: "Open preview" on a draft, and an upload with its alt text', async ({ page, context }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(context);
  const id = await createDraft(context, 'blogs', { title: `Keyboard preview ${Date.now()}` });
  await openForm(page, `items/blogs/${id}`);
  await tabTo(page, /^Open preview$/);
  await page.keyboard.press('Enter');
  await expect(page.locator('.preview-status').filter({ hasText: /does not answer/ })).toBeVisible({ timeout: 20_000 });
  await page.goto(admin('media'));
  await expect(page.getByRole('heading', { level: 1, name: 'Media library' })).toBeVisible();
  await tabTo(page, /^File \(image, PDF or video\)$/);
  await (await chooserFromKeyboard(page)).setFiles({ name: 'keyboard-upload.png', mimeType: 'image/png', buffer: makePng(20, 20, [0, 160, 60]) });
  await tabTo(page, /^Alt text$/);
  await page.keyboard.type('A green square uploaded with the keyboard');
  await tabTo(page, /^Upload$/);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Uploaded keyboard-upload.png.' })).toHaveCount(1);
  await expect(page.getByRole('img', { name: 'A green square uploaded with the keyboard' })).toBeVisible();
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

test("keyboard only: an ordered type's item moves down and back up; the CMS and the public order follow", { tag: '@exclusive' }, async ({ page, context }) => {
  await signIn(context);
  const order = async () =>
    ((await (await context.request.get(`${apiUrl()}/api/editor/items/core-values`)).json()) as { data: { data: { id: number; title: string }[] } }).data.data;
  const publicOrder = async () => ((await (await api.get(`${apiUrl()}/api/index/getCoreValues`)).json()) as { data: { id: number }[] }).data.map((v) => v.id);
  const before = await order();
  expect(before.length).toBeGreaterThan(2);
  const [first, second] = before;
  // the row's name is read after the button's text ("Move up" and a hidden ": <title>")
  const moveButton = (dir: string) => page.getByRole('button', { name: new RegExp(`^Move ${dir}\\s*: ${escapeRegExp(first.title)}$`) });
  await page.goto(admin('items/core-values'));
  await expect(page.getByRole('heading', { level: 1, name: 'Core values' })).toBeVisible();
  await expect(moveButton('up')).toHaveAttribute('aria-disabled', 'true');
  await tabTo(page, new RegExp(`^Move down: ${escapeRegExp(first.title)}$`));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: `${first.title} moved down: now 2 of ${before.length}.` })).toHaveCount(1);
  await expect(moveButton('down')).toBeFocused();
  await expect.poll(async () => (await order()).map((r) => r.id).slice(0, 2)).toEqual([second.id, first.id]);
  expect((await publicOrder()).slice(0, 2)).toEqual([second.id, first.id]);
  expect(await axeViolations(page)).toEqual([]);
  // and back, with the same keys: the order other tests read is the demo's again
  await page.keyboard.press('Shift+Tab');
  await expect(moveButton('up')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await order()).map((r) => r.id)).toEqual(before.map((r) => r.id));
  await expect(moveButton('up')).toBeFocused();
});

/** A wall-clock time in `zone` as a datetime-local value ("2026-11-28T10:30:15"). */
function wallClock(ms: number, zone: string) {
  const f = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const o = Object.fromEntries(f.formatToParts(new Date(ms)).map((p) => [p.type, p.value]));
  return `${o.year}-${o.month}-${o.day}T${o.hour}:${o.minute}:${o.second}`;
}

test(
  'on a phone: schedules a publish, warns when the draft moves on and moves it, lists it, and it goes live on its own',
  { tag: '@exclusive' },
  async ({ page, context }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(context);
    const zone = ((await (await context.request.get(`${apiUrl()}/api/editor/session`)).json()) as { data: { time_zone: string } }).data.time_zone;
    const title = `Scheduled in the console ${Date.now()}`;
    const made = await context.request.post(`${apiUrl()}/api/editor/items/blogs`, {
      data: {
        data: {
          title,
          sub_title: 'Soon',
          desc: 'Soon',
          keywords: 'soon',
          image: '',
          label_arr: ['News'],
          createtime: '2026-11-20 10:00:00',
          content: '<p>soon</p>',
          related: [],
        },
      },
      headers: { origin: apiUrl() },
    });
    expect(made.status(), await made.text()).toBe(201);
    const id = ((await made.json()) as { data: { id: number } }).data.id;
    await openForm(page, `items/blogs/${id}`);

    const panel = page.getByRole('region', { name: 'Schedule' });
    await panel.getByLabel('Publish on').fill(wallClock(Date.now() + 60_000, zone));
    await panel.getByRole('button', { name: 'Schedule publish' }).click();
    await expect(page.locator('#main .note').getByText(/^Publish scheduled for /)).toBeVisible();
    await expect(panel.getByText(/^Publishes/)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // a newer draft: the schedule stays on its revision, and says so
    const newer = `${title} (newer)`;
    await page.getByLabel('Title', { exact: true }).fill(newer);
    await page.keyboard.press('Control+s');
    await expect(page.locator('#main .note').getByText(/Draft saved/)).toBeVisible();
    await expect(panel.getByText(/The draft has changed since this was set/)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'admin-schedule-draft-newer');
    await panel.getByRole('button', { name: 'Move to the newest draft' }).click();
    await expect(panel.getByText(/The draft has changed since this was set/)).toBeHidden();

    await page.goto(admin('schedules'));
    await expect(page.getByRole('heading', { level: 1, name: 'Schedules' })).toBeVisible();
    await expect(page.getByRole('link', { name: newer })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    expect((await publicBlog(api, id)).code).toBe(0);
    await expect.poll(async () => (await publicBlog(api, id)).data?.title, { timeout: 90_000, intervals: [1000] }).toBe(newer);
  },
);

const SCREENS = [
  { name: 'home', path: '', ready: 'Home' },
  { name: 'live', path: 'live', ready: 'Live site' },
  { name: 'list', path: 'items/blogs', ready: 'Blog posts' },
  { name: 'list-empty', path: 'items/blogs?search=nothing-matches-this', ready: 'Blog posts' },
  { name: 'pages', path: 'pages', ready: 'Pages' },
  { name: 'edit', path: 'items/blogs/4', ready: null },
  { name: 'new', path: 'items/blogs/new', ready: 'New blog post' },
  { name: 'page-edit', path: 'pages/software', ready: null },
  { name: 'site-edit', path: 'pages/site', ready: null },
  { name: 'product-edit', path: 'items/products/1', ready: null },
  { name: 'media', path: 'media', ready: 'Media library' },
  { name: 'account', path: 'account', ready: 'Your account' },
  { name: 'users', path: 'users', ready: 'Users' },
  { name: 'audit', path: 'audit', ready: 'Audit log' },
  { name: 'schedules', path: 'schedules', ready: 'Schedules' },
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
        await page.getByLabel('Published at').fill('');
        await page.getByRole('button', { name: 'Save draft' }).click();
        await expect(page.getByText('Choose a date and time for Published at.')).toBeVisible();
        await expect(page.getByLabel('Published at')).toHaveAttribute('aria-describedby', /\bf-createtime-error\b/);
        expect(await axeViolations(page)).toEqual([]);
      }
      await screenshot(page, `admin-${s.name}`);
    });
});
