// The printable warranty certificate (docs/product/rich-results.md#printable-warranty-certificate):
// printed, WarrantyInfo is the certificate alone on one A4 page, with masking kept.
import { expect, test } from './support/fixtures';
import { apiUrl, screenshot } from './support/env';
import { demoWarranties, gotoReady } from './live-support';

// A4 less the 12 mm margins of the print stylesheet, at 96 px per inch.
const MM = 96 / 25.4;
const PRINT_WIDTH = Math.floor((210 - 24) * MM);
const PRINT_HEIGHT = Math.floor((297 - 24) * MM);

test.use({ viewport: { width: PRINT_WIDTH, height: PRINT_HEIGHT } });

test('WarrantyInfo prints as a one-page A4 certificate with the personal data masked', async ({ page, request }) => {
  // the demo warranty with the longest coverage table, reached by its plate (the owner's view)
  const w = demoWarranties()
    .filter((x) => x.CustomerEmail && x.phone)
    .sort((a, b) => JSON.stringify(b).length - JSON.stringify(a).length)[0];
  const list = await request.get(`${apiUrl()}/api/Warranty/getWarrantysList`, { params: { filter: w.plate } });
  const [card] = ((await list.json()) as { data: { Id: string }[] }).data;

  await gotoReady(page, `/WarrantyInfo?id=${card.Id}&key=${encodeURIComponent(w.plate)}`);
  await expect(page.getByTestId('warranty-detail')).toContainText(w.warrantyNo);
  await expect(page.getByRole('button', { name: 'Print certificate' })).toBeVisible();
  const cert = page.getByTestId('warranty-certificate');
  await expect(cert).toBeHidden(); // on screen the page is the usual one

  let printed = 0;
  await page.exposeFunction('__countPrint', () => void printed++);
  await page.evaluate(() => {
    window.print = () => (window as unknown as { __countPrint: () => void }).__countPrint();
  });
  await page.getByRole('button', { name: 'Print certificate' }).click();
  await expect.poll(() => printed).toBe(1);

  await page.emulateMedia({ media: 'print' });
  await expect(cert).toBeVisible();
  for (const frame of ['header', 'footer', '#main']) await expect(page.locator(frame).first()).toBeHidden();
  await expect(cert).toContainText(w.warrantyNo);
  await expect(cert).toContainText(w.CustomerName);
  await expect(cert.getByRole('img', { name: 'Car Film Master' })).toBeVisible();
  await expect(cert.getByRole('table')).toBeVisible();
  const text = (await cert.innerText()).replace(/\s+/g, ' ');
  expect(text).not.toContain(w.CustomerEmail!);
  expect(text).not.toContain(w.phone);
  expect(text).toContain(w.phone.slice(-4));
  expect(text).toContain(w.CustomerEmail!.slice(-3));

  // Fits one sheet: the printed document is no taller than A4's printable area…
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height).toBeLessThanOrEqual(PRINT_HEIGHT);
  await screenshot(page, 'warranty-certificate-print');
  // …and Chromium's own print to PDF makes exactly one page.
  const pdf = (await page.pdf({ format: 'A4', preferCSSPageSize: true, printBackground: true })).toString('latin1');
  expect(pdf.match(/\/Type\s*\/Page(?!s)/g)).toHaveLength(1);
});
