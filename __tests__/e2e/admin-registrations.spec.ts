// The console's roll registry and warranty registrations (docs/product/warranty-registration.md),
// in the real browser against the harness's CMS, at both widths: a CSV of rolls with one bad line is
// refused (the line named, nothing imported), the fixed file is imported; a warranty a dealer has
// just registered is found, opened and voided with a reason, by keyboard. axe on every screen and
// dialog. The CMS's rules are covered over HTTP in __tests__/integration/cms/registration-console.test.ts.
//
// The console needs no site build: with a CMS already running, `E2E_EXTERNAL=1 E2E_ENV_FILE=<its
// env.json>` runs this spec alone (see __tests__/e2e/support/global-setup.ts).
import fs from 'node:fs';
import path from 'node:path';
import { request as pwRequest, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { test, expect, forBothWidths } from './support/fixtures';
import { axeViolations } from './support/axe';
import { apiUrl, SCREENSHOT_DIR } from './support/env';
import { DEALERS, apiLogin, makePng } from './live-support';
import { DEMO_EDITOR } from '../../cms/demo/accounts';
import { REG_MSG, endpoints, registrationPaths, vinCheckDigit } from '../../contract';

async function signIn(context: BrowserContext): Promise<string> {
  const res = await context.request.post(`${apiUrl()}/api/editor/session`, { data: DEMO_EDITOR, headers: { origin: apiUrl() } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { time_zone: string } }).data.time_zone;
}

/** Not the shared helper: its animations: 'disabled' adds an inline style, which the console's policy refuses. */
const shoot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${page.viewportSize()?.width ?? 0}.png`), fullPage: true });

/** axe finds nothing, and nothing runs off the side of the screen (long names wrap) */
const noViolations = async (page: Page) => {
  expect(await axeViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
};

/** an owner's name as long as the form allows, in one word: it must wrap, not widen the page */
const LONG_NAME = `Ada ${'Unbreakablesurname'.repeat(10)}`;

/** A North American VIN with its right check digit; `n` makes it unique. */
function vinFor(n: number): string {
  const base = `1HGCM8260${'3A'}${String(n).padStart(6, '0')}`;
  return base.slice(0, 8) + vinCheckDigit(base) + base.slice(9);
}

/** A roll of Crystal Gloss 8.5 (product 1) for dealer.berlin, added by the signed-in admin: the run uses no demo roll up. */
async function rollForBerlin(context: BrowserContext, serial: string) {
  const res = await context.request.post(`${apiUrl()}${registrationPaths.rolls}`, {
    data: { serial, product_id: 1, length_m: 15, shop_id: DEALERS.berlin.shopId },
    headers: { origin: apiUrl() },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Register one installation as the dealer portal does: one photo, bonnet, 1.5 m of the roll. */
async function registerAsDealer(api: APIRequestContext, timeZone: string, vin: string, plate: string, roll: string): Promise<string> {
  const { token } = await apiLogin(api, DEALERS.berlin);
  const photo = await api.post(`${apiUrl()}${endpoints.registrationPhoto.path}`, {
    headers: { token },
    multipart: { file: { name: 'car.png', mimeType: 'image/png', buffer: makePng(320, 240, [40, 60, 90]) } },
  });
  const photoId = ((await photo.json()) as { data: { id: string } }).data.id;
  const today = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const res = await api.post(`${apiUrl()}${endpoints.register.path}`, {
    headers: { token },
    data: {
      owner: { name: LONG_NAME, email: 'ada.owner@example.test', phone: '+49 30 1234 5678' },
      vehicle: { vin, plate, brand: 'Porsche', model: 'Taycan' },
      installation_date: today,
      installations: [{ product_id: 1, areas: ['bonnet'], rolls: [{ serial: roll, metres: 1.5 }] }],
      photos: [photoId],
      idempotency_key: `e2e-${vin}`,
    },
  });
  const body = (await res.json()) as { code: number; msg: string; data: { warranties: { warranty_no: string }[] } };
  expect(body.code, body.msg).toBe(1);
  return body.data.warranties[0].warranty_no;
}

let api: APIRequestContext;
test.beforeAll(async () => {
  api = await pwRequest.newContext();
});
test.afterAll(async () => api.dispose());

forBothWidths((width) => {
  test('imports rolls from a CSV: a bad line is refused with nothing imported; the fixed file comes in', async ({ page, context }) => {
    await signIn(context);
    const stamp = `${width}${Date.now().toString(36)}`.toUpperCase();
    const serials = [1, 2, 3].map((n) => `E2E-${stamp}-${n}`);
    const header = 'serial,product_id,length_m,shop_id';
    const bad = [header, `${serials[0]},1,15,1`, `${serials[1]},999,30.5,`, `${serials[2]},2,12,1`].join('\n');
    const good = bad.replace(',999,', ',1,');

    await page.goto(`${apiUrl()}/admin/rolls`);
    await expect(page.getByRole('heading', { name: 'Rolls', level: 1 })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Rolls of film' })).toBeVisible();
    await noViolations(page);
    await shoot(page, 'console-rolls');

    // the add form refuses beside each field, in the CMS's words
    await page.getByRole('button', { name: 'Add a roll' }).click();
    const add = page.getByRole('dialog', { name: 'Add a roll' });
    await add.getByRole('button', { name: 'Add roll' }).click();
    await expect(add.getByText(REG_MSG.serial)).toBeVisible();
    await expect(add.getByText(REG_MSG.length)).toBeVisible();
    await expect(add.getByLabel('Serial number')).toBeFocused();
    await noViolations(page);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `console-rolls-add-${width}.png`) });
    await page.keyboard.press('Escape');
    await expect(add).toBeHidden();

    const importFile = async (csv: string) => {
      await page.getByRole('button', { name: 'Import a CSV file' }).click();
      const dialog = page.getByRole('dialog', { name: 'Import rolls from a CSV file' });
      await dialog.getByLabel('CSV file', { exact: true }).setInputFiles({ name: 'rolls.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      await dialog.getByRole('button', { name: 'Import rolls' }).click();
      return dialog;
    };
    const dialog = await importFile(bad);
    const refusal = dialog.getByRole('alert');
    await expect(refusal).toContainText(REG_MSG.csvRows(1));
    await expect(refusal.getByRole('listitem')).toHaveCount(1);
    await expect(refusal.getByRole('listitem')).toContainText('Line 3: There is no product 999.');
    await expect(refusal.getByRole('listitem')).toContainText(`${serials[1]},999,30.5,`);
    await noViolations(page);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `console-rolls-import-refused-${width}.png`) });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    // nothing of the file was imported
    await page.getByLabel('Serial number').fill(`E2E-${stamp}`);
    await page.getByLabel('Serial number').press('Enter');
    await expect(page.getByText('No roll matches: try another serial number, dealer or film.')).toBeVisible();

    await importFile(good);
    await expect(dialog).toBeHidden();
    await expect(page.locator('.note-ok', { hasText: '3 rolls imported from rolls.csv.' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    const table = page.getByRole('table', { name: 'Rolls of film' });
    await expect(table.getByRole('row')).toHaveCount(4);
    await expect(table.getByRole('row').filter({ hasText: serials[1] })).toContainText('In stock');
    await noViolations(page);
  });

  test('finds a registration, opens it with its photo, and voids a warranty with a reason, by keyboard', async ({ page, context }) => {
    const zone = await signIn(context);
    const n = (Date.now() % 900_000) + width;
    const vin = vinFor(n);
    const ROLL = `E2E-R-${n}`;
    await rollForBerlin(context, ROLL);
    const warrantyNo = await registerAsDealer(api, zone, vin, `B-E2E ${width}`, ROLL);

    await page.goto(`${apiUrl()}/admin/registrations`);
    await expect(page.getByRole('heading', { name: 'Warranty registrations', level: 1 })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Warranty registrations' })).toBeVisible();
    await noViolations(page);
    await shoot(page, 'console-registrations');

    await page.getByLabel('VIN, plate, owner or warranty number').fill(vin);
    await page.getByLabel('State').selectOption('live');
    await page.getByLabel('VIN, plate, owner or warranty number').press('Enter');
    await expect(page.getByText('1 registration found')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Export these as CSV' })).toHaveAttribute('href', new RegExp(`search=${vin}.*state=live`));
    // the export downloads the CMS's CSV of these filters: one line per installation
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export these as CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('registrations.csv');
    const csv = fs
      .readFileSync(await download.path(), 'utf8')
      .trim()
      .split(/\r?\n/);
    expect(csv).toHaveLength(2);
    expect(csv[1]).toContain(warrantyNo);
    expect(csv[1]).toContain(LONG_NAME);
    const open = page.getByRole('link', { name: warrantyNo });
    await open.focus();
    await page.keyboard.press('Enter');

    await expect(page.getByRole('heading', { level: 1, name: /^Porsche Taycan, / })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Vehicle' })).toContainText(vin);
    await expect(page.getByRole('region', { name: 'Owner' })).toContainText(LONG_NAME);
    await expect(page.getByRole('region', { name: 'Installations' })).toContainText(`${ROLL}: 1.5 m`);
    const img = page.getByRole('img', { name: /^Photo 1 of 1 of the installation on Porsche Taycan/ });
    await expect(img).toBeVisible();
    expect(await img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    await noViolations(page);
    await shoot(page, 'console-registration-detail');

    // transfer: the new owner's name, email and phone are each asked for beside their field
    await page.getByRole('button', { name: `Transfer warranty ${warrantyNo} to a new owner` }).click();
    const transfer = page.getByRole('dialog', { name: 'Transfer to a new owner' });
    await transfer.getByRole('button', { name: 'Transfer warranty' }).click();
    await expect(transfer.getByText(REG_MSG.ownerName)).toBeVisible();
    await expect(transfer.getByText(REG_MSG.ownerEmail)).toBeVisible();
    await expect(transfer.getByText(REG_MSG.ownerPhone)).toBeVisible();
    await noViolations(page);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `console-transfer-dialog-${width}.png`) });
    await transfer.getByRole('button', { name: 'Cancel' }).click();
    await expect(transfer).toBeHidden();

    await page.getByRole('button', { name: `Void warranty ${warrantyNo}` }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Void this warranty?' });
    await expect(dialog).toBeVisible();
    // without a reason it is refused beside the field, which gets the focus
    await dialog.getByRole('button', { name: 'Void warranty' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByText(REG_MSG.voidReason)).toBeVisible();
    await expect(dialog.getByLabel('Reason')).toBeFocused();
    await noViolations(page);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `console-void-dialog-${width}.png`) });
    await page.keyboard.type('The film was not bought from Car Film Master.');
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Void warranty' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Void: The film was not bought from Car Film Master.')).toBeVisible();
    await expect(page.getByRole('button', { name: `Void warranty ${warrantyNo}` })).toHaveCount(0);
    await noViolations(page);

    // the roll it used lists it, void
    await page.getByRole('region', { name: 'Installations' }).getByRole('link', { name: ROLL }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Roll ${ROLL}` })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Warranties that used this roll' }).getByRole('row').filter({ hasText: warrantyNo })).toContainText('Void');
    await noViolations(page);
    await shoot(page, 'console-roll-detail');

    // the list now finds it among the void ones
    await page.goto(`${apiUrl()}/admin/registrations`);
    await page.getByLabel('VIN, plate, owner or warranty number').fill(vin);
    await page.getByLabel('State').selectOption('void');
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page.getByText('1 registration found')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Warranty registrations' })).toContainText('Void');
  });
});
