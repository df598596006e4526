/** Axe checks of the live forms and screens (labels, names, roles). */
import * as React from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { useStaticQuery } from 'gatsby';

jest.mock('../../src/services/forms', () => ({ contactUs: jest.fn(), joinUs: jest.fn(), getContactInfo: jest.fn(() => new Promise(() => undefined)) }));
jest.mock('../../src/services/warranty', () => ({ getWarrantyCount: jest.fn(() => new Promise(() => undefined)), checkWarranty: jest.fn() }));
jest.mock('../../src/services/partner', () => ({ getRegions: jest.fn(() => new Promise(() => undefined)), searchPartners: jest.fn() }));
jest.mock('../../src/services/auth', () => ({ getSessionInfo: jest.fn(() => new Promise(() => undefined)), login: jest.fn() }));

import { ContactForm } from '../../src/features/forms/contact-form';
import { BecomePartnerForm } from '../../src/features/forms/become-partner-form';
import { WarrantyCheck } from '../../src/features/warranty/warranty-check';
import { PartnerSearch } from '../../src/features/partner/partner-search';
import { LoginScreen } from '../../src/features/auth/login-screen';
import { AuthShell } from '../../src/features/auth/auth-shell';

beforeEach(() => {
  (useStaticQuery as jest.Mock).mockReturnValue({ allCmsCountry: { nodes: [{ cmsId: 1, name: 'Germany', regions: [{ id: 2, name: 'Berlin' }] }] } });
});

it.each([
  ['contact form', () => <ContactForm />],
  ['become partner form', () => <BecomePartnerForm />],
  ['warranty check', () => <WarrantyCheck fallbackCount="1000" />],
  ['partner search', () => <PartnerSearch pathname="/PartnerSearch" search="" categories={[{ image: null, name: 'Reseller', desc: 'd' }]} />],
  [
    'login in the auth shell',
    () => (
      <AuthShell title="Login" pathname="/Login">
        <LoginScreen />
      </AuthShell>
    ),
  ],
])('%s has no axe violations', async (_name, make) => {
  const { container } = render(make());
  await act(async () => undefined);
  expect(await axe(container)).toHaveNoViolations();
});

it('the account menu is a disclosure: hidden, then shown with focus inside, Escape closes', async () => {
  render(
    <AuthShell title="Login" pathname="/Login">
      <p>form</p>
    </AuthShell>,
  );
  const toggle = screen.getByRole('button', { name: 'Account menu' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('navigation', { name: 'Account' })).toBeNull(); // hidden
  fireEvent.click(toggle);
  const nav = screen.getByRole('navigation', { name: 'Account' });
  expect(nav).toContainElement(document.activeElement as HTMLElement);
  expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('aria-current', 'page');
  expect(screen.queryByRole('link', { name: 'Dealer Portal' })).toBeNull(); // logged out: plain text
  fireEvent.keyDown(document, { key: 'Escape' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(toggle).toHaveFocus();
});
