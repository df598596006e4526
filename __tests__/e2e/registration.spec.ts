// Installers register warranties (issue 37, docs/product/warranty-registration.md) in the dealer
// portal, against the real CMS: keyboard only at 390 px, one installation with two areas, one roll
// and one photo; then the owner's public warranty check finds it and its certificate prints. Also
// the shop's own list (search, detail, a change within 7 days), the service down, long text at
// 390 px, and axe on every new screen at 390 and 1440 px. Uses dealer.berlin and its demo rolls.
import { request as pwRequest, type Locator, type Page } from '@playwright/test';
import { expect, forBothWidths, test, viewportOf } from './support/fixtures';
import { apiUrl, screenshot } from './support/env';
import { axeViolations } from './support/axe';
import { chooserFromKeyboard } from './support/file-chooser';
import { DEALERS, apiLogin, gotoReady, makePng, setSessionCookies, type UserInfo } from './live-support';
import { REG_MSG, vinCheckDigit } from '../../contract/registration-rules';
import { MSG } from '../../contract/messages';

let session: UserInfo;
test.beforeAll(async () => {
  const api = await pwRequest.newContext();
  session = await apiLogin(api, DEALERS.berlin);
  await api.dispose();
});
test.beforeEach(async ({ context }) => {
  await setSessionCookies(context, session.token, session);
});

/** A North American VIN with the right check digit, different on every run. */
function freshVin(): string {
  const tail = String(Date.now() % 1_000_000).padStart(6, '0');
  const v = `1HGCM8263A${tail.slice(0, 1)}${tail}`.slice(0, 17);
  return `${v.slice(0, 8)}${vinCheckDigit(v)}${v.slice(9)}`;
}
const freshPlate = () => `E2E ${Date.now().toString(36).toUpperCase().slice(-6)}`;

/** Press Tab until `target` has focus (keyboard only: no clicks, no programmatic focus). */
async function tabTo(page: Page, target: Locator, max = 120): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** With a <select> focused, move with the arrow keys until its value is one `ok` accepts. */
async function arrowUntil(page: Page, select: Locator, ok: (v: string) => boolean, max = 30): Promise<string> {
  for (let i = 0; i < max; i += 1) {
    const v = await select.inputValue();
    if (ok(v)) return v;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`no acceptable option in ${select.toString()}`);
}

/** Type into a field reached by Tab. */
async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

interface Registered {
  warrantyNo: string;
  plate: string;
  vin: string;
}

/** Register one installation with the keyboard only: two areas, one roll, one photo. */
async function registerByKeyboard(page: Page, opts: { plate: string; vin: string; model?: string }): Promise<Registered> {
  await gotoReady(page, '/RegisterInstallation');
  const form = page.getByRole('form', { name: 'Register an installation' });
  await expect(form).toBeVisible();
  await typeInto(page, form.getByLabel('Name'), 'Keyboard Kim');
  await typeInto(page, form.getByLabel('Email'), 'kim.e2e@example.com');
  await typeInto(page, form.getByLabel('Phone'), '+49 30 555 0101');
  await typeInto(page, form.getByLabel('VIN'), opts.vin.toLowerCase());
  await typeInto(page, form.getByLabel('Plate'), opts.plate);
  await typeInto(page, form.getByLabel('Brand'), 'Porsche');
  await typeInto(page, form.getByLabel('Model'), opts.model ?? '911 Carrera');
  await expect(form.getByLabel('VIN')).toHaveValue(opts.vin); // upper-cased when Tab left it
  // the installation date is today by default

  const install = form.getByTestId('installation');
  const film = install.getByLabel('Film');
  await tabTo(page, film);
  await arrowUntil(page, film, (v) => v === '1'); // Crystal Gloss 8.5: the film of berlin's CG85 rolls
  await tabTo(page, install.getByRole('checkbox', { name: 'Bonnet' }));
  await page.keyboard.press('Space');
  await tabTo(page, install.getByRole('checkbox', { name: 'Front bumper' }));
  await page.keyboard.press('Space');
  await expect(install.getByRole('checkbox', { name: 'Full front' })).toHaveJSProperty('indeterminate', true);

  const serial = install.getByLabel('Roll serial number');
  await tabTo(page, serial);
  const chosen = await arrowUntil(page, serial, (v) => v.startsWith('CG85-'));
  await expect(serial.locator('option:checked')).toContainText('m left');
  await typeInto(page, install.getByLabel('Metres used'), '1.5');

  const file = form.locator('input[type=file]');
  await tabTo(page, file);
  await (await chooserFromKeyboard(page)).setFiles({ name: 'bonnet.png', mimeType: 'image/png', buffer: makePng(640, 480) });
  const photo = form.getByTestId('photo');
  await expect(photo).toContainText('Uploaded');
  await expect(photo.getByRole('img')).toHaveJSProperty('complete', true);

  await tabTo(page, form.getByRole('button', { name: 'Register warranty' }));
  await page.keyboard.press('Enter');
  const done = page.getByTestId('registration-done');
  await expect(done.getByRole('heading', { name: 'Registered' })).toBeFocused();
  const w = done.getByTestId('registered-warranty');
  await expect(w).toHaveCount(1);
  const warrantyNo = (await w.locator('strong').textContent())!.trim();
  expect(warrantyNo).toMatch(/^[A-Z0-9-]{6,}$/);
  await expect(w.getByRole('link', { name: `Warranty page of ${warrantyNo}` })).toHaveAttribute('href', /^\/WarrantyInfo\/?\?id=[^&]+&key=/);
  await expect(w.getByRole('link', { name: `Certificate of ${warrantyNo}` })).toHaveAttribute('href', /&print=1$/);
  expect(chosen).toMatch(/^CG85-/);
  // the draft is gone: the form opens empty
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes('registration-draft')))).toEqual([]);
  return { warrantyNo, plate: opts.plate, vin: opts.vin };
}

