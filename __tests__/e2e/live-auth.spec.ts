// Dealer auth (docs/product/states-and-transitions.md#login,
// docs/product/validation-messages.md#login, docs/product/roles-and-permissions.md,
// docs/product/errors.md): login checks and redirects, 'Please do not log in again',
// logout revoking the token, a forged token on /DealerPortal (both confirm outcomes), forgot →
// reset with the code from the CMS outbox (and the code expired after use), change password.
// Password changes use dealer.texas only, and restore its demo password at the end.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { apiUrl } from './support/env';
import { DEALERS, INFO_COOKIE, TOKEN_COOKIE, dialogsCount, latestResetCode, recordDialogs, setSessionCookies, metaTitle, gotoReady } from './live-support';

const MSG = {
  fillUsername: 'Please fill in the username.',
  fillPassword: 'Please fill in the password.',
  fillTheEmail: 'Please fill in the email.',
  fillNewUsername: 'Please fill in the new username.',
  fillNewPassword: 'Please fill in the new password.',
  loginFirst: 'please log in first',
  alreadyLoggedIn: 'Please do not log in again',
  pageExpired: 'The page has expired',
};

/** Client-side navigation (keeps the SPA, so the previous route is recorded). */
async function clientNavigate(page: Page, to: string): Promise<void> {
  await page.evaluate((path) => (window as unknown as { ___navigate: (p: string) => void }).___navigate(path), to);
}

async function cookieNames(page: Page): Promise<string[]> {
  return (await page.context().cookies()).map((c) => c.name);
}

test.describe.serial('login, already logged in, logout', () => {
  test('field checks in order, then a wrong password shows the server msg', async ({ page, request }) => {
    await gotoReady(page, '/Login');
    await expect(page).toHaveTitle(await metaTitle(request, 'Login'));
    const dialogs = recordDialogs(page);
    const form = page.getByRole('form', { name: 'Login' });
    await form.getByRole('button', { name: 'Login' }).click();
    await dialogsCount(page, dialogs, 1);
    await form.getByLabel('Username').fill(DEALERS.berlin.username);
    await form.getByRole('button', { name: 'Login' }).click();
    await dialogsCount(page, dialogs, 2);
    await form.getByLabel('Password').fill('wrong-password');
    await form.getByRole('button', { name: 'Login' }).click();
    await dialogsCount(page, dialogs, 3);
    expect(dialogs).toEqual([MSG.fillUsername, MSG.fillPassword, 'The username or password is incorrect.']);
    expect(await cookieNames(page)).not.toContain(TOKEN_COOKIE);
  });

  test('a login stores both cookies and goes to /DealerPortal; Login again says "Please do not log in again" and goes back', async ({ page }) => {
    await gotoReady(page, '/Login');
    const dialogs = recordDialogs(page);
    const form = page.getByRole('form', { name: 'Login' });
    await form.getByLabel('Username').fill(DEALERS.berlin.username);
    await form.getByLabel('Password').fill(DEALERS.berlin.password);
    await form.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/DealerPortal\/?$/);
    expect(dialogs).toEqual(['Logged in successfully.']);
    expect(await cookieNames(page)).toEqual(expect.arrayContaining([TOKEN_COOKIE, INFO_COOKIE]));
    await expect(page.getByTestId('dealer-info')).toContainText('CFM Deutschland');

    // From an ordinary page: back to it.
    await gotoReady(page, '/PartnerSearch');
    await clientNavigate(page, '/Login');
    await dialogsCount(page, dialogs, 2);
    expect(dialogs[1]).toBe(MSG.alreadyLoggedIn);
    await expect(page).toHaveURL(/\/PartnerSearch\/?$/);

    // From a login-related page: to /DealerPortal.
    await gotoReady(page, '/ForgetPassword');
    await clientNavigate(page, '/Login');
    await dialogsCount(page, dialogs, 3);
    expect(dialogs[2]).toBe(MSG.alreadyLoggedIn);
    await expect(page).toHaveURL(/\/DealerPortal\/?$/);

    // The auth pages' slide-out menu: the Dealer Portal entry is a link when logged in.
    await gotoReady(page, '/ChangePassword');
    await page.getByRole('button', { name: 'Account menu', exact: true }).click();
    const menu = page.getByTestId('auth-menu');
    await expect(menu.getByRole('link', { name: 'Dealer Portal' })).toBeVisible();

    // Log out: revokes the token, clears the cookies, goes to /Login.
    await gotoReady(page, '/DealerPortal');
    const token = (await page.context().cookies()).find((c) => c.name === TOKEN_COOKIE)!.value;
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/Login\/?$/);
    expect(await cookieNames(page)).not.toContain(TOKEN_COOKIE);
    expect(await cookieNames(page)).not.toContain(INFO_COOKIE);
    const after = await page.request.get(`${apiUrl()}/api/shop/info`, { headers: { token: decodeURIComponent(token) } });
    expect(after.status()).toBe(401);
  });
});

