// Warranty check, list and detail in the browser against the real API
// (docs/product/content-pages.md#technical-center,
// docs/product/states-and-transitions.md#warranty-search,
// docs/product/validation-messages.md#warranty-search, docs/product/errors.md).
import { expect, test } from './support/fixtures';
import { apiUrl, screenshot, startCms, stopCms } from './support/env';
import { demoWarranties, dialogsCount, recordDialogs, metaTitle, gotoReady } from './live-support';
import { maskName, maskTail } from '../../cms/lib/mask';
import { MSG } from '../../contract/messages';

const MSG_INPUT = 'Input your warranty ID / tel / email / Vehicle Identification No. / Plate No.';
const UNAVAILABLE = MSG.unavailable;

const withEmailAndVin = () => demoWarranties().find((w) => w.CustomerEmail && w.VINNO)!;

test.describe('WarrantyCheck', () => {
  test('the sentence shows a live count with separators and a ticking date', async ({ page, request }) => {
    const count = ((await (await request.get(`${apiUrl()}/api/Warranty/getWarrantys`)).json()) as { data: string }).data;
    const formatted = Number(count).toLocaleString('en-US');
    await gotoReady(page, '/WarrantyCheck');
    await expect(page).toHaveTitle(await metaTitle(request, 'Warranty Check'));
    const sentence = page.getByTestId('clients-sentence');
    await expect(sentence).toContainText(`world-wide clients have chosen Car Film Master products`);
    await expect(sentence).toContainText(formatted);
    const first = await sentence.locator('time').textContent();
    await expect.poll(async () => sentence.locator('time').textContent(), { timeout: 3000 }).not.toBe(first);
    await expect(page.getByRole('searchbox')).toHaveAttribute('placeholder', 'warranty ID / email / Plate No.');
  });

  test('mobile placeholder adds tel and VIN', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoReady(page, '/WarrantyCheck');
    await expect(page.getByRole('searchbox')).toHaveAttribute('placeholder', /tel.*VIN/);
  });

  test('empty input alerts and the search call is still made', async ({ page }) => {
    await gotoReady(page, '/WarrantyCheck');
    const dialogs = recordDialogs(page);
    const call = page.waitForRequest((r) => r.url().includes('/api/Warranty/checkWarranty'));
    await page.getByRole('button', { name: 'Search' }).click();
    await call;
    await dialogsCount(page, dialogs, 1);
    expect(dialogs[0]).toBe(MSG_INPUT);
    await expect(page).toHaveURL(/\/WarrantyCheck/);
  });

  test('an unknown value alerts the server message', async ({ page }) => {
    await gotoReady(page, '/WarrantyCheck');
    const dialogs = recordDialogs(page);
    await page.getByRole('searchbox').fill('NO-SUCH-WARRANTY-42');
    await page.getByRole('button', { name: 'Search' }).click();
    await dialogsCount(page, dialogs, 1);
    expect(dialogs[0]).toMatch(/No warranty was found/);
  });

  const w = demoWarranties().find((x) => x.CustomerEmail && x.VINNO)!;
  for (const [by, value] of [
    ['warranty number', w.warrantyNo],
    ['plate', w.plate],
    ['email', w.CustomerEmail!],
    ['telephone', w.phone],
    ['VIN', w.VINNO!],
  ] as const) {
    test(`search by ${by} lists the warranty and opens its detail`, async ({ page, request }) => {
      // the demo value is a real hit in the API
      const api = await request.get(`${apiUrl()}/api/Warranty/checkWarranty`, { params: { filter: value } });
      expect(((await api.json()) as { code: number }).code).toBe(1);

      await gotoReady(page, '/WarrantyCheck');
      await page.getByRole('searchbox').fill(value);
      await page.getByRole('button', { name: 'Search' }).click();
      await expect(page).toHaveURL(new RegExp(`/Warrantylist/?\\?filter=${encodeURIComponent(value).replace(/[+]/g, '\\+')}`));
      // a warranty number alone does not prove who owns the car: the owner is masked (docs/decisions/0009-masked-and-throttled-warranty-lookups.md)
      const owner = by !== 'warranty number';
      const name = owner ? w.CustomerName : maskName(w.CustomerName);
      const card = page.getByTestId('warranty-card').filter({ hasText: name });
      await expect(card).toBeVisible();
      await expect(card).toContainText(w.cpname);
      await card.getByRole('link', { name: /MORE/ }).click();
      // the search travels along as `key`, so the detail shows exactly what the search proved
      await expect(page).toHaveURL(/\/WarrantyInfo\/?\?id=[^&]+&key=/);
      const detail = page.getByTestId('warranty-detail');
      await expect(detail).toContainText(w.warrantyNo);
      await expect(detail).toContainText(name);
      await expect(detail).toContainText(owner ? w.VINNO! : maskTail(w.VINNO!, 4));
      if (!owner) await expect(detail).not.toContainText(w.VINNO!);
      await expect(detail).toContainText('Roll serial number');
      await expect(detail).toContainText('Warranty validity period');
    });
  }

  test('email and VIN are hidden when the warranty has none', async ({ page }) => {
    const noEmail = demoWarranties().find((x) => !x.CustomerEmail)!;
    await gotoReady(page, `/Warrantylist?filter=${encodeURIComponent(noEmail.warrantyNo)}`);
    await page.getByTestId('warranty-card').getByRole('link', { name: /MORE/ }).click();
    const detail = page.getByTestId('warranty-detail');
    await expect(detail).toContainText(noEmail.warrantyNo);
    await expect(detail.getByText('Email', { exact: true })).toHaveCount(0);
    if (!noEmail.VINNO) await expect(detail.getByText('VIN', { exact: true })).toHaveCount(0);
  });

  test('a refused list search alerts the reason, then goes back to WarrantyCheck', async ({ page }) => {
    const seen = recordDialogs(page);
    await gotoReady(page, '/Warrantylist?filter=NO-SUCH-WARRANTY-42');
    await expect(page).toHaveURL(/\/WarrantyCheck/);
    expect(seen[0]).toContain('No warranty was found');
    await expect(page.getByTestId('warranty-notice')).toContainText('No warranty was found');
  });

  test('the WarrantySearch page alerts on empty input and still makes the call', async ({ page }) => {
    const seen = recordDialogs(page);
    const calls: string[] = [];
    page.on('request', (r) => r.url().includes('/api/Warranty/checkWarranty') && calls.push(r.url()));
    await gotoReady(page, '/WarrantySearch');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => calls.length).toBe(1);
    expect(seen[0]).toBe(MSG.warrantyInput);
    await expect(page).toHaveURL(/\/WarrantySearch/);
  });
});