test.describe('keyboard only, 390 px', () => {
  test.use({ viewport: viewportOf(390) });

  test('register one installation (two areas, one roll, one photo), find it in the public warranty check and print its certificate', async ({
    page,
    consoleErrors,
  }) => {
    const reg = await registerByKeyboard(page, { plate: freshPlate(), vin: freshVin() });
    await screenshot(page, 'registration-done');

    // the owner, with no account: Warranty Check by plate, the list, the detail, the certificate
    await gotoReady(page, '/WarrantyCheck');
    await typeInto(page, page.getByRole('searchbox'), reg.plate);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/Warrantylist/);
    const card = page.getByTestId('warranty-card').filter({ hasText: 'Keyboard Kim' });
    await expect(card).toBeVisible();
    await tabTo(page, card.getByRole('link', { name: /MORE/ }));
    await page.keyboard.press('Enter');
    const detail = page.getByTestId('warranty-detail');
    await expect(detail).toContainText(reg.warrantyNo);
    await expect(detail).toContainText('Bonnet, Front bumper');
    await expect(detail).toContainText('CG85-');
    await expect(detail).toContainText(reg.vin);

    let printed = 0;
    await page.exposeFunction('__countPrint', () => void printed++);
    await page.evaluate(() => {
      window.print = () => (window as unknown as { __countPrint: () => void }).__countPrint();
    });
    await tabTo(page, page.getByRole('button', { name: 'Print certificate' }));
    await page.keyboard.press('Enter');
    await expect.poll(() => printed).toBe(1);
    await page.emulateMedia({ media: 'print' });
    const cert = page.getByTestId('warranty-certificate');
    await expect(cert).toBeVisible();
    await expect(cert).toContainText(reg.warrantyNo);
    await expect(cert).toContainText('Bonnet, Front bumper');
    expect(consoleErrors.filter((e) => !/favicon/.test(e))).toEqual([]);
  });
});

test("the confirmation's Certificate link opens the certificate and its print dialog", async ({ page }) => {
  await page.setViewportSize(viewportOf(1440));
  const reg = await registerByKeyboard(page, { plate: freshPlate(), vin: freshVin() });
  await page.addInitScript(() => {
    (window as unknown as { __printed: number }).__printed = 0;
    window.print = () => void (window as unknown as { __printed: number }).__printed++;
  });
  const href = await page.getByRole('link', { name: `Certificate of ${reg.warrantyNo}` }).getAttribute('href');
  await gotoReady(page, href!);
  await expect(page.getByTestId('warranty-detail')).toContainText(reg.warrantyNo);
  await expect.poll(() => page.evaluate(() => (window as unknown as { __printed: number }).__printed)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('warranty-certificate')).toContainText(reg.warrantyNo);
});