test('logged out: the slide-out menu lists the auth pages and Dealer Portal is plain text', async ({ page }) => {
  await gotoReady(page, '/ForgetPassword');
  const toggle = page.getByRole('button', { name: 'Account menu', exact: true });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const menu = page.getByTestId('auth-menu');
  for (const name of ['Login', 'Forget Password', 'Change Password']) await expect(menu.getByRole('link', { name })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Dealer Portal' })).toHaveCount(0);
  await expect(menu.getByText('Dealer Portal')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

for (const [outcome, accept, target] of [
  ['OK goes to /Login', true, /\/Login\/?$/],
  ['cancel goes to /', false, /:\d+\/$/],
] as const) {
  test(`a forged token on /DealerPortal asks 'please log in first': ${outcome}`, async ({ page, context }) => {
    await setSessionCookies(context, 'forged-or-expired-token', { id: 1, shop_name: 'x' });
    const dialogs = recordDialogs(page, { confirm: accept });
    await gotoReady(page, '/DealerPortal');
    await dialogsCount(page, dialogs, 1);
    expect(dialogs).toEqual([MSG.loginFirst]);
    await expect(page).toHaveURL(target);
  });
}

test('no session on a dealer page: the confirm comes before any dealer call', async ({ page }) => {
  const dealerCalls: string[] = [];
  page.on('request', (r) => r.url().includes('/api/shop/') && dealerCalls.push(r.url()));
  const dialogs = recordDialogs(page, { confirm: false });
  await gotoReady(page, '/EditInformation');
  await dialogsCount(page, dialogs, 1);
  expect(dialogs).toEqual([MSG.loginFirst]);
  await expect(page).toHaveURL(/:\d+\/$/);
  expect(dealerCalls).toEqual([]);
});

test.describe.serial('forgot → reset → change (dealer.texas, restored)', () => {
  const NEW_PASSWORD = 'Reset#2026texas';
  let code = '';

  test('forgot password: checks in order, then the server msg and a mail in the outbox', async ({ page }) => {
    await gotoReady(page, '/ForgetPassword');
    const dialogs = recordDialogs(page);
    const form = page.getByRole('form', { name: 'Forget password' });
    const send = form.getByRole('button', { name: 'Send reset link' });
    await send.click();
    await dialogsCount(page, dialogs, 1);
    await form.getByLabel('Username').fill(DEALERS.texas.username);
    await send.click();
    await dialogsCount(page, dialogs, 2);
    await form.getByLabel('Email').fill(DEALERS.texas.email);
    await send.click();
    await dialogsCount(page, dialogs, 3);
    expect(dialogs.slice(0, 2)).toEqual([MSG.fillUsername, MSG.fillTheEmail]);
    expect(dialogs[2]).toMatch(/reset link has been sent/);
    code = await latestResetCode(DEALERS.texas.email);
    expect(code).toMatch(/\S{16,}/);
  });

  test('reset with a valid code: empty alerts (sic), weak is refused and the form stays, then success goes to /', async ({ page }) => {
    const res = await gotoReady(page, `/ResetPwd/${code}`);
    expect(res!.status()).toBe(200);
    const dialogs = recordDialogs(page);
    const form = page.getByRole('form', { name: 'Reset password' });
    await expect(form).toBeVisible();
    await expect(form).toContainText('at least 8 characters');
    await form.getByRole('button', { name: 'Reset Password' }).click();
    await dialogsCount(page, dialogs, 1);
    expect(dialogs[0]).toBe(MSG.fillTheEmail);
    await form.getByLabel('New password').fill('weak');
    await form.getByRole('button', { name: 'Reset Password' }).click();
    await dialogsCount(page, dialogs, 2);
    expect(dialogs[1]).toMatch(/at least 8 characters/);
    await expect(page.getByRole('form', { name: 'Reset password' })).toBeVisible(); // status reloaded: still valid
    await page.getByLabel('New password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await dialogsCount(page, dialogs, 3);
    expect(dialogs[2]).toMatch(/password has been reset/);
    await expect(page).toHaveURL(/:\d+\/$/);
  });

  test('a used code and a forged code show "The page has expired"', async ({ page }) => {
    for (const c of [code, 'forged-code-123']) {
      const res = await gotoReady(page, `/ResetPwd/${c}`);
      expect(res!.status()).toBe(200);
      await expect(page.getByTestId('reset-expired')).toContainText(MSG.pageExpired);
      await expect(page.getByRole('form', { name: 'Reset password' })).toHaveCount(0);
    }
  });

  test('change password: checks in order with the hint, then restores the demo password', async ({ page }) => {
    await gotoReady(page, '/ChangePassword');
    await expect(page.getByText('The password needs at least 8 characters with 1 uppercase, 1 lowercase, 1 number and 1 special character.')).toBeVisible();
    const dialogs = recordDialogs(page);
    const form = page.getByRole('form', { name: 'Change password' });
    const submit = form.getByRole('button', { name: 'Change Password' });
    const fields: [string, string][] = [
      ['Username', DEALERS.texas.username],
      ['Password', NEW_PASSWORD],
      ['New username', DEALERS.texas.username],
      ['New password', DEALERS.texas.password],
    ];
    await submit.click();
    for (const [i, [label, value]] of fields.entries()) {
      await dialogsCount(page, dialogs, i + 1);
      await form.getByLabel(label, { exact: true }).fill(value);
      await submit.click();
    }
    await dialogsCount(page, dialogs, 5);
    expect(dialogs.slice(0, 4)).toEqual([MSG.fillUsername, MSG.fillPassword, MSG.fillNewUsername, MSG.fillNewPassword]);
    expect(dialogs[4]).toMatch(/changed/);
    await expect(page).toHaveURL(/\/Login\/?$/);
    // the demo password works again
    const check = await page.request.post(`${apiUrl()}/api/login/login`, { form: { username: DEALERS.texas.username, password: DEALERS.texas.password } });
    expect(((await check.json()) as { code: number }).code).toBe(1);
  });
});