test.describe('with the API down', { tag: '@exclusive' }, () => {
  test.afterEach(async () => {
    await startCms();
  });

  test('the list shows the unavailable toast and goes back to WarrantyCheck with the unavailable message', async ({ page }) => {
    const w = withEmailAndVin();
    await stopCms();
    await gotoReady(page, `/Warrantylist?filter=${encodeURIComponent(w.warrantyNo)}`);
    await expect(page.getByRole('alert').filter({ hasText: UNAVAILABLE })).toBeVisible();
    await expect(page).toHaveURL(/\/WarrantyCheck/);
    await expect(page.getByTestId('warranty-notice')).toContainText(UNAVAILABLE);
    await screenshot(page, 'live-warranty-api-down');
  });
});

test('a 404 from the API shows "The network request does not exist."', async ({ page }) => {
  // Through the real client: the detail call is answered with a 404 by the test.
  await page.route('**/api/Warranty/getWarrantysDetail**', (route) =>
    route.fulfill({ status: 404, contentType: 'application/json', body: JSON.stringify({ code: 0, data: null, msg: 'Not Found' }) }),
  );
  await gotoReady(page, '/WarrantyInfo?id=whatever');
  await expect(page.getByRole('alert').filter({ hasText: 'The network request does not exist.' })).toBeVisible();
  await expect(page.getByTestId('load-error')).toBeVisible();
});