test('my registrations: search, detail, a change within 7 days; long text stays on a phone screen', async ({ page }) => {
  await page.setViewportSize(viewportOf(390));
  const longModel = 'Sportwagen-Langversion-mit-sehr-langem-Modellnamen-ohne-Leerzeichen-XL';
  const reg = await registerByKeyboard(page, { plate: freshPlate(), vin: freshVin(), model: longModel });

  await gotoReady(page, '/MyRegistrations');
  const nav = page.getByRole('navigation', { name: 'Dealer portal' });
  await expect(nav.getByRole('link', { name: 'My registrations' })).toHaveAttribute('aria-current', 'page');
  await page.getByLabel('Search your registrations').fill(reg.plate);
  await page.getByRole('button', { name: 'Search' }).click();
  const card = page.getByTestId('registration-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(reg.warrantyNo);
  await expect(card).toContainText('Can still be changed');
  await expect(page).toHaveURL(/\/MyRegistrations\/?\?search=/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  await card.getByRole('link').click();
  const detail = page.getByTestId('registration-detail');
  await expect(detail).toContainText(reg.vin);
  await expect(detail).toContainText('Bonnet, Front bumper');
  await expect(detail.getByTestId('edit-state')).toContainText('Can be changed until');
  await expect(detail.getByRole('img', { name: /Photo 1 of 1/ })).toHaveJSProperty('complete', true);
  // nothing wider than the screen (named, if something is)
  const wide = await page.evaluate(() =>
    [...document.querySelectorAll('#main *')]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
      .map((el) => `${el.tagName} ${el.textContent?.slice(0, 40)}`),
  );
  expect(wide).toEqual([]);

  await detail.getByRole('button', { name: 'Change details' }).click();
  const edit = page.getByRole('form', { name: 'Change the registration' });
  await edit.getByLabel('Phone').fill('12');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit.getByLabel('Phone')).toBeFocused();
  await expect(edit.getByLabel('Phone')).toHaveAccessibleDescription(REG_MSG.correctPhone);
  await edit.getByLabel('Phone').fill('+49 30 555 0199');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(detail.getByRole('status')).toHaveText('Changes saved.');
  await expect(detail).toContainText('+49 30 555 0199');

  // a search that finds nothing says so
  await gotoReady(page, '/MyRegistrations?search=NO-SUCH-REGISTRATION-42');
  await expect(page.getByText('No registration matches')).toBeVisible();
});

test('the service down: the toast and Try again, and the draft is kept', async ({ page }) => {
  await gotoReady(page, '/RegisterInstallation');
  await page.getByLabel('Name').fill('Offline Olga');
  await page.route(`${apiUrl()}/**`, (route) => route.abort('connectionrefused'));
  await page.reload();
  await expect(page.getByText(MSG.unavailable)).toBeVisible();
  await expect(page.getByTestId('load-error')).toContainText('could not be loaded');
  await page.unroute(`${apiUrl()}/**`);
  await page.getByTestId('load-error').getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByLabel('Name')).toHaveValue('Offline Olga');
  await gotoReady(page, '/MyRegistrations');
  await page.route(`${apiUrl()}/**`, (route) => route.abort('connectionrefused'));
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByTestId('load-error')).toBeVisible();
});

forBothWidths((width) => {
  test(`axe: 0 violations on the new screens at ${width} px`, async ({ page }) => {
    const check = async (name: string) => {
      await page.evaluate(() => document.fonts?.ready);
      expect(await axeViolations(page), name).toEqual([]);
      await screenshot(page, `registration-${name}`);
    };
    await gotoReady(page, '/DealerPortal');
    await expect(page.getByRole('navigation', { name: 'Dealer portal' })).toBeVisible();
    await expect(page.getByTestId('dealer-info')).toBeVisible();
    await check('portal');

    await gotoReady(page, '/RegisterInstallation');
    const form = page.getByRole('form', { name: 'Register an installation' });
    await expect(form).toBeVisible();
    await form.getByLabel('Film').selectOption('1');
    await form.getByRole('checkbox', { name: 'Full front' }).check();
    await form.getByRole('checkbox', { name: 'Mirrors' }).uncheck();
    await check('form');
    await form.getByRole('button', { name: 'Register warranty' }).click();
    await expect(page.getByTestId('error-summary')).toBeVisible();
    await check('form-refused');

    await gotoReady(page, '/MyRegistrations');
    await expect(page.getByTestId('registration-card').first().or(page.getByText('No registrations yet'))).toBeVisible();
    await check('list');
    const first = page.getByTestId('registration-card').first();
    if (await first.count()) {
      await first.getByRole('link').click();
      await expect(page.getByTestId('registration-detail')).toBeVisible();
      await check('detail');
    }
    await gotoReady(page, '/MyRegistrations?search=NO-SUCH-REGISTRATION-42');
    await expect(page.getByText('No registration matches')).toBeVisible();
    await check('list-empty');
  });
});
