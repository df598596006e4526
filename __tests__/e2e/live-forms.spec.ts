// Become Partner and Contact Us (docs/product/validation-messages.md#become-partner,
// docs/product/validation-messages.md#contact-us,
// docs/product/errors.md#refusals-after-a-form-submit): every message in order from
// page.on('dialog'),
// the server's msg after a submit, contact info from the build refreshed live into 'infos'.
import { expect, test } from './support/fixtures';
import { apiUrl } from './support/env';
import { dialogsCount, recordDialogs, metaTitle, gotoReady } from './live-support';

test('Become Partner: alerts in order, then the server msg, and the form clears', async ({ page, request }) => {
  await gotoReady(page, '/BecomePartner');
  await expect(page).toHaveTitle(await metaTitle(request, 'Become Partner'));
  const dialogs = recordDialogs(page);
  const form = page.getByRole('form', { name: 'Become a partner' });
  const submit = form.getByRole('button', { name: 'Submit' });

  await submit.click();
  await dialogsCount(page, dialogs, 1);
  await form.getByLabel('Name').fill('Playwright Partner');
  await submit.click();
  await dialogsCount(page, dialogs, 2);
  await form.getByLabel('Telephone').fill('+49 30 5550 1000');
  await submit.click();
  await dialogsCount(page, dialogs, 3);
  const regions = page.waitForResponse((r) => r.url().includes('/api/shop/getCityList'));
  await form.getByLabel('Country').selectOption({ label: 'Germany' });
  await regions;
  await submit.click();
  await dialogsCount(page, dialogs, 4);
  expect(dialogs).toEqual(['Please fill in your name', 'Please fill in your telephone', 'Please select  your country', 'Please select your Region']);

  await form.getByLabel('Region').selectOption({ label: 'Hamburg' });
  const posted = page.waitForRequest((r) => r.url().includes('/api/index/joinUs') && r.method() === 'POST');
  await submit.click();
  const req = await posted;
  expect(req.headers()['content-type']).toContain('application/x-www-form-urlencoded');
  expect(new URLSearchParams(req.postData() ?? '').get('city')).toBe('Hamburg');
  await dialogsCount(page, dialogs, 5);
  expect(dialogs[4]).toBe('success');
  await expect(form.getByLabel('Name')).toHaveValue('');
});

test('Contact Us: info from the build refreshed live, alerts in order, one submit at a time', async ({ page, request }) => {
  const info = ((await (await request.get(`${apiUrl()}/api/index/getConactInfo`)).json()) as { data: Record<string, string> }).data;
  await gotoReady(page, '/ContactUs');
  await expect(page).toHaveTitle(await metaTitle(request, 'Contact Us'));
  const box = page.getByTestId('contact-info');
  await expect(box).toContainText(info.service_hotline!);
  await expect(box).toContainText(info.enterprise_email!);
  await expect(box).toContainText(info.contact_address!);
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('infos'))).toContain(info.contact_number!);

  const dialogs = recordDialogs(page);
  const form = page.getByRole('form', { name: 'Contact request' });
  const send = form.getByRole('button', { name: 'Send' });
  const steps: [string, string][] = [
    ['Name', 'Playwright Visitor'],
    ['Phone', '+1 555 0100'],
    ['Email', 'not-an-email'],
    ['Email', 'visitor@example.com'],
    ['Country', 'Germany'],
  ];
  await send.click();
  for (const [i, [label, value]] of steps.entries()) {
    await dialogsCount(page, dialogs, i + 1);
    await form.getByLabel(label).fill(value);
    await send.click();
  }
  await dialogsCount(page, dialogs, 6);
  expect(dialogs).toEqual([
    'Please fill in your name',
    'Please fill in your phone',
    'Please fill in your email',
    'Please fill in the correct email address.',
    'Please fill in your country',
    'Please fill in your message',
  ]);

  await form.getByLabel('Message').fill('Please send a sample.');
  // Hold the answer back to see the in-flight guard: the button is disabled and a second submit sends nothing.
  let posts = 0;
  await page.route('**/api/index/contactUs', async (route) => {
    posts += 1;
    await new Promise((r) => setTimeout(r, 800));
    await route.continue();
  });
  await send.click();
  await expect(form.getByRole('button', { name: 'Sending…' })).toBeDisabled();
  await form.evaluate((f: HTMLFormElement) => f.requestSubmit());
  await dialogsCount(page, dialogs, 7);
  expect(dialogs[6]).toBe('success');
  expect(posts).toBe(1);
  await expect(form.getByLabel('Name')).toHaveValue('');
});

test('Contact Us keeps what was typed when the submit fails', async ({ page }) => {
  await gotoReady(page, '/ContactUs');
  await page.route('**/api/index/contactUs', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 0, data: null, msg: 'Server is busy' }) }),
  );
  const form = page.getByRole('form', { name: 'Contact request' });
  await form.getByLabel('Name').fill('Kept Name');
  await form.getByLabel('Phone').fill('1');
  await form.getByLabel('Email').fill('kept@example.com');
  await form.getByLabel('Country').fill('Germany');
  await form.getByLabel('Message').fill('Kept message');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Server is busy' })).toBeVisible();
  await expect(form.getByLabel('Message')).toHaveValue('Kept message');
  await expect(form.getByRole('button', { name: 'Send' })).toBeEnabled();
});
