// Screenshots of every live screen at 390 and 1440 (artifacts/screenshots/live-*-<width>.png),
// each after its content has loaded, with a 200 from the static server and no console errors.
import { request as pwRequest, type Page } from '@playwright/test';
import { expect, forBothWidths, test } from './support/fixtures';
import { screenshot } from './support/env';
import { DEALERS, apiLogin, demoWarranties, setSessionCookies, type UserInfo, gotoReady } from './live-support';

let session: UserInfo;
test.beforeAll(async () => {
  const api = await pwRequest.newContext();
  session = await apiLogin(api, DEALERS.berlin);
  await api.dispose();
});

const w = demoWarranties()[0]!;

interface Screen {
  name: string;
  path: string | (() => Promise<string>);
  dealer?: boolean;
  ready: (page: Page) => Promise<void>;
}

const SCREENS: Screen[] = [
  { name: 'warranty-check', path: '/WarrantyCheck', ready: (p) => expect(p.getByTestId('clients-sentence')).toContainText('world-wide clients') },
  {
    name: 'warranty-list',
    path: `/Warrantylist?filter=${encodeURIComponent(w.warrantyNo)}`,
    ready: (p) => expect(p.getByTestId('warranty-card').first()).toBeVisible(),
  },
  {
    name: 'warranty-info',
    path: `/Warrantylist?filter=${encodeURIComponent(w.warrantyNo)}`,
    ready: async (p) => {
      await p.getByTestId('warranty-card').first().getByRole('link', { name: /MORE/ }).click();
      await expect(p.getByTestId('warranty-detail')).toBeVisible();
    },
  },
  { name: 'partner-search', path: '/PartnerSearch', ready: (p) => expect(p.getByRole('button', { name: 'SEARCH' })).toBeVisible() },
  { name: 'partner-results', path: '/PartnerSearch?nation_id=3&city_id=301', ready: (p) => expect(p.getByTestId('partner-card').first()).toBeVisible() },
  { name: 'become-partner', path: '/BecomePartner', ready: (p) => expect(p.getByRole('form', { name: 'Become a partner' })).toBeVisible() },
  { name: 'contact-us', path: '/ContactUs', ready: (p) => expect(p.getByTestId('contact-info')).toBeVisible() },
  { name: 'login', path: '/Login', ready: (p) => expect(p.getByRole('form', { name: 'Login' })).toBeVisible() },
  {
    name: 'login-menu',
    path: '/Login',
    ready: async (p) => {
      await p.getByRole('button', { name: 'Account menu', exact: true }).click();
      await expect(p.getByTestId('auth-menu').getByRole('link', { name: 'Forget Password' })).toBeVisible();
      await p.waitForTimeout(500); // the slide-in
    },
  },
  { name: 'forget-password', path: '/ForgetPassword', ready: (p) => expect(p.getByRole('form', { name: 'Forget password' })).toBeVisible() },
  { name: 'change-password', path: '/ChangePassword', ready: (p) => expect(p.getByRole('form', { name: 'Change password' })).toBeVisible() },
  { name: 'reset-expired', path: '/ResetPwd/expired-code', ready: (p) => expect(p.getByTestId('reset-expired')).toBeVisible() },
  { name: 'dealer-portal', path: '/DealerPortal', dealer: true, ready: (p) => expect(p.getByTestId('branding-item').first()).toBeVisible() },
  { name: 'edit-information', path: '/EditInformation', dealer: true, ready: (p) => expect(p.getByRole('form', { name: 'Edit information' })).toBeVisible() },
  { name: 'branding-info', path: '/BrandingElementsInfo?id=13', dealer: true, ready: (p) => expect(p.getByTestId('branding-detail')).toBeVisible() },
  { name: 'training-detail', path: '/TrainingDetail?id=1&shop_id=1', dealer: true, ready: (p) => expect(p.getByTestId('training-detail')).toBeVisible() },
];

forBothWidths(() => {
  for (const s of SCREENS) {
    test(`screen ${s.name}`, async ({ page, context, consoleErrors }) => {
      if (s.dealer) await setSessionCookies(context, session.token, session);
      const path = typeof s.path === 'string' ? s.path : await s.path();
      const res = await gotoReady(page, path);
      expect(res!.status()).toBe(200);
      await s.ready(page);
      await page.evaluate(() => document.fonts?.ready);
      await page.waitForLoadState('networkidle');
      await screenshot(page, `live-${s.name}`);
      expect(consoleErrors.filter((e) => !/favicon/.test(e))).toEqual([]);
    });
  }
});

test('static HTML of a client-only screen is a loading state, never blank', async ({ request, baseURL }) => {
  const expected: Record<string, string> = {
    '/Warrantylist/': 'Searching warranties',
    '/WarrantyInfo/': 'Loading warranty',
    '/DealerPortal/': 'Loading your dealer portal',
    '/EditInformation/': 'Loading your shop information',
    '/BrandingElementsInfo/': 'Loading branding element',
    '/TrainingDetail/': 'Loading training',
    '/RegisterInstallation/': 'Loading the films and your rolls',
    '/MyRegistrations/': 'Loading your registrations',
    '/RegistrationInfo/': 'Loading the registration',
  };
  for (const [path, label] of Object.entries(expected)) {
    const html = await (await request.get(`${baseURL}${path}`)).text();
    expect(html, path).toContain(label);
  }
  const reset = await request.get(`${baseURL}/ResetPwd/any-code-here`);
  expect(reset.status()).toBe(200);
});
