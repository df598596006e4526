// Dealer portal (docs/product/content-pages.md#dealer-area,
// docs/product/validation-messages.md#edit-information,
// docs/product/roles-and-permissions.md#dealer): shop info and paged branding elements, branding
// detail,
// training detail with the Dealer Details breadcrumb, and editing the shop with a real PNG upload.
// Uses dealer.dubai (one API login for the file) and restores its description at the end.
import { request as pwRequest } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { apiUrl } from './support/env';
import { DEALERS, apiLogin, dialogsCount, makePng, recordDialogs, setSessionCookies, type UserInfo, metaTitle, gotoReady, hydrated } from './live-support';

let session: UserInfo;
let original: { desc: string; shop_image: string; shop_name: string; mobile: string; nation_id: number; city_id: number };

test.beforeAll(async () => {
  const api = await pwRequest.newContext();
  session = await apiLogin(api, DEALERS.dubai);
  const own = await api.get(`${apiUrl()}/api/shop/getInfos`, { headers: { token: session.token } });
  original = ((await own.json()) as { data: typeof original }).data;
  await api.dispose();
});

test.afterAll(async () => {
  // Put the demo shop back as it was (name, description and image).
  const api = await pwRequest.newContext();
  await api.get(`${apiUrl()}/api/shop/saveInfo`, {
    headers: { token: session.token },
    params: { ...original, nation_id: String(original.nation_id), city_id: String(original.city_id) },
  });
  await api.dispose();
});

test.beforeEach(async ({ context }) => {
  await setSessionCookies(context, session.token, session);
});

test('the portal shows the shop, an Edit link and branding elements that open their detail', async ({ page, request }) => {
  await gotoReady(page, '/DealerPortal');
  await expect(page).toHaveTitle(await metaTitle(request, 'Dealer Portal'));
  const info = page.getByTestId('dealer-info');
  await expect(info).toContainText('Gulf Film Distribution');
  await expect(info.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/EditInformation/');
  const items = page.getByTestId('branding-item');
  await expect(items.first()).toBeVisible();
  const href = await items.first().getAttribute('href');
  expect(href).toMatch(/^\/BrandingElementsInfo\/\?id=\d+$/);
  const name = (await items.first().locator('span').nth(1).textContent())!.trim();
  const nav = page.getByRole('navigation', { name: 'Branding elements pages' });
  if (await nav.count()) {
    await nav.getByRole('button', { name: /2/ }).first().click();
    await expect(items.first()).not.toHaveText(name);
    await nav.getByRole('button', { name: /1/ }).first().click();
  }
  await gotoReady(page, href!);
  const detail = page.getByTestId('branding-detail');
  await expect(detail.getByRole('heading', { name })).toBeVisible();
  if (await detail.locator('video').count()) await expect(detail.getByRole('button', { name: /^Play/ })).toBeVisible();
});

test('a branding element of another shop is not shown', async ({ page }) => {
  await gotoReady(page, '/BrandingElementsInfo?id=1');
  await expect(page.getByText('Branding element not found')).toBeVisible();
});

test('training detail: breadcrumb with Dealer Details and related cases carrying type=3, shop_id and t_id', async ({ page }) => {
  await gotoReady(page, '/TrainingDetail?id=1&shop_id=4');
  const detail = page.getByTestId('training-detail');
  await expect(detail).toContainText('PPF Master Installer');
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Dealer Details' })).toHaveAttribute('href', '/DealerDetails/4/');
  const caseLink = detail.getByRole('link').first();
  await expect(caseLink).toHaveAttribute('href', /^\/ExampleInfo\/\d+\/\?type=3&shop_id=4&t_id=1$/);

  await gotoReady(page, '/TrainingDetail?id=1');
  await expect(page.getByTestId('training-detail')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Dealer Details' })).toHaveCount(0);
});

// @exclusive: it changes dubai's description and image, which the dealer pages of other specs show.
test('edit information: every check in order, upload a PNG, save, and see it after a reload', { tag: '@exclusive' }, async ({ page }) => {
  await gotoReady(page, '/EditInformation');
  const form = page.getByRole('form', { name: 'Edit information' });
  await expect(form.getByLabel('Dealer name')).toHaveValue('Gulf Film Distribution');
  const dialogs = recordDialogs(page);
  const save = form.getByRole('button', { name: 'Save' });
  const keep = {
    name: await form.getByLabel('Dealer name').inputValue(),
    tel: await form.getByLabel('Telephone').inputValue(),
  };

  await form.getByLabel('Dealer name').fill('');
  await save.click();
  await dialogsCount(page, dialogs, 1);
  await form.getByLabel('Dealer name').fill(keep.name);
  await form.getByLabel('Telephone').fill('');
  await save.click();
  await dialogsCount(page, dialogs, 2);
  await form.getByLabel('Telephone').fill(keep.tel);
  await form.getByLabel('Country').selectOption('');
  await save.click();
  await dialogsCount(page, dialogs, 3);
  const regions = page.waitForResponse((r) => r.url().includes('/api/shop/getCityList'));
  await form.getByLabel('Country').selectOption({ label: 'United Arab Emirates' });
  await regions;
  await save.click(); // the region was reset by the country change
  await dialogsCount(page, dialogs, 4);
  await form.getByLabel('Region').selectOption({ label: 'Dubai' });
  await form.getByLabel('Description').fill('');
  await save.click();
  await dialogsCount(page, dialogs, 5);
  await form.getByLabel('Description').fill('Edited by the live e2e suite.');
  await form.getByRole('button', { name: 'Remove' }).click();
  await save.click();
  await dialogsCount(page, dialogs, 6);
  expect(dialogs).toEqual([
    'Please fill in dealer name',
    'Please fill in your telephone',
    'Please select  your country',
    'Please select your Region',
    'Please enter your description',
    'Please upload image',
  ]);

  // Exactly one image: a single-file input.
  await expect(form.locator('input[type=file]')).toHaveCount(1);
  expect(await form.locator('input[type=file]').getAttribute('multiple')).toBeNull();

  // A file that is not an image is refused with the server's message.
  const upload = page.waitForResponse((r) => r.url().includes('/api/common/uploadImg'));
  await form.locator('input[type=file]').setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not really a png') });
  await upload;
  await dialogsCount(page, dialogs, 7);
  expect(dialogs[6]).toMatch(/\S/);

  // A real PNG: preview, saved path, visible after a reload.
  await form.locator('input[type=file]').setInputFiles({ name: 'shop.png', mimeType: 'image/png', buffer: makePng(320, 240) });
  const preview = form.getByTestId('upload-preview');
  await expect(preview).toHaveAttribute('src', /\/uploads\/shop\/[0-9a-f]+\.png$/);
  const src = await preview.getAttribute('src');
  await save.click();
  await dialogsCount(page, dialogs, 8);
  await expect(page).toHaveURL(/\/DealerPortal\/?$/);
  await expect(page.getByTestId('shop-image')).toHaveAttribute('src', src!);
  await expect(page.getByTestId('dealer-info')).toContainText('Edited by the live e2e suite.');
  await page.reload();
  await hydrated(page);
  await expect(page.getByTestId('shop-image')).toHaveAttribute('src', src!);
  const loaded = await page.getByTestId('shop-image').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth);
  expect(loaded).toBe(320);
});
