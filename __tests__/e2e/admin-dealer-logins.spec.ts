// The console's dealer logins (docs/product/editing.md#dealer-logins), in the real browser against
// the harness's CMS, at both widths: create a login for a dealer that has none, show its
// set-password link once (the link works on the dealer side), disable it (the dealer is refused),
// with axe on the screen and its dialogs. The API's rules are covered over HTTP in
// __tests__/integration/editor/dealer-logins.test.ts.
import { request as pwRequest, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { test, expect, forBothWidths } from './support/fixtures';
import { axeViolations } from './support/axe';
import path from 'node:path';
import { apiUrl, SCREENSHOT_DIR } from './support/env';
import { DEMO_EDITOR } from '../../cms/demo/accounts';

const SCREEN = () => `${apiUrl()}/admin/dealer-logins`;
const BAD_LOGIN = 'The username or password is incorrect.';

async function signIn(context: BrowserContext) {
  const res = await context.request.post(`${apiUrl()}/api/editor/session`, { data: DEMO_EDITOR, headers: { origin: apiUrl() } });
  expect(res.status(), await res.text()).toBe(200);
}

/** The dealer site's own calls, as its forms send them. */
const form = (data: Record<string, string>) => ({ form: data });
const dealerLogin = async (api: APIRequestContext, username: string, password: string) =>
  (await api.post(`${apiUrl()}/api/login/login`, form({ username, password }))).json() as Promise<{ code: number; msg: string }>;

/**
 * A picture of the viewport for review (artifacts/screenshots/<name>-<width>.png). Not the shared
 * helper: its animations: 'disabled' adds an inline style, which the console's policy refuses.
 */
const shoot = (page: Page, name: string) => page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${page.viewportSize()?.width ?? 0}.png`) });

async function openScreen(page: Page) {
  await page.goto(SCREEN());
  await expect(page.getByRole('heading', { name: 'Dealer logins', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Dealers and their logins' })).toBeVisible();
}

let api: APIRequestContext;
test.beforeAll(async () => {
  api = await pwRequest.newContext();
});
test.afterAll(async () => api.dispose());

forBothWidths((width) => {
  test('creates a login, shows its set-password link once, and disables it', async ({ page, context }) => {
    await signIn(context);
    await openScreen(page);
    // the first dealer without a login (each width takes its own)
    const free = page
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: /^Create login/ }) })
      .first();
    const shop = (await free.locator('.strong').first().innerText()).trim();
    const username = `e2e.${width}.${Date.now().toString(36)}`;
    await free.getByRole('button', { name: /^Create login/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Create a login' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(shop)).toBeVisible();
    // the form asks for no password at all
    await expect(dialog.locator('input[type=password]')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Create login' }).click();
    await expect(dialog.getByText('Enter a username.')).toBeVisible();
    await expect(dialog.getByLabel('Username')).toBeFocused();
    await dialog.getByLabel('Username').fill(username);
    await dialog.getByLabel('Email').fill(`${username}@example.test`);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Create login' }).click();
    await expect(dialog).toBeHidden();

    const row = page.getByRole('row').filter({ hasText: username });
    await expect(row.getByText('Password not set')).toBeVisible();
    expect(await dealerLogin(api, username, 'Anything#2026')).toMatchObject({ code: 0, msg: BAD_LOGIN });

    await row.getByRole('button', { name: /^Show link once/ }).click();
    const shown = page.getByRole('dialog', { name: 'Set-password link' });
    await expect(shown.getByText('Shown only this once.')).toBeVisible();
    const link = await shown.getByLabel('Set-password link').inputValue();
    expect(link).toMatch(/\/ResetPwd\/[A-Za-z0-9_-]{43}$/);
    await shown.getByRole('button', { name: 'Copy link' }).click();
    await expect(shown.getByRole('status')).toHaveText(/Copied to the clipboard|the link is selected/);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'admin-dealer-logins-link');
    await shown.getByRole('button', { name: 'Done' }).click();
    await expect(shown).toBeHidden();
    // gone once closed: nothing on the screen holds it any more
    await expect(page.getByText(link)).toHaveCount(0);

    // the dealer uses the link on the site, then signs in
    const code = link.split('/ResetPwd/')[1];
    const password = 'E2e#Dealer2026';
    expect((await (await api.post(`${apiUrl()}/api/login/resetpwd`, form({ code, password }))).json()).code).toBe(1);
    expect((await dealerLogin(api, username, password)).code).toBe(1);
    await page.reload();
    await expect(row.getByText('Active')).toBeVisible();

    // disable, after a confirmation; Escape first leaves everything as it was
    await row.getByRole('button', { name: /^Disable/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Disable this login?' });
    await expect(confirm).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(row.getByRole('button', { name: /^Disable/ })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Disable login' }).click();
    await expect(row.getByText('Disabled', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: /^Enable/ })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Login disabled' })).toHaveCount(1);
    expect(await dealerLogin(api, username, password)).toMatchObject({ code: 0, msg: BAD_LOGIN });
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'admin-dealer-logins');
  });
});
