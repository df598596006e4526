// Near me on Partner Search (docs/product/nearest-partner.md): with location granted the dealers
// come nearest first with distances (km or miles by locale) and the point in the URL; refused
// location falls back with the sentence; Directions and tel: links on cards and DealerDetails.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/fixtures';
import { gotoReady } from './live-support';
import { byDistance } from '../../src/features/partner/geo';
import { FALLBACK_SENTENCE } from '../../src/features/partner/near-me-text';

const POTSDAM = { latitude: 52.3906, longitude: 13.0645 };
interface DemoDealer {
  id: number;
  status: string;
  shop_name: string;
  address: string;
  mobile: string;
  lat: number;
  lng: number;
}
const dealers = (JSON.parse(fs.readFileSync(path.join(__dirname, '../../cms/content/dealers.json'), 'utf8')) as DemoDealer[]).filter(
  (d) => d.status === 'published',
);
const expectedOrder = byDistance(dealers, { lat: 52.391, lng: 13.065 }).map((d) => d.shop_name);

test.describe('granted', () => {
  test.use({ geolocation: POTSDAM, permissions: ['geolocation'], locale: 'de-DE' });

  test('orders the dealers by distance from the browser location, in km, and keeps it in the URL', async ({ page, consoleErrors }) => {
    await gotoReady(page, '/PartnerSearch/');
    await page.getByRole('button', { name: 'Near me' }).click();
    await expect(page).toHaveURL(/[?&]near=52\.391,13\.065$/);
    const cards = page.getByRole('list', { name: 'Partners by distance' }).getByTestId('partner-card');
    await expect(cards).toHaveCount(expectedOrder.length);
    expect(await cards.getByRole('heading').allTextContents()).toEqual(expectedOrder);
    await expect(cards.first().getByTestId('partner-distance')).toHaveText(/^\d+(,\d)? km away$/);
    const first = dealers.find((d) => d.shop_name === expectedOrder[0])!;
    await expect(cards.first().getByRole('link', { name: `Directions to ${first.shop_name} (opens maps)` })).toHaveAttribute(
      'href',
      `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(first.address)}`,
    );
    await expect(cards.first().getByRole('link', { name: first.mobile })).toHaveAttribute('href', `tel:${first.mobile.replace(/[^\d+]/g, '')}`);

    // the shared URL shows the same list on reload
    await page.reload();
    await expect(page.getByRole('list', { name: 'Partners by distance' }).getByTestId('partner-card').first().getByRole('heading')).toHaveText(
      expectedOrder[0],
    );
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('miles', () => {
  test.use({ geolocation: POTSDAM, permissions: ['geolocation'], locale: 'en-US' });
  test('a US visitor sees miles', async ({ page }) => {
    await gotoReady(page, '/PartnerSearch/?near=52.391,13.065');
    await expect(page.getByTestId('partner-distance').first()).toHaveText(/ mi away$/);
  });
});

test.describe('denied', () => {
  test.use({ permissions: [] });
  test('refused location falls back to the country/region search with a sentence', async ({ page }) => {
    await gotoReady(page, '/PartnerSearch/');
    await page.getByRole('button', { name: 'Near me' }).click();
    await expect(page.getByRole('status').filter({ hasText: FALLBACK_SENTENCE })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Country' })).toBeFocused();
    await expect(page.getByRole('list', { name: 'Partners by distance' })).toHaveCount(0);
  });
});

test('DealerDetails has Directions and a tel: link', async ({ page }) => {
  const d = dealers[0];
  await gotoReady(page, `/DealerDetails/${d.id}/`);
  await expect(page.getByRole('link', { name: `Directions to ${d.shop_name} (opens maps)` })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/dir\//,
  );
  await expect(page.getByRole('link', { name: d.mobile })).toHaveAttribute('href', `tel:${d.mobile.replace(/[^\d+]/g, '')}`);
});
