import { act, render, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { Layout } from '../../src/components/layout/layout';
import { Footer } from '../../src/components/layout/footer';
import { FOOTER_BOTTOM_ITEMS } from '../../src/components/layout/footer-links';

const footerData = {
  contact_number: '+1 (800) 555-0101',
  enterprise_email: 'hello@carfilmmaster.com',
  apps: [{ url: 'https://apps.example.com/cfm', image: '/app.png' }],
};

describe('<Footer>', () => {
  it('shows the documented link columns with their routes', () => {
    render(<Footer data={footerData} />);
    const nav = screen.getByRole('navigation', { name: 'Footer' });
    const routes = within(nav)
      .getAllByRole('link')
      .map((a) => `${a.textContent} ${a.getAttribute('href')}`);
    expect(routes).toEqual([
      'About Us /aboutUs',
      'Home /',
      'Cases Gallery /ExampleList',
      'Blog /blog',
      'Training /Training',
      'Products /PPF',
      'PPF /PPF',
      'Precut Software /Software',
      'Plotter /Plotter',
      'Marketing Material /Tools',
      'FAQ /FAQ',
      'Technical Support /DownloadCenter',
      'Product Specifications /DownloadCenter',
      'Warranty Information /WarrantyCheck',
      'Contact Us /ContactUs',
      'hello@carfilmmaster.com mailto:hello@carfilmmaster.com',
      'Become an installer /BecomePartner',
      'Find near you /PartnerSearch',
      'Join Us /BecomePartner',
    ]);
  });

  it('shows contact details, app links and the inert bottom items', () => {
    render(<Footer data={footerData} />);
    expect(screen.getByRole('link', { name: /\+1 \(800\) 555-0101/ })).toHaveAttribute('href', 'tel:+18005550101');
    expect(screen.getByRole('link', { name: 'Download our app' })).toHaveAttribute('href', 'https://apps.example.com/cfm');
    for (const label of FOOTER_BOTTOM_ITEMS) {
      const item = screen.getByText(label);
      expect(item.closest('a')).toBeNull();
    }
  });

  it('renders without data', () => {
    render(<Footer data={null} />);
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});

describe('<Layout>', () => {
  it('has a skip link to main, the landmarks and the toast regions; no axe violations', async () => {
    const { container } = render(
      <Layout pathname="/PPF" footer={footerData}>
        <h1>PPF</h1>
      </Layout>,
    );
    await act(async () => undefined);
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });
});
