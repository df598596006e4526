// Partner search (docs/product/content-pages.md#partnersearch,
// docs/product/states-and-transitions.md#partner-search,
// docs/product/validation-messages.md#partner-search): alerts in order, live regions, results only
// after SEARCH,
// the search in the URL (shareable, a reload runs it), and the /ParnerSearch spelling.
import { expect, test } from './support/fixtures';
import { dialogsCount, recordDialogs, metaTitle, gotoReady, hydrated } from './live-support';

test('no results before SEARCH; country then region are required, in that order', async ({ page, request }) => {
  await gotoReady(page, '/PartnerSearch');
  await expect(page).toHaveTitle(await metaTitle(request, 'Partner Search'));
  await expect(page.getByRole('region', { name: 'Search results' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Certified Shop', level: 3 })).toBeVisible(); // category cards from the build
  const dialogs = recordDialogs(page);
  await page.getByRole('button', { name: 'SEARCH' }).click();
  await dialogsCount(page, dialogs, 1);
  const regions = page.waitForResponse((r) => r.url().includes('/api/shop/getCityList') && r.url().includes('country_id=2'));
  await page.getByLabel('Country', { exact: true }).selectOption({ label: 'Germany' });
  await regions; // loaded live on country change
  await page.getByRole('button', { name: 'SEARCH' }).click();
  await dialogsCount(page, dialogs, 2);
  expect(dialogs).toEqual(['Please select a country.', 'Please select a region.']);
  await expect(page.getByRole('region', { name: 'Search results' })).toHaveCount(0);
});

test('a search shows three groups, puts the query in the URL, and a reload runs it again', async ({ page }) => {
  await gotoReady(page, '/PartnerSearch');
  await page.getByLabel('Country', { exact: true }).selectOption({ label: 'United Arab Emirates' });
  await page.getByLabel('Region', { exact: true }).selectOption({ label: 'Dubai' });
  await page.getByRole('button', { name: 'SEARCH' }).click();
  const results = page.getByRole('region', { name: 'Search results' });
  await expect(page.getByTestId('group-country_dealer')).toContainText('Gulf Film Distribution');
  await expect(page.getByTestId('group-certified_shop')).toContainText('Marina Detailing Studio');
  await expect(page.getByTestId('group-reseller')).toContainText('Deira Film Trading');
  for (const title of ['Country Dealer', 'Certified Shop', 'Reseller']) await expect(results.getByRole('heading', { name: new RegExp(title) })).toBeVisible();
  const card = page.getByTestId('partner-card').filter({ hasText: 'Gulf Film Distribution' });
  await expect(card.locator('img')).toHaveCount(1);
  await expect(card.getByRole('link', { name: /MORE\+/ })).toHaveAttribute('href', /\/DealerDetails\/9\/$/);
  await expect(page).toHaveURL(/\?nation_id=3&city_id=301$/);

  const shared = page.url();
  await page.reload();
  await hydrated(page);
  await expect(page.getByTestId('group-country_dealer')).toContainText('Gulf Film Distribution');
  await expect(page.getByLabel('Country', { exact: true })).toHaveValue('3');
  await expect(page.getByLabel('Region', { exact: true })).toHaveValue('301');

  await page.goto('about:blank');
  await gotoReady(page, shared);
  await expect(page.getByTestId('group-reseller')).toContainText('Deira Film Trading');
});

test('keywords narrow the search and a region without partners says so', async ({ page }) => {
  await gotoReady(page, '/PartnerSearch?nation_id=3&city_id=301&keywords=Marina');
  await expect(page.getByTestId('group-certified_shop')).toContainText('Marina Detailing Studio');
  await expect(page.getByTestId('group-country_dealer')).not.toContainText('Gulf Film');
  await expect(page.getByLabel('Keyword', { exact: true })).toHaveValue('Marina');

  await page.getByLabel('Region', { exact: true }).selectOption({ label: 'Sharjah' });
  await page.getByLabel('Keyword', { exact: true }).fill('');
  await page.getByRole('button', { name: 'SEARCH' }).click();
  await expect(page.getByTestId('partner-empty')).toContainText('No partner found');
  await expect(page).toHaveURL(/nation_id=3&city_id=303$/);
});

test('/ParnerSearch renders the same search and keeps the query', async ({ page }) => {
  const res = await gotoReady(page, '/ParnerSearch?nation_id=2&city_id=201');
  expect(res!.status()).toBe(200);
  await expect(page.getByTestId('group-country_dealer')).toContainText('CFM Deutschland');
  await expect(page).toHaveURL(/\/ParnerSearch\/?\?nation_id=2&city_id=201/);
});
